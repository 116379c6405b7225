import Chapter1Calls
import ExerciseGrading
import Testing

@testable import ExerciseGraders

/// Chapter 1's generators reach the whole of what their tasks allow: these
/// tests read the inputs they make, without running any answer.
@Suite("Chapter 1's inputs")
struct Chapter1InputsTests {
    @Test(
        "1.7's pipelines are of any length, past a dozen steps, on inputs past ±1000, never overflowing"
    )
    func pipelinesWithoutHoles() {
        let inputs = Inputs<PipelineCall>.pipelines(examples: [])
        let calls = inputs.all(seed: Seed(1))
        let generated = calls.dropFirst(inputs.edgeCases.count)
        #expect(calls.allSatisfy { !$0.overflows })
        #expect(inputs.edgeCases.contains { $0.steps.count == 11 })
        #expect(generated.contains { $0.steps.count > 12 })
        #expect(generated.contains { $0.steps.count > 50 })
        #expect(generated.contains { $0.inputs.contains { $0.magnitude > 1000 } })
        #expect(generated.contains { $0.inputs.contains { $0.magnitude > 1 << 40 } })
        #expect(
            generated.contains { call in
                call.steps.contains {
                    if case .add(let number) = $0 { return number > 1000 }
                    return false
                }
            }, "steps of large numbers")
        for call in calls.prefix(60) {
            #expect(inputs.smaller(call).allSatisfy { !$0.overflows })
        }
    }

    @Test("1.8 asks for any count up to Int.max, past 4096 too")
    func evenSquaresCounts() {
        let calls = Inputs<EvenSquaresCall>.evenSquaresCalls(examples: []).all(seed: Seed(2))
        #expect(calls.contains { (4097...(Int.max - 1)).contains($0.count) })
        #expect(calls.contains { $0.count == .max })
    }

    @Test(
        "every run tries the largest inputs the tasks state: 4,000 numbers, 120 letters, 301 steps")
    func statedMaximaAlwaysTried() {
        let lists = Inputs.integerLists().edgeCases
        #expect(lists.contains { $0.count == 4000 })
        #expect(Inputs.summableLists().edgeCases.contains { $0.count > 1000 })
        let words = Inputs.wordLists().edgeCases.joined()
        #expect(words.contains { $0.count == 120 })
        #expect(Inputs.wordLists().edgeCases.contains { $0.count == 2000 })
        let steps = Inputs<PipelineCall>.pipelines(examples: []).edgeCases.map(\.steps.count)
        #expect(steps.contains(300) && steps.contains(301))
        #expect(
            Inputs<PipelineCall>.pipelines(examples: []).edgeCases.allSatisfy { !$0.overflows })
    }
}
