import Chapter2Exercises
import Chapter2Mutants
import Chapter2Reference
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 2.7: on the test scheduler, `deal` sends what the
/// reference sends, at the same ticks, to a subscriber that may come late or
/// leave early and to a late second subscriber, and leaves no work on the
/// scheduler after a disposal.
@Suite("2.7 Deal cards over time on a scheduler")
struct Exercise2_7 {
    typealias Deal = ([String], Duration, any Scheduler) -> Signal<String>

    /// Checks any implementation of `deal(_:every:on:)`.
    static func grade(_ deal: Deal, seed: Seed) throws {
        try compareRuns(
            { dealt($0, by: deal) }, with: { dealt($0, by: Chapter2Reference.deal) },
            on: .deals(examples: [Dealing(cards: ["a", "b", "c"], period: 2)]), seed: seed,
            call: \.description, hint: 2,
            because: "Deal card i after period × (i + 1), counted from the subscription; "
                + "complete with the last card; return the timers' disposables.")
    }

    /// Cards dealt every `period` ticks to a subscriber that subscribes at
    /// `subscribeAt` and may dispose at `disposeAt`, and maybe to a second,
    /// late subscriber.
    struct Dealing: CustomStringConvertible {
        var cards: [String]
        var period: Int
        var subscribeAt = 0
        var disposeAt: Int?
        var lateSubscriberAt: Int?

        var description: String {
            var text =
                "deal(\(describe(cards)), every: .seconds(\(period)), on: scheduler), "
                + "subscribed at \(subscribeAt)"
            if let disposeAt { text += ", disposed at \(disposeAt)" }
            if let lateSubscriberAt { text += ", a late subscriber at \(lateSubscriberAt)" }
            return text
        }

        /// A tick by which every card has been dealt to every subscriber.
        var end: Int {
            max(subscribeAt, lateSubscriberAt ?? 0) + period * (cards.count + 2) + 1
        }
    }

    /// Plays `dealing` on a fresh test scheduler with the signal `deal` makes.
    static func dealt(_ dealing: Dealing, by deal: Deal) -> Run<String> {
        let scheduler = TestScheduler()
        let cards = deal(dealing.cards, .seconds(dealing.period), scheduler)
        let main = scheduler.record(
            cards, subscribeAt: dealing.subscribeAt, disposeAt: dealing.disposeAt)
        let late = dealing.lateSubscriberAt.map { scheduler.record(cards, subscribeAt: $0) }
        var facts: [String] = []
        if let disposeAt = dealing.disposeAt {
            scheduler.advance(to: disposeAt)
            let left = scheduler.pendingCount
            facts.append(
                "\(left) " + (left == 1 ? "card" : "cards")
                    + " still scheduled after the disposal at \(disposeAt)")
        }
        scheduler.advance(to: dealing.end)
        guard let late else { return Run(["the subscriber": main.events], facts: facts) }
        return Run(
            ["the subscriber": main.events, "the late subscriber": late.events], facts: facts)
    }

    /// Every wrong answer in `Mutants2_7`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Deal> {
        [
            "allAtOnce": Mutants2_7.allAtOnce,
            "completesLate": Mutants2_7.completesLate,
            "leaksTimers": Mutants2_7.leaksTimers,
            "dealsWhenMade": Mutants2_7.dealsWhenMade,
            "forgetsNoCards": Mutants2_7.forgetsNoCards,
            "ignoresThePeriod": Mutants2_7.ignoresThePeriod,
        ]
    }

    @Test("your deal(_:every:on:)")
    func yourAnswer() async throws {
        let run = GradingRun("2.7")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_7.grade(Chapter2Exercises.deal, seed: run.seed) }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants2_7", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("2.7")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise2_7.mutants.first { $0.key == mutant }!.value
                try Exercise2_7.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}

extension Inputs where Input == Exercise2_7.Dealing {
    /// No cards, one card, repeated cards, periods of 1 to 3 ticks, a
    /// subscription after tick 0, a disposal halfway through the deal, and a
    /// late second subscriber.
    static func deals(examples: [Exercise2_7.Dealing]) -> Self {
        typealias Dealing = Exercise2_7.Dealing
        let abc = ["a", "b", "c"]
        return Inputs(
            examples: examples,
            edgeCases: [
                Dealing(cards: [], period: 2), Dealing(cards: ["a"], period: 1),
                Dealing(cards: ["a", "a"], period: 3), Dealing(cards: abc, period: 1),
                Dealing(cards: abc, period: 2, subscribeAt: 3),
                Dealing(cards: abc, period: 2, disposeAt: 3),
                Dealing(cards: abc, period: 2, lateSubscriberAt: 3),
                Dealing(cards: [], period: 1, subscribeAt: 2, lateSubscriberAt: 3),
            ],
            make: { random, size in
                let cards = (0..<Int.random(in: 0...min(size, 6), using: &random)).map { _ in
                    random.pick(["a", "b", "c", "d", "é", "日"])
                }
                var dealing = Dealing(cards: cards, period: Int.random(in: 1...3, using: &random))
                if random.chance(0.3) {
                    dealing.subscribeAt = Int.random(in: 1...4, using: &random)
                }
                let span = dealing.period * (cards.count + 1)
                if random.chance(0.3) {
                    dealing.disposeAt =
                        dealing.subscribeAt + Int.random(in: 1...span, using: &random)
                } else if random.chance(0.4) {
                    dealing.lateSubscriberAt = Int.random(in: 1...(span + 2), using: &random)
                }
                return dealing
            },
            smaller: { dealing in
                var simpler: [Dealing] = []
                func with(_ change: (inout Dealing) -> Void) {
                    var changed = dealing
                    change(&changed)
                    simpler.append(changed)
                }
                if dealing.lateSubscriberAt != nil { with { $0.lateSubscriberAt = nil } }
                if dealing.disposeAt != nil { with { $0.disposeAt = nil } }
                if dealing.subscribeAt > 0 {
                    with {
                        $0.disposeAt = dealing.disposeAt.map { $0 - dealing.subscribeAt }
                        $0.subscribeAt = 0
                    }
                }
                if dealing.period > 1 { with { $0.period = 1 } }
                for list in Shrink.list(dealing.cards, element: { $0 == "a" ? [] : ["a"] }) {
                    with { $0.cards = list }
                }
                return simpler
            })
    }
}
