import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// A subject wraps a callback API; an answer that comes too soon shows its catch.
    static let subjects = Section("Subjects", "RACSubject") { page in
        let print = page.printer
        page.say(
            en: """
                A subject is a signal you send events into by hand: sendNext, sendError and \
                sendCompleted, from anywhere. That makes it the quickest way to bring a \
                callback API into the world of signals. Call the API, and in its callback \
                send the answer into a subject; return the subject's signal.
                """,
            zh: """
                subject 是一种可以手动往里发送事件的信号：在任何地方都可以调用它的 \
                sendNext、sendError 和 sendCompleted。因此，要把回调式的 API 带进信号的\
                世界，subject 是最快的办法：调用 API，在回调里把答案发进一个 subject，\
                然后返回这个 subject 的信号。
                """)
        page.say(
            en: """
                The book keeps its section on subjects short, with a warning: in \
                ReactiveCocoa's world a subject is mutable state, since whoever holds one \
                can push anything into it at any moment, and the book advises against \
                subjects except in special cases. Bridging code written without signals \
                is the case it names, and here is that case, with its catch.
                """,
            zh: """
                原书讲 subject 的那一节很短，还附了一条警告：在 ReactiveCocoa 的世界\
                里，subject 是可变状态，因为谁拿到它，谁就能在任何时候往里推送任何东\
                西；除非情况特殊，原书不建议使用 subject。它点名的特殊情况，正是衔接没\
                有用信号写成的代码。下面就是这种情况，连同其中的陷阱。
                """)
        page.contract(temperatureThroughSubjectContract, of: "temperatureThroughSubject(in:from:)")
        page.code(.weatherThroughSubject)
        // snippet.weatherThroughSubject
        let scheduler = TestScheduler()
        let service = WeatherService(scheduler: scheduler)
        func show(_ city: String, _ ask: (String) -> Signal<Int>) {
            print("tick \(scheduler.now): asking about \(city)")
            ask(city).subscribe(
                next: { print("tick \(scheduler.now): \(city) is \($0) °C") },
                error: { print("tick \(scheduler.now): \(city) failed: \($0)") },
                completed: { print("tick \(scheduler.now): \(city) completed") })
        }
        show("Paris") { temperatureThroughSubject(in: $0, from: service) }
        show("Atlantis") { temperatureThroughSubject(in: $0, from: service) }
        scheduler.run()
        show("Paris") { temperatureThroughSubject(in: $0, from: service) }
        // snippet.end
        page.say(
            en: """
                The first two questions were answered two ticks later, after show had \
                subscribed, so the answers arrived. The second question for Paris was answered from the cache, inside \
                the call, before the function had even returned the subject. A subject is \
                hot: it sent the reading to nobody. The late subscriber then heard \
                "completed", because this library's subject tells a subscriber who comes \
                after the end that it has ended. A RACSubject would tell it nothing at \
                all, and a screen waiting for the reading would wait for ever.
                """,
            zh: """
                前两个问题在两刻之后得到回答，那时 show 早已订阅，所以答案都送到了。第\
                二次询问 Paris 时，答案直接来自缓存，就在调用之中给出，那时函数甚至还没\
                有返回 subject。subject 是热的：它发出读数时，还没有人在听。晚来的订阅\
                者随后只听到了“completed”，因为本库的 subject 会告诉结束之后才来的订阅\
                者：它已经结束了。换成 RACSubject，它什么也不会说，等着读数的界面会永远\
                等下去。
                """)
        page.say(
            en: """
                The cure is to call the API when someone subscribes, not before. \
                `Signal { observer in … }` does exactly that, and each subscriber gets its own \
                call and its own answer:
                """,
            zh: """
                解决办法是等有人订阅时再调用 API，而不是提前调用。\
                `Signal { observer in … }` 正是这样做的，每个订阅者都得到自己的一次调用和自己的答案：
                """)
        page.contract(temperatureContract, of: "temperature(in:from:)")
        page.code(.askAgainCold)
        // snippet.askAgainCold
        show("Paris") { temperature(in: $0, from: service) }
        // snippet.end
        page.say(
            en: """
                Subjects still have their place: where events are pushed from outside, as \
                with the delegate callbacks at the end of this chapter, and the replaying \
                subjects of Chapter 4 keep what late subscribers would miss.
                """,
            zh: """
                subject 仍有它的用武之地：事件从外部推送进来的地方，比如本章末尾的代理\
                回调；第 4 章那些能重放事件的 subject，还会替晚来的订阅者留住他们本\
                会错过的东西。
                """)
        page.book("RACSubject", "-[RACSubject sendNext:]", "+[RACSignal createSignal:]")
        page.differs(
            en: """
                a subscriber who comes to a `Subject` after it has completed or failed \
                hears that end at once. RAC2's RACSubject keeps no record of its end, so \
                such a subscriber hears nothing, ever.
                """,
            zh: """
                在 `Subject` 完成或失败之后才来的订阅者，会立即收到这个结束事件。RAC2 \
                的 RACSubject 不记录自己已经结束，所以这样的订阅者永远什么也收不到。
                """)
        page.code(.lateToSubject)
        // snippet.lateToSubject
        let finished = Subject<Int>()
        finished.sendCompleted()
        finished.signal.subscribe(
            next: { print("late subscriber got", $0) },
            completed: { print("late subscriber: completed") })
        // snippet.end
        page.differs(
            en: """
                a `Subject` is neither a `Signal` nor an observer. Subscribe to its \
                `signal`, and feed it from another signal with `subscribe(_:)`. A \
                RACSubject is both a RACSignal and a RACSubscriber, so RAC2 code passes \
                the subject itself where a signal is wanted, and writes `[signal \
                subscribe:subject]`.
                """,
            zh: """
                `Subject` 既不是 `Signal`，也不是观察者。要订阅它，就订阅它的 \
                `signal`；要让另一个信号把事件送进它，就用 `subscribe(_:)`。\
                RACSubject 既是 RACSignal 又是 RACSubscriber，所以 RAC2 的代码在需要信\
                号的地方直接传入 subject 本身，并写成 `[signal subscribe:subject]`。
                """)
        page.code(.subjectIsNotASignal)
        // snippet.subjectIsNotASignal
        let relay = Subject<Int>()
        relay.signal.subscribeNext { print("relay sent", $0) }
        Signal.from([1, 2]).subscribe(relay)
        // snippet.end
    }
}
