import ExerciseSupport
import Reactive

/// Exercise 3.5 · Report a command's failures as values
///
/// `save` is a command that saves a document under the name it is given: a
/// run sends the saved name, or fails. Return a signal of lines for a status
/// bar: `"saved \(name)"` for each name a run sends, and `"failed: \(error)"`
/// for each run that fails. One failed save must not end the status bar, so this
/// signal never fails. Runs arrive on `save.executionSignals`, whose inner
/// signals complete instead of failing; the failures arrive as values on
/// `save.errors`.
///
/// Graded: the grader compares your status bar with the reference solution's on
/// the story below and a few hundred generated ones: runs that succeed, send
/// more than one name or fail, names of any text (empty ones too), saves
/// started while another runs (the command refuses them), and subscribers that
/// leave early or come late. It compares every line and its tick, so a failure
/// reads exactly `"failed: \(error)"`.
///
/// ```
/// save.execute("a") at 1, done at 2; "x" at 4, fails at 5; "c" at 6, done at 7
/// status:  --a--f-c      a = "saved a", f = "failed: disk full", c = "saved c"
/// ```
///
/// Book: chapter 3, Commands (`RACCommand.executionSignals` and `.errors`)
public func statusMessages(of save: Command<String, String>) -> Signal<String> {
    // TODO(3.5): merge the runs' values (flattened) and the errors, each as a status line.
    notAttempted("3.5")
}
