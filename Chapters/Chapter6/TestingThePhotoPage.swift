import Narration
import Pixels
import PixelsMVC
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// The book's tests of the photo view model, run live; then the finished
    /// app's spinner, which the book does not test.
    static let testingThePhotoPage = Section("Testing the photo page", "测试ViewModels") {
        page in
        page.say(
            """
            Last, the photo view model, where side effects and didBecomeActiveSignal \
            meet again. The book checks that the view model passes the photo's name \
            through, once with a mocked model and once with a real one; with a real \
            one, no mock is needed:
            """)
        guard let photo = PhotoLibrary.shared.photos[safe: 1],
            let image = try? PhotoLibrary.shared.image(named: "\(photo.id)-4.ppm")
        else { return page.output("the photo fixtures could not be read") }
        nameTest(page, photo)
        page.say(
            """
            Its init is long and untested, so the book moves the download into \
            downloadPhotoModelDetails and checks, with a partial mock, that \
            becoming active calls it. The view model here is written that way \
            already, and a spy counts the calls:
            """)
        page.code(.photoSpy)
        activationTest(page, photo)
        page.say(
            """
            The book's test looks only after the view model becomes active. See \
            how simple testing is, it says, once the side effect is out of init and \
            in the subscription to didBecomeActiveSignal. Its last test checks that \
            the model's image data becomes the view model's image; the importer \
            here has decoded the image already, so the view model passes it on:
            """)
        imageTest(page, photo, image)
        page.say(
            """
            That, the book says, is all there is to unit-testing its view models, \
            and none of it touched UIKit: a well-written view model has nothing to \
            do with the classes the user touches. Small, cohesive methods are \
            easier to test than ones full of side effects, which is the spirit of \
            functional reactive programming.
            """)
        page.say(
            """
            What the book's tests leave out is the spinner, and the book's view \
            model has the bug "MVVM in practice" showed. The workbook's finished \
            app tests its own page's loading flag over time: it should rise when \
            the page becomes active and fall when the image has arrived, every \
            time. The page shows at 1, hides at 7 (after its image came) and shows \
            at 8; a test can compare the recorded run with a marble string, t for \
            true and f for false:
            """)
        loadingTest(page)
        page.book(
            "FRPPhotoViewModelTests", "photoName", "-downloadPhotoModelDetails",
            "+[UIImage imageWithData:] (mocked)", "FRPPhotoViewModel.loading (untested)")
    }

    /// The book's two name tests.
    private static func nameTest(_ page: Narrator, _ photo: Photo) {
        let expect = Expectations(page, .nameTest)
        page.code(.nameTest)
        // snippet.nameTest
        let fake = FakeImporter(scheduler: TestScheduler(), answers: .fixtures)
        let viewModel = PhotoViewModel(
            model: PhotoModel(photo), importer: SignalImporter(fake))
        expect(viewModel.photoName == "Chelsea the Cat")
        // snippet.end
        expect.report()
    }

    /// The book's test: becoming active calls downloadPhotoModelDetails.
    private static func activationTest(_ page: Narrator, _ photo: Photo) {
        let expect = Expectations(page, .activationTest)
        page.code(.activationTest)
        // snippet.activationTest
        let fake = FakeImporter(scheduler: TestScheduler(), answers: .fixtures)
        let spy = PhotoSpy(model: PhotoModel(photo), importer: SignalImporter(fake))
        spy.isActive = true
        expect(spy.downloads.withLock { $0 } == 1)
        // snippet.end
        expect.report()
    }

    /// The book's test: the model's image becomes the view model's.
    private static func imageTest(_ page: Narrator, _ photo: Photo, _ image: Image) {
        let expect = Expectations(page, .imageTest)
        page.code(.imageTest)
        // snippet.imageTest
        let fake = FakeImporter(scheduler: TestScheduler(), answers: .fixtures)
        let model = PhotoModel(photo)
        let viewModel = PhotoViewModel(model: model, importer: SignalImporter(fake))
        model.fullsizeData.value = image
        expect(viewModel.photoImage.value == image)
        // snippet.end
        expect.report()
    }

    /// The finished app's loading flag over virtual time, as a marble string.
    private static func loadingTest(_ page: Narrator) {
        let expect = Expectations(page, .pageLoading)
        page.code(.pageLoading)
        // snippet.pageLoading
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let model = Pixels.PhotoViewModel(
            photo: PhotoLibrary.shared.photos[0], importer: importer)
        let loading = scheduler.record(model.isLoading)
        scheduler.schedule(at: 1) { model.isActive = true }
        scheduler.schedule(at: 7) { model.isActive = false }
        scheduler.schedule(at: 8) { model.isActive = true }
        scheduler.run()
        expect(Marbles.render(loading.events, symbol: letter) == "ft---f--t---f")
        // snippet.end
        page.marbles([MarbleLine("isLoading", loading, symbol: letter)], ticks: true)
        expect.report()
        page.say(
            """
            Hiding the page at 7 changed nothing, since nothing was loading; each \
            activation took four ticks to load: two for the details, two for the image.
            """)
    }
}
