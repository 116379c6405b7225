import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// One run shared by many subscribers: publish and connect, multicast, autoconnect.
    static let multicasting = Section("Multicasting", "组播") { page in
        let print = page.printer
        page.say(
            """
            To share one run of a cold signal, put a subject between it and the \
            subscribers. The cold signal here is the pretend request of the section \
            before, `statusRequest(counting:print:)` (StatusRequest.swift). `publish()` returns a `MulticastConnection`: subscribers listen \
            to its `signal`, which is a subject, and nothing runs until `connect()` \
            subscribes that subject to the source, once.
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
            """
            `publish()` is `multicast(Subject())`. Passing your own subject to \
            `multicast(_:)` decides what a subscriber who arrives after the connection \
            hears. A plain subject keeps nothing, so a late subscriber gets only the \
            end (and in RAC2 not even that: Chapter 3's Subjects section shows the \
            difference). A `ReplaySubject` keeps what it has sent and replays it \
            first.
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
            """
            Calling `connect()` by hand means deciding when the work starts. \
            `autoconnect()` returns a signal that connects when its first subscriber \
            arrives and disconnects when the last one leaves. Below, the source is a \
            scripted cold ticker that sends 0, 1, 2, … one tick apart from whenever it \
            is subscribed. Subscriber a listens from tick 2 to 6, b from 4 to 8; the \
            diagram marks each subscription with ^ and its end with !.
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
        var lines = ticker.subscriptions.map { MarbleLine("ticker subscribed", span: $0) }
        for (name, recorder) in [("a", a), ("b", b)] {
            if let span = recorder.span {
                lines.append(MarbleLine("\(name) subscribed", span: span))
            }
            lines.append(MarbleLine("\(name) hears", recorder))
        }
        page.marbles(lines)
        page.output("the ticker was subscribed ×\(ticker.subscriptions.count)")
        let firstHeard = b.values.first ?? "nothing"
        let bLeft = b.span?.disposed.map(String.init) ?? "—"
        let tickerEnd = ticker.subscriptions.first?.disposed.map(String.init) ?? "—"
        page.say(
            """
            b joined a running source, so the first value it heard was \(firstHeard), \
            not 0. b left at tick \(bLeft), the last subscriber to go, and the ticker \
            was disposed at tick \(tickerEnd).
            """)
        page.book("-[RACMulticastConnection autoconnect]")
    }
}
