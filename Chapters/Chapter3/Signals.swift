import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// The event grammar: next, error and completed, each drawn from a recorded run.
    static let signals = Section("Signals", "信号") { page in
        let print = page.printer
        page.say(
            """
            A signal sends events to whoever subscribes. There are three kinds. next \
            carries a value, and a signal may send any number of them. completed says the \
            signal has ended well. error says it has failed, and carries the reason. \
            completed and error are terminal: a signal sends at most one of them, and \
            nothing after it. As a grammar: next* (error | completed)?
            """)
        page.say(
            """
            Three scripted signals show the three ways a signal's life can go. Each \
            lists its events and the tick each comes at, counted from subscription, on a \
            TestScheduler (virtual time, as in Chapter 2). A recorder subscribes to each \
            and notes what arrives, and when:
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
        page.say("Drawn as marble diagrams, one column per tick:")
        page.marbles(zip(names, recorders).map { MarbleLine($0, $1) }, until: scheduler.now)
        page.say(
            """
            | marks completion and # an error. The third signal has sent no terminal event \
            by tick 10, so its line runs on: as far as anyone can tell, it may still send.
            """)
        page.say(
            """
            A signal made by hand, with Signal { observer in … }, sends whatever its body \
            tells the observer to. The grammar holds all the same, because an observer \
            drops anything sent after the end:
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
            """
            All three events came at tick \(scheduler.now), the moment of subscription \
            (the clock stood there after the first example), and "too late" never \
            arrived. The body returns what to clean up when the \
            subscription ends; this one has nothing, so it returns nil.
            """)
        page.book(
            "RACSignal", "+[RACSignal createSignal:]", "-[RACSubscriber sendNext:]",
            "-sendError:", "-sendCompleted")
    }
}
