import Reactive

/// Exercise 3.6 · Drive a command from button taps: the reference solution.
///
/// Book: chapter 3, Commands (`UIButton.rac_command`, which executes on each tap)
public func outputs(of command: Command<Void, Int>, drivenBy taps: Signal<Void>) -> Signal<Int> {
    // flatMap calls execute() at each tap and merges the runs' values. A run
    // keeps going even if another tap comes, so flatMap, not switchToLatest.
    // execute() on a disabled command returns a signal that fails with
    // CommandError.notEnabled, and a failed run fails its signal: catching
    // every error and replacing it with an empty signal keeps one refused tap
    // or one failed run from ending the outputs. The result completes when
    // the taps and every run have completed.
    taps.flatMap { _ in
        command.execute().catch { _ in Signal.empty }
    }
}
