import Reactive

/// What the verification-code button shows: its title, and whether it can be tapped.
struct CodeButton: Sendable, Equatable, CustomStringConvertible {
    /// The title, such as "Resend (3s)".
    let title: String
    /// Whether a tap would send another code.
    let isEnabled: Bool

    var description: String {
        "[ \(title) ]  " + (isEnabled ? "can be tapped" : "disabled")
    }
}

// snippet.codeButton
// snippet.hide
/// The button counting down: "Resend (3s)", "Resend (2s)", "Resend (1s)",
/// each disabled, then "Resend", enabled.
///
/// The numbers come from an array and the timing from a timer: `zip` pairs
/// each number with a tick, `startWith` adds a tick at once so the first
/// number shows without waiting, and `zip` completes when the numbers run
/// out, which disposes the timer.
///
/// ```swift
/// let scheduler = TestScheduler()
/// countdown(from: 2, on: scheduler).subscribeNext { print($0) }
/// // prints [ Resend (2s) ]  disabled
/// scheduler.run()   // prints [ Resend (1s) ]  disabled, [ Resend ]  can be tapped
/// ```
///
// snippet.show
/// Contract: cold · values: CodeButton · errors: none
///   completes: with "Resend", `seconds` after subscribing · fails: never
///   scheduler: the one given · multicast: no (a timer per subscriber)
func countdown(from seconds: Int, on scheduler: any Scheduler)
    -> Signal<CodeButton>
{
    let remaining = Signal.from(Array((0...seconds).reversed()))
    let ticks = Signal.interval(.seconds(1), on: scheduler).startWith(0)
    return Signal.zip(remaining, ticks).map { left, _ in
        left > 0
            ? CodeButton(title: "Resend (\(left)s)", isEnabled: false)
            : CodeButton(title: "Resend", isEnabled: true)
    }
}

// snippet.hide
/// The button of a screen that asks for a code sent by text message: a code
/// requested, and a countdown started, as the screen opens and after each tap,
/// until the screen closes.
///
/// Each tap starts a new countdown and `switchToLatest` drops the one before,
/// so two countdowns never fight over the button. `takeUntil` ends it all,
/// timers included, when `closed` sends.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let closed = Subject<Void>()
/// codeButton(taps: .never, closed: closed.signal, sendCode: {}, on: scheduler)
///     .subscribeNext { print($0) }   // prints [ Resend (3s) ]  disabled
/// closed.sendNext(())               // the countdown stops
/// ```
///
// snippet.show
/// Contract: cold · values: CodeButton · errors: none
///   completes: when `closed` sends · fails: never
///   scheduler: the one given · multicast: no (a countdown per subscriber)
func codeButton(
    taps: Signal<Void>, closed: Signal<Void>,
    sendCode: @escaping @Sendable () -> Void, on scheduler: any Scheduler
) -> Signal<CodeButton> {
    taps.startWith(())
        .doNext { sendCode() }
        .map { countdown(from: 3, on: scheduler) }
        .switchToLatest()
        .takeUntil(closed)
}
// snippet.end
