import ExerciseSupport
import Reactive

/// Exercise 4.5 · Follow each drag until the finger lifts, with takeUntil
///
/// Three hot signals describe a finger on a screen: `downs` when it touches,
/// `moves` with its position (sent all the time, touching or not) and `ups`
/// when it lifts. Return the positions during drags only: from each touch
/// down until the next lift. Listen to `moves` only while a drag lasts: each
/// drag's subscription to `moves` must be disposed when the finger lifts.
/// The result completes when `downs` has completed and no drag is going on.
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
