import ExerciseHarness
import Reactive
import ReactiveTesting

/// A call of 2.7's `deal`: cards dealt every `milliseconds`, on a test
/// scheduler whose tick is the longest of 1 s, 500, 250, 100, 50, 10 or
/// 1 ms that divides the period (so that every card falls on a tick), to a
/// subscriber that subscribes at tick `subscribeAt` and may dispose at
/// `disposeAt`, and maybe to a second, late subscriber.
public struct Dealing: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The cards, in the order they are dealt.
    public var cards: [String]
    /// The period, in milliseconds.
    public var milliseconds: Int
    /// When the subscriber subscribes, in ticks.
    public var subscribeAt = 0
    /// When it disposes, if it does.
    public var disposeAt: Int?
    /// When a second subscriber subscribes, if one does.
    public var lateSubscriberAt: Int?

    /// A deal of `cards` every `milliseconds`, with these subscribers.
    public init(
        cards: [String], milliseconds: Int, subscribeAt: Int = 0, disposeAt: Int? = nil,
        lateSubscriberAt: Int? = nil
    ) {
        self.cards = cards
        self.milliseconds = milliseconds
        self.subscribeAt = subscribeAt
        self.disposeAt = disposeAt
        self.lateSubscriberAt = lateSubscriberAt
    }

    /// The length of one tick of the test scheduler, in milliseconds.
    public var tick: Int {
        [1000, 500, 250, 100, 50, 10, 1].first { milliseconds % $0 == 0 } ?? 1
    }

    /// The period as a learner writes it: `.seconds(2)`, `.milliseconds(1500)`.
    public var period: String {
        milliseconds % 1000 == 0
            ? ".seconds(\(milliseconds / 1000))" : ".milliseconds(\(milliseconds))"
    }

    /// The call as a learner would write it, and when the subscribers come and go.
    public var description: String {
        let names = cards.prefix(cards.count > 12 ? 10 : 12).map(\.debugDescription)
        let shown =
            "[" + names.joined(separator: ", ")
            + (cards.count > 12 ? ", … (\(cards.count) cards)]" : "]")
        var text =
            "deal(\(shown), every: \(period), on: scheduler), subscribed at \(subscribeAt)"
        if let disposeAt { text += ", disposed at \(disposeAt)" }
        if let lateSubscriberAt { text += ", a late subscriber at \(lateSubscriberAt)" }
        if tick != 1000 { text += " (a tick is \(tick) ms)" }
        return text
    }

    /// A tick by which every card has been dealt to every subscriber.
    var end: Int {
        max(subscribeAt, lateSubscriberAt ?? 0) + milliseconds / tick * (cards.count + 2) + 1
    }

    /// Plays the deal on a fresh test scheduler with the signal `deal` makes.
    func dealt(by deal: ([String], Duration, any Scheduler) -> Signal<String>) -> Run<String> {
        let scheduler = TestScheduler(tick: .milliseconds(tick))
        let signal = deal(cards, .milliseconds(milliseconds), scheduler)
        let main = scheduler.record(signal, subscribeAt: subscribeAt, disposeAt: disposeAt)
        let late = lateSubscriberAt.map { scheduler.record(signal, subscribeAt: $0) }
        var facts: [String] = []
        if let disposeAt {
            scheduler.advance(to: disposeAt)
            let left = scheduler.pendingCount
            facts.append(
                "\(times(left, "card")) still scheduled after the disposal at \(disposeAt)")
        }
        scheduler.advance(to: end)
        guard let late else { return Run(["the subscriber": main.events], facts: facts) }
        return Run(
            ["the subscriber": main.events, "the late subscriber": late.events], facts: facts)
    }
}
