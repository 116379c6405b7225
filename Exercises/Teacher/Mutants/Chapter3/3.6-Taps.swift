import Reactive

/// Wrong answers to exercise 3.6 that its grader must catch.
public enum Mutants3_6 {
    /// Executes on each tap but lets the refusal of a disabled command end everything.
    public static func endsAtTheFirstRefusal(
        of command: Command<Void, Int>, drivenBy taps: Signal<Void>
    ) -> Signal<Int> {
        taps.flatMap { _ in command.execute() }
    }

    /// Switches to each tap's signal, so a refused tap cuts off the run before it.
    public static func switchesToLatest(
        of command: Command<Void, Int>, drivenBy taps: Signal<Void>
    ) -> Signal<Int> {
        taps.map { _ in command.execute().catch { _ in Signal.empty } }.switchToLatest()
    }

    /// Ignores refusals, but lets a failed run end everything.
    public static func endsAtTheFirstFailedRun(
        of command: Command<Void, Int>, drivenBy taps: Signal<Void>
    ) -> Signal<Int> {
        taps.flatMap { _ in
            command.execute().catch { error in
                error as? CommandError == .notEnabled ? Signal.empty : Signal.error(error)
            }
        }
    }

    /// Takes two values, as many as the task's example shows, then completes.
    public static func takesTwo(
        of command: Command<Void, Int>, drivenBy taps: Signal<Void>
    ) -> Signal<Int> {
        taps.flatMap { _ in command.execute().catch { _ in Signal.empty } }.take(2)
    }

    /// Catches the errors once, around everything: the first refusal or
    /// failure quietly completes the outputs.
    public static func catchesOutside(
        of command: Command<Void, Int>, drivenBy taps: Signal<Void>
    ) -> Signal<Int> {
        taps.flatMap { _ in command.execute() }.catch { _ in Signal.empty }
    }

    /// Turns a refusal or a failure into a 0, then drops the zeros: a run
    /// that sends 0 loses it.
    public static func dropsZeros(
        of command: Command<Void, Int>, drivenBy taps: Signal<Void>
    ) -> Signal<Int> {
        taps.flatMap { _ in command.execute().catch { _ in Signal.just(0) } }.filter { $0 != 0 }
    }
}
