import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Cold signals run their work once per subscriber; hot ones send whether anyone listens.
    static let hotAndColdSignals = Section("Hot and cold signals", "热信号与冷信号") { page in
        let print = page.printer
        page.say(
            """
            A signal made with `Signal { observer in … }` is cold: it is a recipe, and \
            nothing happens until someone subscribes. Each subscription runs the body \
            again, side effects and all. Here is a pretend network request that counts \
            how many times it was sent. Its doc comment is its contract: every \
            signal-returning function in this chapter says whether it is hot or cold, \
            what it sends, when it ends, where it runs and whether it is shared \
            (`errors` names the kind of error it can send, `fails` says when).
            """)
        page.code(.statusRequest)
        page.say("Three subscribers to the same signal:")
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
            """
            Three subscribers, three requests. That is what you want for a recipe, and \
            a surprise when the recipe talks to a server. The next section shares one \
            run among many subscribers.
            """)
        page.book("RACSignal", "+[RACSignal createSignal:]", "-[RACSignal subscribeNext:]")
        hotSignals(page)
    }

    /// A live broadcast (a subject) against a recording (an interval), each with a late viewer.
    private static func hotSignals(_ page: Narrator) {
        page.say(
            """
            A hot signal sends whether or not anyone is listening, like a live \
            broadcast: tune in late and you have missed the goals so far. A `Subject` \
            is hot. Below, a virtual clock (the `TestScheduler`, one tick per column) \
            scores a goal every two ticks; one viewer subscribes at tick 0 and one at \
            tick 5. Beside it, a recording of the match: `interval` is cold, so each \
            viewer's playback starts when that viewer subscribes.

            The diagrams are drawn from what each recorder received: one column per \
            tick, a digit for a value sent at that tick, - for a tick with nothing.
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
                MarbleLine("live, from tick 0", liveEarly),
                MarbleLine("live, from tick 5", liveLate),
                MarbleLine("recording, from tick 0", recordingEarly),
                MarbleLine("recording, from tick 5", recordingLate),
            ], until: 11)
        page.output("by tick \(scheduler.now), the late live viewer saw \(liveLate.values)")
        page.output(
            "by tick \(scheduler.now), the late recording viewer saw \(recordingLate.values)")
        for recorder in [liveEarly, liveLate, recordingEarly, recordingLate] { recorder.dispose() }
        let missed = liveEarly.values.filter { !liveLate.values.contains($0) }
            .map(String.init).joined(separator: " and ")
        let lag = (recordingLate.events.first?.time ?? 0) - (recordingEarly.events.first?.time ?? 0)
        page.say(
            """
            The late live viewer missed goals \(missed) for good: a subject keeps no \
            history. The late recording viewer missed nothing, but sees each goal \(lag) \
            ticks after it happened, because the recording played again from the start.
            """)
        page.say(
            """
            The book calls the difference subtle, and adds that signals which start \
            their work at once, the hot kind, are used very rarely. Events from the \
            user, such as Chapter 3's typing, are hot by nature; but the signals you \
            make yourself are nearly all cold, and the book's next chapter shows where \
            a hot one earns its place.
            """)
        page.book("RACSubject", "+[RACSignal interval:onScheduler:]")
    }
}
