import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// One run shared by many subscribers: publish and connect, multicast, autoconnect.
    static let multicasting = Section("Multicasting", "组播") { page in
        let print = page.printer
        page.say(
            en: """
                To share one run of a cold signal, put a subject between it and the \
                subscribers. The cold signal here is the pretend request of the section \
                before, `statusRequest(counting:print:)` (StatusRequest.swift). `publish()` returns a `MulticastConnection`: subscribers listen \
                to its `signal`, which is a subject, and nothing runs until `connect()` \
                subscribes that subject to the source, once.
                """,
            zh: """
                想让多个订阅者共享冷信号的同一次执行，就在它和订阅者之间放一个 subject。\
                这里的冷信号是上一节那个模拟的请\
                求 `statusRequest(counting:print:)`（StatusRequest.swift）。\
                `publish()` 返回一个 `MulticastConnection`（组播连接）：订阅者监听它的 `signal`，\
                那是一个 subject；在 `connect()` 把这个 subject 订阅到源信号上之前，\
                什么也不会执行，而且这个订阅只发生一次。
                """)
        page.translationNote(
            en: """
                The translation's 组播 section gets this right (a signal's `publish` or \
                `multicast:` makes the connection for you), then garbles the next \
                sentence: “任何对这个值有兴趣的，都可以用这个从底层信号发送一个值到连接的信号\
                来替代你提供的 RACSubject” (whoever is interested in the value can use the \
                connection's signal in place of the RACSubject you provided). What is \
                meant: when the connection connects, the subject you passed to \
                `multicast:` subscribes to the underlying signal and passes its values on; \
                whoever wants them subscribes to the connection's `signal`, and that \
                `signal` is the very subject you passed. (The paragraph before it says \
                “边界效应”, meaning side effects, 副作用.)
                """,
            zh: """
                译本“组播”一节前一句说得没错（信号的 `publish` 或 `multicast:` 会替你创建组播\
                连接），后一句却说乱了：“任何对这个值有兴趣的，都可以用这个从底层信号发送一个值\
                到连接的信号来替代你提供的 RACSubject”。原文的意思是：连接时，你传给 \
                `multicast:` 的 subject 订阅底层信号，并把底层信号的值转发出去；想要这些值的人\
                订阅连接的 `signal`，而这个 `signal` 正是你传入的那个 subject。\
                （上一段里的“边界效应”指的是副作用。）
                """)
        page.code(.publish)
        // snippet.publish
        let runs = RunCounter()
        let connection = statusRequest(counting: runs, print: print).publish()
        for name in ["first", "second", "third"] {
            connection.signal.subscribeNext { value in
                print("\(name) subscriber got \(value)")
            }
        }
        print("before connect: subscribe ran ×\(runs.count)")
        connection.connect()
        print("after connect: subscribe ran ×\(runs.count)")
        // snippet.end
        page.book("RACMulticastConnection", "-[RACSignal publish]", "-connect")
        lateSubscribers(page)
        autoconnect(page)
    }

    /// `multicast(_:)` with a plain subject and with a replay subject, each joined late.
    private static func lateSubscribers(_ page: Narrator) {
        page.say(
            en: """
                `publish()` is `multicast(Subject())`. Passing your own subject to \
                `multicast(_:)` decides what a subscriber who arrives after the connection \
                hears. A plain subject keeps nothing, so a late subscriber gets only the \
                end (and in RAC2 not even that: Chapter 3's Subjects section shows the \
                difference). A `ReplaySubject` keeps what it has sent and replays it \
                first.
                """,
            zh: """
                `publish()` 就是 `multicast(Subject())`。给 `multicast(_:)` 传入你自己的 subject，\
                就决定了连接之后才来的订阅者能听到什么。普通的 subject 什么也不保存，\
                所以晚来的订阅者只能收到结束事件（在 RAC2 里连这个也收不到，\
                第 3 章“RACSubject”一节演示了这一差别）。`ReplaySubject` 会记住自己发送过的值，\
                先把它们重新发给晚来的订阅者。
                """)
        let print = page.printer
        page.code(.lateSubscribers)
        // snippet.lateSubscribers
        let plain = statusRequest(counting: RunCounter(), print: print)
            .multicast(Subject())
        let replaying = statusRequest(counting: RunCounter(), print: print)
            .multicast(ReplaySubject())
        let connections = [("Subject", plain), ("ReplaySubject", replaying)]
        for (name, connection) in connections {
            print("multicast(\(name)()):")
            connection.connect()
            connection.signal.subscribe(
                next: { print("late subscriber got \($0)") },
                completed: { print("late subscriber: completed") })
        }
        // snippet.end
        page.book("-[RACSignal multicast:]", "RACSubject", "RACReplaySubject")
    }

    /// `autoconnect()` on virtual time: the source runs from the first subscriber to the last.
    private static func autoconnect(_ page: Narrator) {
        page.say(
            en: """
                Calling `connect()` by hand means deciding when the work starts. \
                `autoconnect()` returns a signal that connects when its first subscriber \
                arrives and disconnects when the last one leaves. Below, the source is a \
                scripted cold ticker that sends 0, 1, 2, … one tick apart from whenever it \
                is subscribed. Subscriber a listens from tick 2 to 6, b from 4 to 8; the \
                diagram marks each subscription with ^ and its end with !.
                """,
            zh: """
                手动调用 `connect()`，就意味着要由你来决定工作何时开始。\
                `autoconnect()` 返回的信号会在第一个订阅者到来时连接，在最后一个订阅者离开时断开。\
                下面的源信号是一个按脚本发送的冷计数器：从被订阅的那一刻起，\
                每隔一刻依次发送 0、1、2……。订阅者 a 从第 2 刻听到第 6 刻，b 从第 4 刻听到第 8 刻；\
                图中用 ^ 标出每次订阅的开始，用 ! 标出它的结束。
                """)
        page.code(.autoconnect)
        // snippet.autoconnect
        let scheduler = TestScheduler()
        let ticker = scheduler.coldSignal("-0123456789")
        let shared = ticker.signal.publish().autoconnect()
        let a = scheduler.record(shared, subscribeAt: 2, disposeAt: 6)
        let b = scheduler.record(shared, subscribeAt: 4, disposeAt: 8)
        scheduler.run()
        // snippet.end
        var lines = ticker.subscriptions.map {
            MarbleLine(page.text(en: "ticker subscribed", zh: "计数器被订阅"), span: $0)
        }
        for (name, recorder) in [("a", a), ("b", b)] {
            if let span = recorder.span {
                lines.append(
                    MarbleLine(page.text(en: "\(name) subscribed", zh: "\(name) 订阅"), span: span))
            }
            lines.append(MarbleLine(page.text(en: "\(name) hears", zh: "\(name) 听到"), recorder))
        }
        page.marbles(lines)
        page.output(
            page.text(
                en: "the ticker was subscribed ×\(ticker.subscriptions.count)",
                zh: "计数器一共被订阅了 \(ticker.subscriptions.count) 次"))
        let firstHeard = b.values.first ?? page.text(en: "nothing", zh: "（什么也没有）")
        let bLeft = b.span?.disposed.map(String.init) ?? "—"
        let tickerEnd = ticker.subscriptions.first?.disposed.map(String.init) ?? "—"
        page.say(
            en: """
                b joined a running source, so the first value it heard was \(firstHeard), \
                not 0. b left at tick \(bLeft), the last subscriber to go, and the ticker \
                was disposed at tick \(tickerEnd).
                """,
            zh: """
                b 加入时，源信号已经在运行，所以它听到的第一个值是 \(firstHeard)，\
                而不是 0。b 在第 \(bLeft) 刻离开，它是最后一个离开的订阅者；\
                计数器也在第 \(tickerEnd) 刻被释放。
                """)
        page.translationNote(
            en: """
                In 网络层回访 the translation says of the signal that `publish` and \
                `autoconnect` return: “在订阅的时候，我们返回的信号将会变‘冷’” (on subscribing, \
                the returned signal becomes cold), as if subscribing made it cold. What is \
                meant: the returned signal is cold, doing nothing, until it is first \
                subscribed; that first subscription connects it and runs the request, \
                once, and whoever subscribes while it runs shares that run and its result.
                """,
            zh: """
                译本“网络层回访”一节谈到 `publish` 加 `autoconnect` 返回的信号时说\
                “在订阅的时候，我们返回的信号将会变‘冷’”，好像订阅会让信号变冷。\
                原文的意思是：返回的信号在第一次被订阅之前是冷的，什么也不做；\
                第一次订阅才让它连接，请求执行一次，在请求进行期间到来的订阅者\
                共享这一次执行和它的结果。
                """)
        page.book("-[RACMulticastConnection autoconnect]")
    }
}
