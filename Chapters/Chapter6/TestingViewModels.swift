import Narration
import Pixels
import Reactive
import ReactiveTesting

extension Section {
    /// Fakes rather than mocks, then the gallery's tests run live.
    static let testingViewModels = Section("Testing view models", "测试视图模型") { page in
        page.say(
            """
            A view model has no screen, so it can be tested like any other object. The \
            book does it with Specta and Expecta, and replaces the photo importer with \
            OCMock mocks: objects told in advance which calls to expect and what to \
            return. A mock checks how the view model talks to its collaborator, call by \
            call, so the test breaks when the view model is rewritten even if it still \
            behaves. This workbook uses a fake instead: FakeImporter, a small working \
            implementation of the same PhotoImporting protocol the app's HTTP importer \
            implements. It answers from the bundled photo fixtures, two ticks after each \
            request, on a TestScheduler, and writes every request down:
            """)
        page.code(.fakeImporting)
        page.contract(fakeRequestContract, of: "each FakeImporter operation")
        page.say(
            """
            A test then drives the view model as its screen would, records the view \
            model's signals, and checks the whole story: what arrived, and at which \
            tick. Each test below is one from Tests/PixelsTests, adapted to the photo \
            fixtures and run here live: its recorded events are printed, then each \
            expect(…), with ✔ if it held in this run. The book's first gallery test, that the photos load when the screen \
            appears and not before:
            """)
        importsOnActivation(page)
        page.say(
            """
            The view model was made at tick 0 and asked for nothing until it became \
            active at 4; the answer came two ticks later. A view model that loaded in \
            init would start a download in every test, and for every screen made \
            ahead of time. What the original app never tested: an \
            import that fails. The gallery logs the error, shows the reason where the \
            grid would be, and goes on running:
            """)
        importError(page)
        page.book(
            "FRPGalleryViewModel", "Specta, Expecta", "OCMock (replaced by a fake)",
            "RVMViewModel.didBecomeActiveSignal")
    }

    /// The book's test: the gallery imports on activation, not in init.
    private static func importsOnActivation(_ page: Narrator) {
        let expect = Expectations(page, .importsOnActivation)
        page.code(.importsOnActivation)
        // snippet.importsOnActivation
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler)
        let gallery = GalleryViewModel(importer: importer, session: AuthSession())
        let photos = scheduler.record(gallery.photos.map(\.count))
        scheduler.advance(to: 3)
        expect(importer.requests == [])
        scheduler.schedule(at: 4) { gallery.isActive = true }
        scheduler.run()
        expect(importer.requests == ["importPhotos"])
        expect(photos.events == [.next(0, 0), .next(6, 14)])
        // snippet.end
        page.recorded("photos", photos)
        expect.report()
    }

    /// What the original app never tested: a failed import.
    private static func importError(_ page: Narrator) {
        let expect = Expectations(page, .importError)
        page.code(.importError)
        // snippet.importError
        let url = "http://fake/v1/photos"
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler)
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
