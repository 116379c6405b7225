import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// A subject wraps a callback API; an answer that comes too soon shows its catch.
    static let subjects = Section("Subjects", "RACSubject") { page in
        let print = page.printer
        page.say(
            """
            A subject is a signal you send events into by hand: sendNext, sendError and \
            sendCompleted, from anywhere. That makes it the quickest way to bring a \
            callback API into the world of signals. Call the API, and in its callback \
            send the answer into a subject; return the subject's signal.
            """)
        page.say(
            """
            The book keeps its section on subjects short, with a warning: in \
            ReactiveCocoa's world a subject is mutable state, since whoever holds one \
            can push anything into it at any moment, and the book advises against \
            subjects except in special cases. Bridging code written without signals \
            is the case it names, and here is that case, with its catch.
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
            """
            The first two questions were answered two ticks later, after show had \
            subscribed, so the answers arrived. The second question for Paris was answered from the cache, inside \
            the call, before the function had even returned the subject. A subject is \
            hot: it sent the reading to nobody. The late subscriber then heard \
            "completed", because this library's subject tells a subscriber who comes \
            after the end that it has ended. A RACSubject would tell it nothing at \
            all, and a screen waiting for the reading would wait for ever.
            """)
        page.say(
            """
            The cure is to call the API when someone subscribes, not before. \
            Signal { observer in … } does exactly that, and each subscriber gets its own \
            call and its own answer:
            """)
        page.contract(temperatureContract, of: "temperature(in:from:)")
        page.code(.askAgainCold)
        // snippet.askAgainCold
        show("Paris") { temperature(in: $0, from: service) }
        // snippet.end
        page.say(
            """
            Subjects still have their place: where events are pushed from outside, as \
            with the delegate callbacks at the end of this chapter, and the replaying \
            subjects of Chapter 4 keep what late subscribers would miss.
            """)
        page.book("RACSubject", "-[RACSubject sendNext:]", "+[RACSignal createSignal:]")
        page.differs(
            """
            a subscriber who comes to a `Subject` after it has completed or failed \
            hears that end at once. RAC2's RACSubject keeps no record of its end, so \
            such a subscriber hears nothing, ever.
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
            """
            a `Subject` is neither a `Signal` nor an observer. Subscribe to its \
            `signal`, and feed it from another signal with `subscribe(_:)`. A \
            RACSubject is both a RACSignal and a RACSubscriber, so RAC2 code passes \
            the subject itself where a signal is wanted, and writes `[signal \
            subscribe:subject]`.
            """)
        page.code(.subjectIsNotASignal)
        // snippet.subjectIsNotASignal
        let relay = Subject<Int>()
        relay.signal.subscribeNext { print("relay sent", $0) }
        Signal.from([1, 2]).subscribe(relay)
        // snippet.end
    }
}
