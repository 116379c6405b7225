import ExerciseSupport
import Reactive

/// Exercise 3.6 · Drive a command from button taps
///
/// Each tap of a button executes `command`, if it is enabled. A tap while the
/// command is disabled (for instance while a run is still going) is ignored:
/// it must not end anything. Return a signal of every value the runs send, in
/// order. A run that fails is skipped too (the command reports its error on
/// `errors`). The result completes when the taps have completed and the last
/// run has ended.
///
/// ```
/// taps:     -t-t---t-t--t-|     each run takes 3 ticks; run 2 fails
/// outputs:  ----1----------(3|)
/// ```
///
/// Book: chapter 3, Commands (`UIButton.rac_command`, which executes on each tap)
public func outputs(of command: Command<Void, Int>, drivenBy taps: Signal<Void>) -> Signal<Int> {
    // TODO(3.6): on each tap, execute the command, and let no error through.
    notAttempted("3.6")
}
