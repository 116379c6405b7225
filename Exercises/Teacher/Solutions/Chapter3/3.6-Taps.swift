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
    // 中文：flatMap 在每次点击时调用 execute()，并合并各次运行的值。另一次点击
    // 来了，一次运行也会继续下去，所以用 flatMap 而不是 switchToLatest。对一个
    // 不可用的指令调用 execute()，返回的信号会以 CommandError.notEnabled 失败，
    // 失败的运行也会让它的信号失败：捕获每一个错误，换成一个空信号，就不会因为
    // 一次被拒绝的点击或一次失败的运行而结束输出。点击和每次运行都完成后，结果
    // 才完成。
    taps.flatMap { _ in
        command.execute().catch { _ in Signal.empty }
    }
}
