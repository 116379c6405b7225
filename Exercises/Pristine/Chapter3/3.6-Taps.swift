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
/// Graded: the grader compares your signal with the reference solution on the
/// story below and a few hundred generated ones: taps in the same tick, runs
/// that send several values (0 and Int.max among them) or fail, taps that end
/// while a run goes on, subscribers that leave early or come late. It compares
/// every value and its tick, the end, and when the taps and each run are
/// subscribed and disposed.
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
