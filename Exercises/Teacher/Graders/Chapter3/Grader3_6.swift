import Chapter3Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 3.6: on generated and hand-picked time stories of taps and runs whose
    /// values include 0 and Int.max, `outputs(of:drivenBy:)` sends the
    /// reference's values at the same ticks, completes or fails when the
    /// reference's does, and subscribes to the taps and to each run as the
    /// reference does: refused taps, failed runs, taps that end while a run
    /// goes on, early disposal and a late subscriber.
    static let outputs = Grader("3.6") { judge in
        try compareStories(
            "outputs(of: command, drivenBy: taps)", judge.answer(Chapter3Calls.outputs),
            with: judge.reference(Chapter3Calls.outputs),
            on: .stories(
                sources: ["taps"], inner: "run",
                examples: [
                    Story(["taps": "-t-t---t-t--t-|"], inner: ("run", "--1|")),
                    Story(["taps": "-t-t---t-|"], inner: ("run", "-1-2-#")),
                ]),
            seed: judge.seed, maxSize: 16, hint: 2,
            because: Bilingual(
                en: [
                    "Each tap executes the command; run n plays the run script, sending a number",
                    "for each digit (\(Chapter3Letters.runLegend)). A tap while a run goes on is",
                    "refused, and a run may fail (#): neither may end the outputs, and every run's",
                    "values count.",
                ].joined(separator: "\n  "),
                zh: [
                    "每次点击都执行指令；第 n 次运行播放 run 脚本，每个数字发送一个数",
                    "（run 的数字 1 = 1，2 = Int.max，3 = 0）。运行进行中的点击会被", "拒绝，运行也可能失败（#）：两者都不能结束输出，每次运行的",
                    "值都算数。",
                ].joined(separator: "\n  ")))
    }
}
