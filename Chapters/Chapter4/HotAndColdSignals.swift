import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Cold signals run their work once per subscriber; hot ones send whether anyone listens.
    static let hotAndColdSignals = Section("Hot and cold signals", "热信号与冷信号") { page in
        let print = page.printer
        page.say(
            en: """
                A signal made with `Signal { observer in … }` is cold: it is a recipe, and \
                nothing happens until someone subscribes. Each subscription runs the body \
                again, side effects and all. Here is a pretend network request that counts \
                how many times it was sent. Its doc comment is its contract: every \
                signal-returning function in this chapter says whether it is hot or cold, \
                what it sends, when it ends, where it runs and whether it is shared \
                (`errors` names the kind of error it can send, `fails` says when).
                """,
            zh: """
                用 `Signal { observer in … }` 创建的信号是冷信号。它只是一份配方：没有人订阅，\
                就什么也不会发生；每订阅一次，信号体就重新执行一次，副作用也跟着再来一遍。\
                下面是一个模拟的网络请求，它会记下自己被发送了几次。它的文档注释就是它的契约：\
                本章每个返回信号的函数都写明它是热是冷、发送什么、何时结束、在哪里运行、\
                是否共享（`errors` 写它可能发送哪种错误，`fails` 写它何时失败）。
                """)
        page.code(.statusRequest)
        page.say(en: "Three subscribers to the same signal:", zh: "同一个信号，三个订阅者：")
        page.code(.threeSubscribers)
        // snippet.threeSubscribers
        let runs = RunCounter()
        let request = statusRequest(counting: runs, print: print)
        for name in ["first", "second", "third"] {
            request.subscribeNext { print("\(name) subscriber got \($0)") }
        }
        print("subscribe ran ×\(runs.count)")
        // snippet.end
        page.say(
            en: """
                Three subscribers, three requests. That is what you want for a recipe, and \
                a surprise when the recipe talks to a server. The next section shares one \
                run among many subscribers.
                """,
            zh: """
                三个订阅者，三次请求。对一份配方来说，这正是你想要的；可一旦配方要和服务器打交道，\
                这就成了出乎意料的麻烦。下一节让多个订阅者共享同一次执行。
                """)
        page.book("RACSignal", "+[RACSignal createSignal:]", "-[RACSignal subscribeNext:]")
        hotSignals(page)
    }

    /// A live broadcast (a subject) against a recording (an interval), each with a late viewer.
    private static func hotSignals(_ page: Narrator) {
        page.say(
            en: """
                A hot signal sends whether or not anyone is listening, like a live \
                broadcast: tune in late and you have missed the goals so far. A `Subject` \
                is hot. Below, a virtual clock (the `TestScheduler`, one tick per column) \
                scores a goal every two ticks; one viewer subscribes at tick 0 and one at \
                tick 5. Beside it, a recording of the match: `interval` is cold, so each \
                viewer's playback starts when that viewer subscribes.

                The diagrams are drawn from what each recorder received: one column per \
                tick, a digit for a value sent at that tick, - for a tick with nothing.
                """,
            zh: """
                热信号不管有没有人在听都会发送，就像现场直播：中途才打开电视，\
                之前的进球就已经错过了。`Subject` 是热信号。\
                下面用一个虚拟时钟（即 `TestScheduler`，每一列是一刻）每两刻进一个球；\
                一位观众在第 0 刻订阅，另一位在第 5 刻订阅。与之对照的是这场比赛的录像：\
                `interval` 是冷信号，所以每位观众的回放都从他订阅的那一刻开始。

                弹珠图（marble diagram）画的是每个记录器收到的内容：每刻一列，\
                某一刻发送了值就写一个数字，什么都没有就写 -。
                """)
        page.code(.liveAndRecorded)
        // snippet.liveAndRecorded
        let scheduler = TestScheduler()
        let live = Subject<Int>()
        for goal in 1...4 {
            scheduler.schedule(at: 2 * goal) { live.sendNext(goal) }
        }
        let recording = Signal.interval(.seconds(2), on: scheduler).map { $0 + 1 }

        let liveEarly = scheduler.record(live.signal)
        let liveLate = scheduler.record(live.signal, subscribeAt: 5)
        let recordingEarly = scheduler.record(recording)
        let recordingLate = scheduler.record(recording, subscribeAt: 5)
        scheduler.advance(to: 10)
        // snippet.end
        page.marbles(
            [
                MarbleLine(page.text(en: "live, from tick 0", zh: "直播，从第 0 刻起"), liveEarly),
                MarbleLine(page.text(en: "live, from tick 5", zh: "直播，从第 5 刻起"), liveLate),
                MarbleLine(
                    page.text(en: "recording, from tick 0", zh: "录像，从第 0 刻起"), recordingEarly),
                MarbleLine(
                    page.text(en: "recording, from tick 5", zh: "录像，从第 5 刻起"), recordingLate),
            ], until: 11)
        page.output(
            page.text(
                en: "by tick \(scheduler.now), the late live viewer saw \(liveLate.values)",
                zh: "到第 \(scheduler.now) 刻，晚来的直播观众看到了 \(liveLate.values)"))
        page.output(
            page.text(
                en:
                    "by tick \(scheduler.now), the late recording viewer saw \(recordingLate.values)",
                zh: "到第 \(scheduler.now) 刻，晚来的录像观众看到了 \(recordingLate.values)"))
        for recorder in [liveEarly, liveLate, recordingEarly, recordingLate] { recorder.dispose() }
        let missed = liveEarly.values.filter { !liveLate.values.contains($0) }
            .map(String.init).joined(separator: page.text(en: " and ", zh: " 和 "))
        let lag = (recordingLate.events.first?.time ?? 0) - (recordingEarly.events.first?.time ?? 0)
        page.say(
            en: """
                The late live viewer missed goals \(missed) for good: a subject keeps no \
                history. The late recording viewer missed nothing, but sees each goal \(lag) \
                ticks after it happened, because the recording played again from the start.
                """,
            zh: """
                晚来的直播观众错过了进球 \(missed)，而且再也看不到了：subject 不保存任何历史。\
                晚来的录像观众一个球也没错过，但每个球都比实际发生晚 \(lag) 刻才看到，\
                因为录像又从头播了一遍。
                """)
        page.say(
            en: """
                The book calls the difference subtle, and adds that signals which start \
                their work at once, the hot kind, are used very rarely. Events from the \
                user, such as Chapter 3's typing, are hot by nature; but the signals you \
                make yourself are nearly all cold, and the book's next chapter shows where \
                a hot one earns its place.
                """,
            zh: """
                原书说两者的差别很微妙，还说那种一创建就开始工作的信号，也就是热信号，用得非常少。\
                用户产生的事件，比如第 3 章里的打字，天生就是热的；但你自己创建的信号几乎都是冷的。\
                原书在下一章会展示热信号的用武之地。
                """)
        page.book("RACSubject", "+[RACSignal interval:onScheduler:]")
    }
}
