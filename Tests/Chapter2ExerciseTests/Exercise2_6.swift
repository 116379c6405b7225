import Chapter2Exercises
import Chapter2Mutants
import Chapter2Reference
import ExerciseGrading
import Reactive
import Synchronization
import Testing

/// Grades exercise 2.6: the signal `signal(from:)` makes sends what the
/// reference's sends, to one subscriber or two, one of which may dispose
/// early, and pulls exactly as many elements as the reference's: none before
/// a subscription, none after a disposal.
@Suite("2.6 Turn a sequence into a signal")
struct Exercise2_6 {
    typealias MakeSignal = (CountedList) -> Signal<Int>

    /// Checks any implementation of `signal(from:)`.
    static func grade(_ signal: MakeSignal, seed: Seed) throws {
        try compare(
            { traced($0, signal) }, with: { traced($0, Chapter2Reference.signal(from:)) },
            on: .subscriptions(examples: [Subscriptions(numbers: [1, 2, 3])]), seed: seed,
            call: \.description, diagnose: diagnose)
    }

    /// A signal made from some numbers, subscribed once or twice; the first
    /// subscriber may dispose after some values, from inside its observer.
    struct Subscriptions: CustomStringConvertible {
        var numbers: [Int]
        var disposeAfter: Int?
        var twice = false

        var description: String {
            "signal(from: \(written(numbers))), subscribed "
                + (disposeAfter.map { "by one that disposes after \(counted($0, "value"))" }
                    ?? "once")
                + (twice ? ", then again" : "")
        }
    }

    /// How many numbers were pulled before the first subscription, and what
    /// each subscriber received and how many numbers were pulled by its end.
    struct Traced: Equatable, CustomStringConvertible {
        let pulledBefore: Int
        let received: [[String]]
        let pulledAfter: [Int]

        var description: String {
            let subscribers = zip(received, pulledAfter).enumerated().map { index, run in
                "subscriber \(index + 1) received [\(run.0.joined(separator: ", "))], "
                    + "\(run.1) pulled by then"
            }
            return (["\(pulledBefore) pulled before subscribing"] + subscribers)
                .joined(separator: "; ")
        }
    }

    /// Makes the signal and subscribes as `call` says, counting pulls.
    static func traced(_ call: Subscriptions, _ signal: MakeSignal) -> Traced {
        let numbers = CountedList(call.numbers)
        let made = signal(numbers)
        let before = numbers.pulled
        var received = [events(of: made, disposingAfter: call.disposeAfter)]
        var pulled = [numbers.pulled]
        if call.twice {
            received.append(events(of: made, disposingAfter: nil))
            pulled.append(numbers.pulled)
        }
        return Traced(pulledBefore: before, received: received, pulledAfter: pulled)
    }

    /// Subscribes to `signal` and, if `limit` is given, disposes from inside
    /// the observer as soon as that many values have arrived; returns the events.
    static func events(of signal: Signal<Int>, disposingAfter limit: Int?) -> [String] {
        let log = EventLog(limit: limit)
        let observer = Observer<Int>(log.receive)
        log.watch(observer)
        signal.subscribe(observer)
        return log.finish()
    }

    /// The events one observer received; it disposes that observer after
    /// `limit` values, if there is a limit.
    final class EventLog: Sendable {
        private struct State {
            var events: [String] = []
            var values = 0
            var observer: Observer<Int>?
        }

        private let limit: Int?
        private let state = Mutex(State())

        init(limit: Int?) {
            self.limit = limit
        }

        func watch(_ observer: Observer<Int>) {
            state.withLock { $0.observer = observer }
        }

        @Sendable func receive(_ event: Event<Int>) {
            let full = state.withLock { state -> Observer<Int>? in
                switch event {
                case .next(let value):
                    state.events.append("\(value)")
                    state.values += 1
                case .error: state.events.append("error")
                case .completed: state.events.append("completed")
                }
                guard case .next = event, let limit, state.values >= limit else { return nil }
                return state.observer
            }
            full?.dispose()
        }

        /// The events so far; lets go of the observer.
        func finish() -> [String] {
            state.withLock { state in
                state.observer = nil
                return state.events
            }
        }
    }

    /// What a wrong trace usually means.
    static func diagnose(_ call: Subscriptions, expected: Traced, got: Traced) -> Diagnosis? {
        if got.pulledBefore > 0 {
            return Diagnosis(
                hint: 2,
                "A signal is a recipe: read the sequence inside Signal { observer in … }, "
                    + "when someone subscribes.")
        }
        if got.received == expected.received && got.pulledAfter != expected.pulledAfter {
            return Diagnosis(
                hint: 2,
                "Stop reading as soon as the subscriber disposes: check observer.isDisposed "
                    + "before pulling the next element.")
        }
        if got.received.first == ["completed"] && expected.received.first != ["completed"] {
            return Diagnosis(
                hint: 1,
                "Completed came first, so nobody heard the elements: send them, then "
                    + "completed.")
        }
        if got.received.first?.last != "completed" && expected.received.first?.last == "completed" {
            return Diagnosis(hint: 1, "Send every element, then completed.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants2_6`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, MakeSignal> {
        [
            "neverCompletes": Mutants2_6.neverCompletes(from:),
            "ignoresDisposal": Mutants2_6.ignoresDisposal(from:),
            "readsTooEarly": Mutants2_6.readsTooEarly(from:),
            "pullsOneAfterDisposal": Mutants2_6.pullsOneAfterDisposal(from:),
            "completesFirst": Mutants2_6.completesFirst(from:),
        ]
    }

    @Test("your signal(from:)")
    func yourAnswer() async throws {
        let run = GradingRun("2.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_6.grade(Chapter2Exercises.signal(from:), seed: run.seed) }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants2_6", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("2.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise2_6.mutants.first { $0.key == mutant }!.value
                try Exercise2_6.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}

extension Inputs where Input == Exercise2_6.Subscriptions {
    /// Empty, single and longer lists, subscribed once or twice, with and
    /// without a first subscriber that disposes after some values.
    static func subscriptions(examples: [Exercise2_6.Subscriptions]) -> Self {
        typealias Call = Exercise2_6.Subscriptions
        return Inputs(
            examples: examples,
            edgeCases: [
                Call(numbers: []), Call(numbers: [7], twice: true),
                Call(numbers: [1, 2, 3], disposeAfter: 1),
                Call(numbers: [1, 2, 3], disposeAfter: 2, twice: true),
                Call(numbers: [4, 4], disposeAfter: 2),
                Call(numbers: Array(1...1000), disposeAfter: 2),
            ],
            make: { random, size in
                let numbers = randomNumbers(&random, size: size)
                let disposeAfter =
                    numbers.isEmpty || random.chance(0.5)
                    ? nil : Int.random(in: 1...numbers.count, using: &random)
                return Call(numbers: numbers, disposeAfter: disposeAfter, twice: random.chance(0.4))
            },
            smaller: { call in
                var simpler: [Call] = []
                if call.twice {
                    simpler.append(Call(numbers: call.numbers, disposeAfter: call.disposeAfter))
                }
                if call.disposeAfter != nil {
                    simpler.append(Call(numbers: call.numbers, twice: call.twice))
                }
                let lists = smallerNumbers(call.numbers).filter {
                    $0.count >= (call.disposeAfter ?? 0)
                }
                return simpler
                    + lists.map {
                        Call(numbers: $0, disposeAfter: call.disposeAfter, twice: call.twice)
                    }
            })
    }
}
