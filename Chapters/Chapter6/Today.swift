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
            en: """
                This chapter's view models are `ViewModel` subclasses: their state is \
                in properties that send signals, the screen binds to those signals, \
                and the view model works while `isActive` is true. The toolchain's \
                Observation module gives another shape. An `@Observable` class keeps \
                plain stored properties, and whoever reads one inside \
                `withObservationTracking` is told when it changes. There is no active \
                flag: the screen calls an async method in a task when it appears, and \
                cancels the task when it goes, as SwiftUI's `.task` modifier does. The \
                gallery in that shape:
                """,
            zh: """
                本章的视图模型都是 `ViewModel` 的子类：它们的状态放在会发送信号的属性里，界面\
                绑定到这些信号，而视图模型在 `isActive` 为 true 时工作。工具链的 Observation 模\
                块给出了另一种形态。一个 `@Observable` 类保存普通的存储属性，谁在 `withObservationTracking` 里\
                读取了某个属性，那个属性变化时谁就会得到通知。这里没有 active 标志：界面出现时\
                在一个任务（`Task`）里调用一个 async 方法，离开时取消这个任务，就像 SwiftUI 的 `.task` 修\
                饰符所做的那样。画廊写成这种形态是这样的：
                """)
        page.code(.observedGallery)
        page.say(
            en: """
                Its importer is the fake importer's time on a TestClock, a second for \
                each tick. A screen hears of changes through `withObservationTracking`, \
                which tells only of the first change after each call, so a screen asks \
                again each time. These counters do that:
                """,
            zh: """
                它的导入器沿用假导入器的耗时，只是改在 TestClock 上计时，每一刻对应一秒。界面\
                通过 `withObservationTracking` 得知变化，而它每次调用只通知之后的第一次变化，\
                所以界面每次都要重新登记。下面的计数器就是这样做的：
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
            en: """
                A story: the screen appears at 4 and stays. First the app's \
                GalleryViewModel, whose import starts when it becomes active, on a \
                TestScheduler; then the observable gallery, on a TestClock, where the \
                run waits for each load that has ended before it looks:
                """,
            zh: """
                情形一：界面在第 4 刻出现并一直保留。先是应用的 GalleryViewModel，它的导入在\
                它被激活时开始，运行在 TestScheduler 上；然后是可观察的画廊，运行在 TestClock 上，\
                每次查看之前，这次运行都会等已经结束的加载收尾：
                """)
        page.code(.signalGallery)
        page.code(.taskGallery)
        signalGallery(screen: [4: true], print: print)
        page.runAsync { await taskGallery(screen: [4: true], print: print) }
        page.say(
            en: """
                The same import, asked for once, and the same three photos at 6. The \
                signal also sent the empty list at 0, since a subscriber is sent the \
                current value; an observed property tells only of changes. Another \
                story: the screen appears at 4, goes at 5 and comes back at 7.
                """,
            zh: """
                同样的导入，只请求了一次；同样的三张照片，都在第 6 刻到达。信号还在第 0 刻发送\
                了空列表，因为订阅者会收到当前值；被观察的属性则只通知变化。情形二：界面在\
                第 4 刻出现，第 5 刻离开，第 7 刻回来。
                """)
        let story = [4: true, 5: false, 7: true]
        signalGallery(screen: story, print: print)
        page.runAsync { await taskGallery(screen: story, print: print) }
        page.say(
            en: """
                Here they part. The app's view model, made inactive at 5, lets its \
                import run on: the photos came at 6, off screen, and at 7 it had \
                photos and asked for none. The task was cancelled at 5, and so was \
                the import it was waiting for, at once, for a TestClock's sleep \
                heeds cancellation as `Task.sleep` does. At 7 the screen started a \
                new task, and the photos came at 9. A view model that should go on \
                working off screen keeps its own task, outside the screen's. The \
                book's `-forwardSignalWhileActive:` behaves like the task: it \
                unsubscribes when the view model goes inactive.
                """,
            zh: """
                到这里两者就分道扬镳了。应用的视图模型在第 5 刻变为未激活，却让导入继续运行：\
                照片在第 6 刻到达，那时界面并不在显示；到了第 7 刻，它已经有照片，就什么也没请\
                求。任务在第 5 刻被取消，它正在等待的导入也随即被取消，因为 TestClock 的 sleep 和 `Task.sleep` 一\
                样会响应取消。第 7 刻界面启动了一个新的任务，照片在第 9 刻到达。一个在界面之\
                外也应当继续工作的视图模型，要持有它自己的任务，而不放在界面的任务里。ReactiveViewModel \
                的 `-forwardSignalWhileActive:` 表现得像任务：视图模型变为未激活时，它就取消\
                订阅。
                """)
    }

    /// The book's gallery test, as a test of the observable gallery on a test clock.
    private static func test(_ page: Narrator) {
        page.say(
            en: """
                The chapter tested the app's gallery on a TestScheduler: made, it asks \
                for nothing; made active at tick 4, it imports, and the photos come at \
                6. The same test of the observable gallery, on a TestClock. The test \
                waits for the import to be asleep on the clock before moving time, so \
                it runs the same way every time:
                """,
            zh: """
                本章在 TestScheduler 上测试过应用的画廊：刚创建时，它什么也不请求；在第 4 刻被\
                激活后，它开始导入，照片在第 6 刻到达。下面是对可观察画廊的同一个测试，运行在 TestClock 上。\
                测试先等导入在时钟上睡下，再推进时间，所以每次运行的结果都一样：
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
            en: """
                Where a signal test records what a subscriber received, with its \
                ticks, this test reads the properties when it knows the work is \
                done, and counts what Observation announced. It waits on the task \
                instead of running a scheduler to its end; a task that never ends \
                would wait for ever, so a test of one cancels it or sets a limit.
                """,
            zh: """
                信号的测试记录的是订阅者收到了什么，连同每个事件所在的时刻；这个测试则在确知工\
                作已完成时读取属性，并数一数 Observation 发出了多少次通知。它等待的是任务，而\
                不是把调度者运行到底；一个永不结束的任务会让测试永远等下去，所以测试这种任务时\
                要取消它，或者设一个时限。
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
