import Narration
import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// The app's gallery view model, active while on screen, against an
    /// `@Observable` one loaded in a task the screen starts and cancels; the
    /// same stories, then the test of the observable one on a test clock.
    static let today = Section.today(
        "@Observable view models", "@Observable 视图模型", chapter: 6,
        book: ["RVMViewModel", "-[RVMViewModel didBecomeActiveSignal]", "FRPGalleryViewModel"]
    ) { page in
        page.say(
            """
            This chapter's view models are `ViewModel` subclasses: their state is \
            in properties that send signals, the screen binds to those signals, \
            and the view model works while `isActive` is true. The toolchain's \
            Observation module gives another shape. An `@Observable` class keeps \
            plain stored properties, and whoever reads one inside \
            `withObservationTracking` is told when it changes. There is no active \
            flag: the screen calls an async method in a task when it appears, and \
            cancels the task when it goes, as SwiftUI's `.task` modifier does. The \
            gallery in that shape:
            """)
        page.code(.observedGallery)
        page.say(
            """
            Its importer is the fake importer's time on a TestClock, a second for \
            each tick. A screen hears of changes through `withObservationTracking`, \
            which tells only of the first change after each call, so a screen asks \
            again each time. These counters do that:
            """)
        page.code(.clockImporter)
        page.code(.announcements)
        stories(page)
        test(page)
    }

    /// The same screen stories played on the app's gallery and on the observable one.
    private static func stories(_ page: Narrator) {
        let print = page.printer
        page.say(
            """
            A story: the screen appears at 4 and stays. First the app's \
            GalleryViewModel, whose import starts when it becomes active, on a \
            TestScheduler; then the observable gallery, on a TestClock, where the \
            run waits for each load that has ended before it looks:
            """)
        page.code(.signalGallery)
        page.code(.taskGallery)
        signalGallery(screen: [4: true], print: print)
        page.runAsync { await taskGallery(screen: [4: true], print: print) }
        page.say(
            """
            The same import, asked for once, and the same three photos at 6. The \
            signal also sent the empty list at 0, since a subscriber is sent the \
            current value; an observed property tells only of changes. Another \
            story: the screen appears at 4, goes at 5 and comes back at 7.
            """)
        let story = [4: true, 5: false, 7: true]
        signalGallery(screen: story, print: print)
        page.runAsync { await taskGallery(screen: story, print: print) }
        page.say(
            """
            Here they part. The app's view model, made inactive at 5, lets its \
            import run on: the photos came at 6, off screen, and at 7 it had \
            photos and asked for none. The task was cancelled at 5, and so was \
            the import it was waiting for, at once, for a TestClock's sleep \
            heeds cancellation as `Task.sleep` does. At 7 the screen started a \
            new task, and the photos came at 9. A view model that should go on \
            working off screen keeps its own task, outside the screen's. The \
            book's `-forwardSignalWhileActive:` behaves like the task: it \
            unsubscribes when the view model goes inactive.
            """)
    }

    /// The book's gallery test, as a test of the observable gallery on a test clock.
    private static func test(_ page: Narrator) {
        page.say(
            """
            The chapter tested the app's gallery on a TestScheduler: made, it asks \
            for nothing; made active at tick 4, it imports, and the photos come at \
            6. The same test of the observable gallery, on a TestClock. The test \
            waits for the import to be asleep on the clock before moving time, so \
            it runs the same way every time:
            """)
        page.code(.observedTest)
        let expect = Expectations(page, .observedTest)
        page.runAsync { @MainActor in
            // snippet.observedTest
            let clock = TestClock()
            let importer = ClockImporter(
                clock: clock, photos: FakeImporter.samplePhotos)
            let gallery = ObservedGallery(importPhotos: importer.importPhotos)
            let heard = Announcements { _ = gallery.photos }
            clock.advance(to: .init(offset: .seconds(4)))
            expect(importer.requests == 0)
            let screen = Task { await gallery.load() }
            await clock.sleepers(atLeast: 1)
            expect(importer.requests == 1)
            clock.advance(by: .seconds(2))
            await screen.value
            expect(gallery.photos == FakeImporter.samplePhotos)
            expect(heard.count == 1)
            expect(clock.now == .init(offset: .seconds(6)))
            // snippet.end
        }
        expect.report()
        page.say(
            """
            Where a signal test records what a subscriber received, with its \
            ticks, this test reads the properties when it knows the work is \
            done, and counts what Observation announced. It waits on the task \
            instead of running a scheduler to its end; a task that never ends \
            would wait for ever, so a test of one cancels it or sets a limit.
            """)
    }
}

// snippet.signalGallery
/// The app's gallery on a test scheduler, active (true) or not at the
/// ticks in `screen`.
func signalGallery(screen: [Int: Bool], print: Printer) {
    let scheduler = TestScheduler()
    let importer = FakeImporter(
        scheduler: scheduler, photos: FakeImporter.samplePhotos)
    let gallery = Pixels.GalleryViewModel(
        importer: importer, session: AuthSession(), log: { _ in })
    gallery.photos.subscribeNext { photos in
        print("tick \(scheduler.now): \(photos.count) photos")
    }
    for (tick, onScreen) in screen.sorted(by: { $0.key < $1.key }) {
        scheduler.schedule(at: tick) { gallery.isActive = onScreen }
    }
    scheduler.run()
    print("signal: imports asked for ×\(importer.requests.count)")
}
// snippet.end

// snippet.taskGallery
/// The observable gallery on a test clock: at each second in `screen`,
/// the screen appears (true: a task that loads) or goes (cancelling it).
@MainActor func taskGallery(screen: [Int: Bool], print: Printer) async {
    let clock = TestClock()
    let importer = ClockImporter(
        clock: clock, photos: FakeImporter.samplePhotos)
    let gallery = ObservedGallery(importPhotos: importer.importPhotos)
    let heard = Announcements { _ = gallery.photos }
    var seen = 0
    var loading: Task<Void, Never>?
    for second in 0...10 {
        clock.advance(to: .init(offset: .seconds(second)))
        // The clock woke the import: the load ends now, so wait for it.
        if let load = loading, clock.sleeperCount == 0 {
            await load.value
            loading = nil
        }
        if heard.count > seen {
            seen = heard.count
            print("\(second) s: \(gallery.photos.count) photos")
        }
        guard let appears = screen[second] else { continue }
        loading?.cancel()
        await loading?.value
        loading = nil
        if appears {
            loading = Task { await gallery.load() }
            await clock.sleepers(atLeast: 1)
        }
    }
    print("task: imports asked for ×\(importer.requests)")
}
// snippet.end
