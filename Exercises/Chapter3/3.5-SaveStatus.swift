import ExerciseSupport
import Reactive

/// Exercise 3.5 · Report a command's failures as values
/// 练习 3.5 · 把指令的失败当作值报告出来
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
/// more than one name or fail, names of several kinds (an empty one too), saves
/// started while another runs (the command refuses them), and subscribers that
/// leave early or come late. It compares every line and its tick, so a failure
/// reads exactly `"failed: \(error)"`. Stories last up to 18 ticks, with up to
/// three saves a tick.
///
/// 任务：`save` 是一个用给定名字保存文档的指令：每次运行发出保存的名字，或者失
/// 败。返回一个给状态栏用的文字行信号：运行每发出一个名字，就是
/// `"saved \(name)"`；每次运行失败，就是 `"failed: \(error)"`。一次保存失败不能
/// 让状态栏结束，所以这个信号从不失败。运行从 `save.executionSignals` 上到来，
/// 它的内层信号以完成代替失败；失败则作为值出现在 `save.errors` 上。
///
/// 评分：评分器用下面的时间线和几百个随机生成的时间线，把你的状态栏与参考答案给
/// 出的状态栏对比：成功的运行、发出不止一个名字或失败的运行、几种不同的名字（包
/// 括空的）、另一次运行还没结束时开始的保存（指令会拒绝它们），以及早走或晚来
/// 的订阅者。它对比每一行和它的时刻，所以失败的那一行必须一字不差地是
/// `"failed: \(error)"`。时间线最长 18 刻，每刻最多三次保存。
///
/// ```
/// save.execute("a") at 1, done at 2; "x" at 4, fails at 5; "c" at 6, done at 7
/// status:  --a--f-c      a = "saved a", f = "failed: disk full", c = "saved c"
/// ```
/// 图中：第 1 刻执行 `save.execute("a")`，第 2 刻完成；第 4 刻执行 `"x"`，
/// 第 5 刻失败；第 6 刻执行 `"c"`，第 7 刻完成。
///
/// 书中：第 3 章“指令”（`RACCommand.executionSignals` 和 `.errors`）
/// Book: chapter 3, Commands (`RACCommand.executionSignals` and `.errors`)
public func statusMessages(of save: Command<String, String>) -> Signal<String> {
    // TODO(3.5): merge the runs' values (flattened) and the errors, each as a status line.
    notAttempted("3.5")
}
