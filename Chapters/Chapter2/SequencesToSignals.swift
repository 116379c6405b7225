import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// A sequence pushed as a signal on a test scheduler, drawn from the recorded run.
    static let sequencesToSignals = Section("Sequences to signals", "从序列到信号（自拟）") { page in
        let print = page.printer
        page.say(
            """
            signal(on:) turns a PullSequence into a signal. Each subscription walks the \
            sequence from its start on the given scheduler, pushing each element to the \
            subscriber, then completes.
            """)
        page.say(
            """
            The scheduler here is a TestScheduler, whose clock is virtual: it moves only \
            when we tell it to, one tick at a time, so the run is instant and the same \
            every time. We record three subscribers, from ticks 1, 4 and 6 (the third \
            through map and filter), and draw what each received:
            """)
        page.code(.threeSubscribers)
        // snippet.threeSubscribers
        let scheduler = TestScheduler()
        let pulls = MutableProperty(0)
        let letters = PullSequence(["a", "b", "c"]).map { letter in
            pulls.value += 1
            return letter
        }
        let signal = letters.signal(on: scheduler)
        let first = scheduler.record(signal, subscribeAt: 1)
        let second = scheduler.record(signal, subscribeAt: 4)
        let shouted = scheduler.record(
            signal.map { $0.uppercased() }.filter { $0 != "B" }, subscribeAt: 6)
        scheduler.run()
        // snippet.end
        page.marbles(
            MarbleLine("first", first), MarbleLine("second", second),
            MarbleLine("shouted", shouted))
        page.code(.pulls)
        // snippet.pulls
        print(pulls.value)
        // snippet.end
        page.say(
            """
            In a marble diagram each column is a tick, numbered by the ruler on top: - \
            is a tick with nothing sent, a letter is a value, | is completion. Events \
            that come in the same tick are stacked in that tick's column, in the order \
            they came. Each subscriber's column holds a, b, c and |, one under another: \
            all three letters and the completion came in the tick it subscribed, \
            because the sequence already holds them and nothing makes the signal wait.
            """)
        page.say(
            """
            Each subscriber received every letter: the signal is cold, and each \
            subscription starts its own walk. Yet the map closure ran only \(pulls.value) \
            times, because the later walks read remembered elements. On the signal side, \
            map and filter mean what they meant on the sequence, applied as each value is \
            pushed. A signal that deals its elements out one tick apart is exercise 2.7.
            """)
        page.book(
            "-[RACSequence signalWithScheduler:]", "-[RACSignal map:]", "-[RACSignal filter:]")
        page.differs(
            """
            `Signal.from(_:)` sends a collection's elements at once, on the thread \
            that subscribes, before subscribe returns. RAC2's `sequence.signal` walks \
            the sequence on a background scheduler, so there the last line below would \
            usually print first.
            """)
        page.code(.fromIsSynchronous)
        // snippet.fromIsSynchronous
        Signal.from([1, 2, 3]).subscribeNext { print("got", $0) }
        print("subscribe returned")
        // snippet.end
        page.differs(
            """
            the testing tools are RxTest's, not RAC2's. `TestScheduler` keeps a clock \
            of ticks and records what each subscriber received, with its tick, and \
            the chapters draw diagrams from those records. RAC2's `RACTestScheduler` \
            only runs the blocks scheduled on it, in order, with `-step` and \
            `-stepAll`: it has no clock to read and records nothing.
            """)
    }
}
