import Chapter1Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 1.7: the function `pipeline(_:)` returns gives what the reference's
    /// gives, called on several inputs in turn, for hundreds of generated
    /// pipelines of any length and inputs of any size that do not overflow;
    /// and it is built with a fold.
    static let pipeline = Grader("1.7") { judge in
        let examples = [
            PipelineCall(steps: [.add(1), .multiply(10)], inputs: [2]),
            PipelineCall(steps: [.subtract(3)], inputs: [3]),
            PipelineCall(steps: [.add(1), .multiply(2), .subtract(5)], inputs: [4]),
            PipelineCall(steps: [], inputs: [7]),
        ]
        let reference = judge.reference(Chapter1Calls.pipeline)
        try compare(
            judge.answer(Chapter1Calls.pipeline), with: reference,
            on: .pipelines(examples: examples), seed: judge.seed, call: \.description,
            diagnose: { call, expected, got in
                if call.steps.isEmpty {
                    return Diagnosis(
                        hint: 2,
                        en: "With no steps the input comes back unchanged: start from { $0 }.",
                        zh: "没有步骤时，输入原样返回：从 { $0 } 开始。")
                }
                let backwards = PipelineCall(steps: call.steps.reversed(), inputs: call.inputs)
                if !backwards.overflows, (try? reference(backwards)) == got {
                    return Diagnosis(
                        hint: 2, en: "The steps ran last to first: the first step runs first.",
                        zh: "步骤是从后往前运行的：第一个步骤要先运行。")
                }
                if call.inputs.count > 1, Set(got).count == 1, Set(expected).count > 1 {
                    return Diagnosis(
                        hint: 2,
                        en: "The pipeline gave the same number for every input: it must run the "
                            + "steps afresh each time it is called.",
                        zh: "管道对每个输入都给出同一个数：每次调用它，都必须重新运行这些步骤。")
                }
                return nil
            })
        // No `stacks:`: the composed function calls one closure per step, so
        // the reference's stack grows with the pipeline too, and depth cannot
        // tell recursion from the fold.
        try checkConcept(
            judge.source.function("pipeline"), calls: ["reduce"], hint: 2,
            because: Bilingual(
                en: "This exercise practises folding functions: combine the steps with reduce.",
                zh: "这个练习练的是折叠函数：用 reduce 把这些步骤组合起来。"))
    }
}
