import Chapter1Calls
import ExerciseGrading

extension Graders {
    /// 1.7: the function `pipeline(_:)` returns gives what the reference's
    /// gives, called on several inputs in turn, for hundreds of generated
    /// pipelines; and it is built with a fold.
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
                        hint: 2, "With no steps the input comes back unchanged: start from { $0 }.")
                }
                let backwards = PipelineCall(steps: call.steps.reversed(), inputs: call.inputs)
                if (try? reference(backwards)) == got {
                    return Diagnosis(
                        hint: 2, "The steps ran last to first: the first step runs first.")
                }
                if call.inputs.count > 1, Set(got).count == 1, Set(expected).count > 1 {
                    return Diagnosis(
                        hint: 2,
                        "The pipeline gave the same number for every input: it must run the "
                            + "steps afresh each time it is called.")
                }
                return nil
            })
        try checkConcept(
            judge.source.function("pipeline"), calls: ["reduce"], hint: 2,
            because: "This exercise practises folding functions: combine the steps with reduce.")
    }
}
