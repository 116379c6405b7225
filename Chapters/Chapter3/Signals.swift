import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// The event grammar: next, error and completed, each drawn from a recorded run.
    static let signals = Section("Signals", "信号") { page in
        let print = page.printer
        page.say(
            en: """
                A signal sends events to whoever subscribes. There are three kinds. next \
                carries a value, and a signal may send any number of them. completed says the \
                signal has ended well. error says it has failed, and carries the reason. \
                completed and error are terminal: a signal sends at most one of them, and \
                nothing after it. As a grammar: next* (error | completed)?
                """,
            zh: """
                谁订阅信号，信号就把事件发给谁。事件有三种：next 携带一个值，一个信号可\
                以发送任意多个 next；completed 表示信号顺利结束；error 表示信号失败了，\
                并带上失败的原因。completed 和 error 是终止事件：一个信号最多发送其中一\
                个，发送之后就再也不发送任何事件。写成语法就是：next* (error | \
                completed)?
                """)
        page.say(
            en: """
                Three scripted signals show the three ways a signal's life can go. Each \
                lists its events and the tick each comes at, counted from subscription, on a \
                TestScheduler (virtual time, as in Chapter 2). A recorder subscribes to each \
                and notes what arrives, and when:
                """,
            zh: """
                下面三个信号按脚本发送事件，运行在 TestScheduler 上（虚拟时间，和第 2 \
                章一样），演示信号一生可能的三种走向。每个信号都列出自己的事件，以及每\
                个事件在第几刻到达（从订阅时算起）。一个记录器分别订阅它们，记下到达了\
                什么、在哪一刻到达：
                """)
        page.code(.threeLives)
        // snippet.threeLives
        let scheduler = TestScheduler()
        let completes = scheduler.coldSignal(
            [.next(1, "a"), .next(3, "b"), .next(5, "c"), .completed(7)])
        let fails = scheduler.coldSignal(
            [.next(1, "a"), .next(3, "b"), .error(5, LoadError.offline)])
        let goesOn = scheduler.coldSignal(
            [.next(1, "a"), .next(3, "b"), .next(6, "c")])
        let recorders = [completes, fails, goesOn].map {
            scheduler.record($0.signal)
        }
        scheduler.advance(to: 10)
        for (name, recorder) in zip(["completes", "fails", "goesOn"], recorders) {
            print(name + ":", recorder.events)
        }
        // snippet.end
        let names = ["completes", "fails", "goesOn"]
        page.say(
            en: "Drawn as marble diagrams, one column per tick:",
            zh: "画成弹珠图（marble diagram），每一刻占一列：")
        page.marbles(zip(names, recorders).map { MarbleLine($0, $1) }, until: scheduler.now)
        page.say(
            en: """
                | marks completion and # an error. The third signal has sent no terminal event \
                by tick 10, so its line runs on: as far as anyone can tell, it may still send.
                """,
            zh: """
                | 表示完成，# 表示失败。第三个信号到第 10 刻还没有发送终止事件，所以它\
                的线一直延伸下去：谁也说不准，它也许还会继续发送。
                """)
        page.say(
            en: """
                A signal made by hand, with `Signal { observer in … }`, sends whatever its body \
                tells the observer to. The grammar holds all the same, because an observer \
                drops anything sent after the end:
                """,
            zh: """
                亲手用 `Signal { observer in … }` 创建的信号，闭包让观察者发什么，它就发\
                什么。但上面的语法照样成立，因为观察者会丢掉结束之后发来的一切：
                """)
        page.code(.unruly)
        // snippet.unruly
        let unruly = Signal<String> { observer in
            observer.sendNext("a")
            observer.sendNext("b")
            observer.sendCompleted()
            observer.sendNext("too late")
            return nil
        }
        let recorder = scheduler.record(unruly)
        print(recorder.events)
        // snippet.end
        page.say(
            en: """
                All three events came at tick \(scheduler.now), the moment of subscription \
                (the clock stood there after the first example), and "too late" never \
                arrived. The body returns what to clean up when the \
                subscription ends; this one has nothing, so it returns nil.
                """,
            zh: """
                三个事件都在第 \(scheduler.now) 刻到达，也就是订阅的那一刻（上一个例子\
                结束后，时钟就停在这里）；“too late”则始终没有到达。闭包返回的是订阅结\
                束时要清理的东西；这个信号没有什么要清理，所以返回 nil。
                """)
        page.book(
            "RACSignal", "+[RACSignal createSignal:]", "-[RACSubscriber sendNext:]",
            "-sendError:", "-sendCompleted")
    }
}
