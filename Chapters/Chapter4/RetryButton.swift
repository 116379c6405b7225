import Reactive

// snippet.retryButton
// snippet.hide
/// A retry button's label counting down: "Retry in 3…", "Retry in 2…", "Retry in 1…", then "Retry".
///
/// The numbers come from an array and the timing from a timer: `zip` pairs
/// each number with a tick, `startWith` adds a tick at once so the first
/// number shows without waiting, and `zip` completes when the numbers run
/// out, which disposes the timer.
///
/// ```swift
/// let scheduler = TestScheduler()
/// countdown(from: 2, on: scheduler).subscribeNext { print($0) }   // prints Retry in 2…
/// scheduler.run()   // prints Retry in 1…, Retry
/// ```
///
// snippet.show
/// Contract: cold · values: String · errors: none
///   completes: with "Retry", `seconds` after subscribing · fails: never
///   scheduler: the one given · multicast: no (a timer per subscriber)
func countdown(from seconds: Int, on scheduler: any Scheduler)
    -> Signal<String>
{
    let remaining = Signal.from(Array((0...seconds).reversed()))
    let ticks = Signal.interval(.seconds(1), on: scheduler).startWith(0)
    return Signal.zip(remaining, ticks)
        .map { left, _ in left > 0 ? "Retry in \(left)…" : "Retry" }
}

// snippet.hide
/// The retry button's label: a countdown at once, a fresh one after each tap,
/// until the screen closes.
///
/// Each tap starts a new countdown and `switchToLatest` drops the one before,
/// so two countdowns never fight over the label. `takeUntil` ends it all,
/// timers included, when `closed` sends.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let closed = Subject<Void>()
/// retryButtonLabel(taps: .never, closed: closed.signal, on: scheduler)
///     .subscribeNext { print($0) }   // prints Retry in 3…
/// closed.sendNext(())               // the countdown stops
/// ```
///
// snippet.show
/// Contract: cold · values: String · errors: none
///   completes: when `closed` sends · fails: never
///   scheduler: the one given · multicast: no (a countdown per subscriber)
func retryButtonLabel(
    taps: Signal<Void>, closed: Signal<Void>, on scheduler: any Scheduler
) -> Signal<String> {
    taps.startWith(())
        .map { countdown(from: 3, on: scheduler) }
        .switchToLatest()
        .takeUntil(closed)
}
// snippet.end
