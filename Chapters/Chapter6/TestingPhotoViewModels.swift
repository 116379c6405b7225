import Narration
import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// The book's pager and page tests, and the loading flag over virtual time.
    static let testingPhotoViewModels = Section(
        "Testing the pager and pages", "测试ViewModels"
    ) { page in
        page.say(
            """
            The book's tests of the full-size pager check plain facts about its view \
            model: it keeps the photos and the index it was made with, gives nil for \
            an index out of bounds, and takes its first photo and title from \
            photo(at:). None of them needs a screen or a scheduler:
            """)
        pagerFacts(page)
        delegation(page)
        page.say(
            """
            A page's view model, PhotoViewModel, is where time comes in. The book \
            checks that the photo's name is passed through, that becoming active \
            starts the download of the details (and nothing does before), and that \
            the downloaded data becomes the page's image:
            """)
        pageName(page)
        pageActivation(page)
        pageImage(page)
        page.say(
            """
            What the original app never tested: the spinner. isLoading should rise when \
            the page becomes active and fall when the image has arrived, every time. \
            The page shows at 1, hides at 7 (after its image came) and shows at 8. A \
            test can compare the recorded run with a marble string, t for true and f \
            for false:
            """)
        pageLoading(page)
        page.book(
            "FRPFullSizePhotoViewModel", "-photoModelAtIndex:", "initialPhotoName",
            "FRPPhotoViewModel", "photoName", "photoImage", "loading")
    }

    /// The book's refactor for testing: initialPhoto asks photo(at:), and a spy checks it.
    private static func delegation(_ page: Narrator) {
        page.say(
            """
            The book goes one step further with the title. It splits \
            initialPhotoName so that it asks initialPhotoModel, which asks \
            photoModelAtIndex:, and checks with an OCMock partial mock that the call \
            is made, with the initial index. The last check above sees only the \
            result. A final Swift class cannot be partly mocked, but the split can \
            live in a protocol extension, and a test can hand it a spy, a conforming \
            type that writes down what it was asked:
            """)
        page.code(.photoPaging)
        let expect = Expectations(page, .askedForTheInitialIndex)
        page.code(.askedForTheInitialIndex)
        // snippet.askedForTheInitialIndex
        let spy = PagingSpy(initialIndex: 3)
        _ = spy.initialPhotoName
        expect(spy.asked == [3])
        // snippet.end
        expect.report()
        page.say(
            """
            The test names the rule, "the first photo is the photo at the initial \
            index", and checks that the code keeps it, whatever photo(at:) returns. \
            The lesson is the book's: small methods that each do one thing can be \
            tested one at a time.
            """)
    }

    /// The book's three pager tests: construction, out of bounds, the initial photo.
    private static func pagerFacts(_ page: Narrator) {
        let expect = Expectations(page, .pagerFacts)
        page.code(.pagerFacts)
        // snippet.pagerFacts
        let photos = PhotoLibrary.shared.photos
        let importer = FakeImporter(scheduler: TestScheduler(), answers: .fixtures)
        let pager = FullSizePhotoViewModel(
            photos: photos, initialIndex: 1,
            importer: importer, session: AuthSession())
        expect(pager.photos == photos)
        expect(pager.initialIndex == 1)
        expect(pager.photo(at: -1) == nil)
        expect(pager.photo(at: photos.count) == nil)
        expect(pager.initialPhoto == pager.photo(at: 1))
        expect(pager.initialPhotoName == "Chelsea the Cat")
        // snippet.end
        expect.report()
    }

    /// The book's test: the photo's name is passed through.
    private static func pageName(_ page: Narrator) {
        let expect = Expectations(page, .pageName)
        page.code(.pageName)
        // snippet.pageName
        let scheduler = TestScheduler()
        let photo = PhotoLibrary.shared.photos[1]
        let model = PhotoViewModel(
            photo: photo, importer: FakeImporter(scheduler: scheduler, answers: .fixtures))
        let name = scheduler.record(model.name)
        expect(name.events == [.next(0, "Chelsea the Cat")])
        // snippet.end
        page.recorded("name", name)
        expect.report()
    }

    /// The book's test: activation triggers the download of the details.
    private static func pageActivation(_ page: Narrator) {
        let expect = Expectations(page, .pageActivation)
        page.code(.pageActivation)
        // snippet.pageActivation
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let model = PhotoViewModel(
            photo: PhotoLibrary.shared.photos[1], importer: importer)
        scheduler.advance(to: 5)
        expect(importer.requests == [])
        model.isActive = true
        expect(importer.requests == ["fetchDetails 1002"])
        // snippet.end
        page.list("requests", importer.requests)
        expect.report()
    }

    /// The book's test: the downloaded data becomes the page's image.
    private static func pageImage(_ page: Narrator) {
        let expect = Expectations(page, .pageImage)
        page.code(.pageImage)
        // snippet.pageImage
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let model = PhotoViewModel(
            photo: PhotoLibrary.shared.photos[1], importer: importer)
        let size = scheduler.record(
            model.image.map { image in
                image.map { "\($0.width)×\($0.height)" } ?? "nil"
            })
        scheduler.schedule(at: 1) { model.isActive = true }
        scheduler.run()
        expect(size.events == [.next(0, "nil"), .next(5, "240×160")])
        // snippet.end
        page.recorded("size", size)
        expect.report()
    }

    /// The loading flag over virtual time, as a marble string.
    private static func pageLoading(_ page: Narrator) {
        let expect = Expectations(page, .pageLoading)
        page.code(.pageLoading)
        // snippet.pageLoading
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let model = PhotoViewModel(
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
