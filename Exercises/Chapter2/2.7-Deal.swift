import ExerciseSupport
import Reactive

/// Exercise 2.7 · Deal cards over time on a scheduler
///
/// Return a signal that deals one card every `period` on `scheduler`,
/// counting from the moment of subscription, and completes with the last
/// card. With no cards it completes at once. Disposing the subscription must
/// cancel the cards still to come: return the disposables of what you schedule.
///
/// Graded: on a test scheduler whose tick divides the period, the grader
/// compares your signal with the reference solution on the example below and a
/// few hundred generated deals: no cards, repeated cards, cards of any text,
/// hundreds of cards, periods from zero to 3 seconds with milliseconds (such as
/// `.milliseconds(1500)`), a subscriber that comes late or disposes halfway,
/// and a second subscriber. It compares every card's tick, the completion, and
/// the work left on the scheduler after a disposal.
///
/// ```
/// deal(["a", "b", "c"], every: .seconds(2), on: scheduler)
/// --a-b-(c|)        one tick per character; (c|) is c and completed together
/// ```
///
/// Book: chapter 2, Sequences and signals (a timed relative of
/// `-[RACSequence signalWithScheduler:]`)
public func deal(
    _ cards: [String], every period: Duration, on scheduler: any Scheduler
) -> Signal<String> {
    // TODO(2.7): schedule each card after period * (its index + 1).
    notAttempted("2.7")
}
