import Narration
import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// Fakes rather than mocks, then the gallery's tests run live.
    static let testingViewModels = Section("Testing view models", "测试ViewModels") { page in
        page.say(
            """
            A view model has no screen, so it can be tested like any other object. The \
            book tests with Specta and Expecta, and brings in OCMock where it wants a \
            stand-in: mock photo models, a mocked UIImage class, and partial mocks of \
            the view models themselves, to check that one method calls another. The \
            photo importer it leaves alone, saying that testing it is beyond the \
            book. This app's view models take their importer as a parameter, of the \
            PhotoImporting protocol, so a test can hand them a fake: FakeImporter, a \
            small working implementation that answers from the bundled photo \
            fixtures, two ticks after each request, on a TestScheduler, and writes \
            every request down:
            """)
        page.contract(fakeRequestContract, of: "each FakeImporter operation")
        page.say(
            """
            A test then drives the view model as its screen would, records the view \
            model's signals, and checks the whole story. Each test below is run here \
            live: each expect(…) is printed with ✔ if it held in this run and ✘ if \
            not. The book's first gallery test checks that the view model imports its \
            photos in init. This app's view model does the opposite, and is tested \
            for it: nothing is imported until the screen appears. Here are both \
            tests:
            """)
        galleryTests(page)
        page.say(
            """
            Each test passes on the view model written for it, and fails on the \
            other. The app chose activation on the book's own advice, given right \
            after that test: keep side effects out of a view model's init and start \
            them from didBecomeActiveSignal. A view model that imports in init sends \
            a request the moment it is made, in every test and for every screen made \
            ahead of time, and its test needs a mock of the class itself to see \
            the call. What the original app never tested: an import that fails. The \
            gallery logs the error, shows the reason where the grid would be, and \
            goes on running:
            """)
        importError(page)
        page.book(
            "FRPGalleryViewModel", "Specta, Expecta", "OCMock (no mocks here)",
            "RVMViewModel.didBecomeActiveSignal")
    }

    /// The book's gallery test and this app's, each run on both view models.
    private static func galleryTests(_ page: Narrator) {
        page.code(.bookGalleryTest)
        page.code(.appGalleryTest)
        typealias Test = ((FakeImporter) -> any GalleryLoading, Expectations) -> Void
        // snippet.bookGalleryTest
        func importsInInit(
            _ make: (FakeImporter) -> any GalleryLoading, _ expect: Expectations
        ) {
            let importer = FakeImporter(scheduler: TestScheduler(), answers: .fixtures)
            let gallery = make(importer)
            expect(importer.requests == ["importPhotos"])
            _ = gallery
        }
        // snippet.end
        // snippet.appGalleryTest
        func importsOnActivation(
            _ make: (FakeImporter) -> any GalleryLoading, _ expect: Expectations
        ) {
            let scheduler = TestScheduler()
            let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
            let gallery = make(importer)
            let photos = scheduler.record(gallery.photos.map(\.count))
            scheduler.advance(to: 3)
            expect(importer.requests == [])
            scheduler.schedule(at: 4) { gallery.isActive = true }
            scheduler.run()
            expect(importer.requests == ["importPhotos"])
            expect(photos.events.last?.time == 6)
        }
        // snippet.end
        let tests: [(String, Test, Listing)] = [
            ("the book's test, importsInInit", importsInInit, .bookGalleryTest),
            ("this app's test, importsOnActivation", importsOnActivation, .appGalleryTest),
        ]
        let galleries: [(String, (FakeImporter) -> any GalleryLoading)] = [
            ("the book's view model", { BookGalleryViewModel(importer: $0) }),
            ("GalleryViewModel", { GalleryViewModel(importer: $0, session: AuthSession()) }),
        ]
        for (testName, test, listing) in tests {
            for (galleryName, make) in galleries {
                page.output("\(testName), on \(galleryName):")
                let expect = Expectations(page, listing)
                test(make, expect)
                expect.report()
            }
        }
    }

    /// What the original app never tested: a failed import.
    private static func importError(_ page: Narrator) {
        let expect = Expectations(page, .importError)
        page.code(.importError)
        // snippet.importError
        let url = "http://fake/v1/photos"
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        importer.fail(.importPhotos, with: .httpStatus(500, url: url))
        let log = Recorder<String>()
        let gallery = GalleryViewModel(
            importer: importer, session: AuthSession(), log: log.append)
        let photos = scheduler.record(gallery.photos.map(\.count))
        let empty = scheduler.record(gallery.emptyMessage.map { $0 ?? "nil" })
        scheduler.schedule(at: 1) { gallery.isActive = true }
        scheduler.run()
        expect(photos.values == [0])
        let reason = "HTTP 500 from \(url)"
        expect(empty.values.last == "No photos: \(reason)")
        expect(log.values == ["Gallery: could not import the photos: \(reason)"])
        // snippet.end
        page.recorded("photos", photos)
        page.recorded("empty", empty)
        page.list("log", log.values)
        expect.report()
    }
}

/// What each of FakeImporter's operations promises, for the narration: the
/// contract of `FakeImporter.answer`, which makes every one of them.
let fakeRequestContract = Contract(
    .cold, values: "one answer", errors: "PixelsError",
    completes: "`latency` ticks after subscribing", fails: "as told, same tick",
    scheduler: "the test scheduler", multicast: "no (a request per subscriber)")
