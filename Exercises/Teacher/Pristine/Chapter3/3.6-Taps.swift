import ExerciseSupport
import Reactive

/// Exercise 3.6 · Drive a command from button taps
/// 练习 3.6 · 用按钮点击驱动指令
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
/// subscribed and disposed. Stories last up to 18 ticks, with up to three taps
/// a tick and up to 12 values a run.
///
/// 任务：按钮每点击一次，如果 `command` 可用就执行它。指令不可用时（例如一次运
/// 行还没结束）的点击会被忽略：它不能让任何东西结束。返回一个信号，按顺序发出各
/// 次运行发送的每个值。失败的运行也跳过（指令会在 `errors` 上报告它的错误）。
/// 点击完成、并且最后一次运行结束后，结果才完成。
///
/// 评分：评分器用下面的时间线和几百个随机生成的时间线，把你的信号与参考答案对
/// 比：同一刻里的多次点击、发出好几个值（其中有 0 和 Int.max）或失败的运行、在
/// 运行进行中就结束的点击、早走或晚来的订阅者。它对比每个值和它的时刻、结束，以
/// 及点击和每次运行何时被订阅和释放。时间线最长 18 刻，每刻最多点击三次，每次运
/// 行最多发出 12 个值。
///
/// ```
/// taps:     -t-t---t-t--t-|     each run takes 3 ticks; run 2 fails
/// outputs:  ----1----------(3|)
/// ```
/// 图中：每次运行要 3 刻，第 2 次运行失败；(3|) 表示 3 和完成事件在同一刻到达。
///
/// 书中：第 3 章“指令”（`UIButton.rac_command`，每次点击时执行指令）
/// Book: chapter 3, Commands (`UIButton.rac_command`, which executes on each tap)
public func outputs(of command: Command<Void, Int>, drivenBy taps: Signal<Void>) -> Signal<Int> {
    // TODO(3.6): on each tap, execute the command, and let no error through.
    notAttempted("3.6")
}
