import Narration
import Pixels
import PixelsMVC
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// How the book tests, and its tests of the full-size and gallery view
    /// models, run live on the refactored view models.
    static let testingViewModels = Section("Testing view models", "测试ViewModels") { page in
        page.say(
            """
            Unit testing is contested ground among iOS developers, the book says, so \
            it comes last: ideally each view model is tested as it is written, but \
            learning a new way to write code is hard enough without testing it at \
            the same time. People also test differently. The author comes from \
            .NET, where mocks are everyday tools, and the book tests with three \
            pods: Specta to write the tests, Expecta to check values, and OCMock \
            for mocks. In Swift the toolchain brings its own:
            """)
        page.table(
            ["the book", "here"],
            [
                ["SpecBegin(…) … SpecEnd", "@Suite struct …Tests"],
                ["describe(…), it(@\"should…\", ^{ … })", "@Test(\"…\") func …()"],
                ["expect(x).to.equal(y)", "#expect(x == y)"],
                ["⌘U in Xcode", "swift test"],
                ["OCMock's mocks", "fakes, and spies that are subclasses"],
            ])
        page.say(
            """
            The workbook's own view-model tests run with swift test (its Pixels \
            tests, for the finished app). Here, each of the book's tests runs live \
            on the view models of the sections before: each expect(…) is printed \
            with ✔ if it held in this run and ✘ if not. The view models reach the \
            photo API only through their importer, so a test hands them one over a \
            fake, FakeImporter: a small working photo API in memory that answers \
            two ticks after each request, on a virtual clock, and writes every \
            request down.
            """)
        page.contract(fakeRequestContract, of: "each FakeImporter operation")
        page.command("swift test --filter PixelsTests")
        fullSizeTests(page)
        galleryTests(page)
        page.book(
            "Specta", "Expecta", "OCMock", "FRPFullSizePhotoViewModelTests",
            "FRPGalleryViewModelTests")
    }

    /// The book's three tests of the full-size view model, and its partial mock.
    private static func fullSizeTests(_ page: Narrator) {
        page.say(
            """
            The book starts with the full-size view model, the most ordinary \
            Objective-C of the three. Its first test checks what the initialiser \
            keeps; the next two check photoModel(at:) below, above and within the \
            bounds:
            """)
        let expect = Expectations(page, .fullSizeTests)
        page.code(.fullSizeTests)
        guard let photo = PhotoLibrary.shared.photos.first else { return }
        // snippet.fullSizeTests
        let empty = FullSizePhotoViewModel(photoArray: [], initialPhotoIndex: 1337)
        expect(empty.photoArray.isEmpty)
        expect(empty.initialPhotoIndex == 1337)
        let photoModel = PhotoModel(photo)
        let one = FullSizePhotoViewModel(
            photoArray: [photoModel], initialPhotoIndex: 0)
        expect(one.photoModel(at: -1) == nil)
        expect(one.photoModel(at: 1) == nil)
        expect(one.photoModel(at: 0) === photoModel)
        // snippet.end
        expect.report()
        page.say(
            """
            Then it splits initialPhotoName so that it asks initialPhotoModel, which \
            asks photoModelAtIndex:, and checks with an OCMock partial mock that the \
            call is made, with the initial index. Swift has no partial mocks, but a \
            subclass can override the method and write each call down (the view \
            model above is already split this way):
            """)
        page.code(.pagerSpy)
        spyTest(page, photoModel)
    }

    /// The partial mock's test, with a spy.
    private static func spyTest(_ page: Narrator, _ photoModel: PhotoModel) {
        let expect = Expectations(page, .pagerSpyTest)
        page.code(.pagerSpyTest)
        // snippet.pagerSpyTest
        let spy = PagerSpy(photoArray: [photoModel], initialPhotoIndex: 0)
        expect(spy.initialPhotoModel === photoModel)
        expect(spy.asked.withLock { $0 } == [0])
        // snippet.end
        expect.report()
    }

    /// The book's gallery test, the lesson it teaches, and both ways of loading.
    private static func galleryTests(_ page: Narrator) {
        page.say(
            """
            The gallery view model is harder to test as it stands, so the book \
            moves the import into its own method, importPhotosSignal, and checks \
            that init calls it. The importer itself it leaves untested, as beyond \
            the book. Its test makes an OCMock mock of the whole class, expects the \
            call, and then calls init on the mock, a trick that works because the \
            mock is a proxy; the book grants that this is a lot of code for one \
            method. A subclass that counts does the same:
            """)
        page.code(.gallerySpy)
        let expect = Expectations(page, .gallerySpyTest)
        page.code(.gallerySpyTest)
        let scheduler = TestScheduler()
        // snippet.gallerySpyTest
        let fake = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let spy = GallerySpy(importer: SignalImporter(fake), log: { _ in })
        expect(spy.imports.withLock { $0 } == 1)
        expect(fake.requests.isEmpty)
        // snippet.end
        expect.report()
        page.say(
            """
            The book draws the lesson itself: a view model's init should have no \
            side effects, and work such as importing should start from \
            didBecomeActiveSignal. The workbook's finished app does that, so its \
            gallery is tested the other way round: nothing is imported until the \
            screen appears. Here are both tests, each run on both view models:
            """)
        sideBySide(page)
        page.say(
            """
            Each test passes on the view model written for it, and fails on the \
            other. A view model that imports in init sends a request the moment it \
            is made, in every test and for every screen made ahead of time.
            """)
    }
}

/// What each of FakeImporter's operations promises, for the narration: the
/// contract of `FakeImporter.answer` in PixelsTesting, which makes every one of them.
let fakeRequestContract = Contract(
    .cold, values: "one answer", errors: "PixelsError",
    completes: "`latency` ticks after subscribing", fails: "as told, same tick",
    scheduler: "the test scheduler", multicast: "no (a request per subscriber)")
