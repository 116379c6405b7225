import Chapter2Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 2.7: on a test scheduler, `deal` sends what the reference sends, at
    /// the same ticks, to a subscriber that may come late or leave early and
    /// to a late second subscriber, and leaves no work on the scheduler after
    /// a disposal; periods of any number of milliseconds, cards of any text,
    /// deals of hundreds of cards. The message says what the answer's deal
    /// did differently.
    static let deal = Grader("2.7") { judge in
        let answer = judge.answer(Chapter2Calls.deal)
        try compareRuns(
            answer, with: judge.reference(Chapter2Calls.deal),
            on: .deals(examples: [Dealing(cards: ["a", "b", "c"], milliseconds: 2000)]),
            seed: judge.seed, call: \.description, callInChinese: \.chinese, hint: 2,
            diagnose: { dealing, expected, got in
                diagnoseDeal(dealing, expected: expected, got: got, ask: { try? answer($0) })
            })
    }
}

extension Inputs where Input == Dealing {
    /// No cards, one card, repeated cards, cards of any text, hundreds of
    /// cards; periods of any whole number of milliseconds from zero to just
    /// past three seconds (3,001 ms among the edge cases), log-uniform, and
    /// the round ones (250, 1500, …) often; a subscription after tick 0, a
    /// disposal halfway through the deal, and a late second subscriber. A
    /// failing deal shrinks to fewer cards and a shorter period.
    static func deals(examples: [Dealing]) -> Inputs<Dealing> {
        let abc = ["a", "b", "c"]
        let periods = [0, 100, 250, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000]
        let many = (0..<400).map { Cards.sample[$0 % Cards.sample.count] }
        return Inputs(
            examples: examples,
            edgeCases: [
                Dealing(cards: [], milliseconds: 2000), Dealing(cards: ["a"], milliseconds: 1000),
                Dealing(cards: ["a", "a"], milliseconds: 3000),
                Dealing(cards: abc, milliseconds: 1000),
                Dealing(cards: abc, milliseconds: 2000, subscribeAt: 3),
                Dealing(cards: abc, milliseconds: 2000, disposeAt: 3),
                Dealing(cards: abc, milliseconds: 2000, lateSubscriberAt: 3),
                Dealing(cards: [], milliseconds: 1000, subscribeAt: 2, lateSubscriberAt: 3),
                Dealing(cards: abc, milliseconds: 1500),
                Dealing(cards: abc, milliseconds: 250, disposeAt: 2),
                Dealing(cards: abc, milliseconds: 0, lateSubscriberAt: 1),
                Dealing(
                    cards: ["two words", "new\nline", "e\u{301}", "👩‍👩‍👧‍👦", "日本語", ""], milliseconds: 750
                ),
                Dealing(cards: many, milliseconds: 100, lateSubscriberAt: 7),
                Dealing(cards: many, milliseconds: 1000, disposeAt: 300),
                Dealing(cards: abc, milliseconds: 1), Dealing(cards: abc, milliseconds: 49),
                Dealing(cards: abc, milliseconds: 1237, lateSubscriberAt: 2000),
                Dealing(cards: ["a", "b"], milliseconds: 3001, disposeAt: 4000),
            ],
            make: { random, size in
                let count = random.size(growingWith: min(size, 6), upTo: 300, wide: 0.05)
                let cards = (0..<count).map { _ in random.pick(Cards.sample) }
                let milliseconds =
                    random.chance(0.5) ? random.pick(periods) : random.size(upTo: 3001)
                var dealing = Dealing(cards: cards, milliseconds: milliseconds)
                let period = max(dealing.milliseconds / dealing.tick, 1)
                if random.chance(0.3) {
                    dealing.subscribeAt = Int.random(in: 1...4 * period, using: &random)
                }
                let span = period * (cards.count + 1)
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
                for list in Shrink.list(dealing.cards, element: { $0 == "a" ? [] : ["a"] }) {
                    with { $0.cards = list }
                }
                for period in Shrink.integer(dealing.milliseconds) where period >= 0 {
                    with { $0.milliseconds = period }
                }
                return simpler
            })
    }
}

/// Cards of any text: letters, words with spaces, line breaks, accents,
/// combining marks, emoji and CJK.
private enum Cards {
    static let sample = [
        "a", "b", "c", "d", "é", "日", "ace of ♠", "two words", "new\nline", "e\u{301}", "👍🏽",
        "👩‍👩‍👧‍👦", "日本語", "", "\t", "🇯🇵",
    ]
}

extension Dealing {
    /// The call as the message names it, with when it is subscribed, in Chinese.
    var chinese: String {
        description
            .replacing(#/, … \((\d+) cards\)\]/#) { "，…（共 \($0.1) 张牌）]" }
            .replacing(#/, subscribed at (\d+)/#) { "，第 \($0.1) 刻订阅" }
            .replacing(#/, disposed at (\d+)/#) { "，第 \($0.1) 刻释放" }
            .replacing(#/, a late subscriber at (\d+)/#) { "，第 \($0.1) 刻有一个晚来的订阅者" }
            .replacing(#/ \(a tick is (\d+) ms\)/#) { "（一刻是 \($0.1) ms）" }
    }
}
