import ExerciseSupport
import Reactive

/// Exercise 4.5 · Follow each drag until the finger lifts, with takeUntil
///
/// Three hot signals describe a finger on a screen: `downs` when it touches,
/// `moves` with its position (sent all the time, touching or not) and `ups`
/// when it lifts; the finger always lifts before it touches again. Return
/// the positions during drags only: from each touch down until the next
/// lift. Listen to `moves` and `ups` only while a drag lasts: each drag's
/// subscriptions to them must be disposed when the finger lifts. The result
/// completes when `downs` has completed and no drag is going on; an error
/// from `downs` ends it at once.
///
/// Graded: against the reference solution, on the test scheduler, in many touch
/// stories (a touch and a lift in the same tick as a move, `downs` ending
/// mid-drag, positions of any Int, 0, negatives, Int.min and Int.max included,
/// late and early-leaving subscribers): the positions with their ticks, and the
/// listening, by the subscriptions to all three signals.
///
/// ```
/// downs:    --d-------d-----|
/// moves:    -1-2-3-4-5-6-7-8-9|
/// ups:      ------u-------u
/// drags:    ---2-3-----6-7--|
/// moves subscribed from 2 to 6 and from 10 to 14
/// ```
///
/// Book: chapter 4, Hot and cold signals (`-[RACSignal takeUntil:]`, on hot signals)
public func drags(downs: Signal<Void>, moves: Signal<Int>, ups: Signal<Void>) -> Signal<Int> {
    // TODO(4.5): for each touch down, follow the moves until the next lift.
    notAttempted("4.5")
}
