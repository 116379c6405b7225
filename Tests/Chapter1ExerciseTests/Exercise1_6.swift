import Chapter1Exercises
import Chapter1Mutants
import ExerciseGrading
import Testing

/// Grades exercise 1.6: `mapByFolding` transforms each element once, in order.
@Suite("1.6 Build map out of a fold")
struct Exercise1_6 {
    /// Checks any implementation of `mapByFolding`, at two element types.
    static func grade(
        _ describeAll: ([Int], (Int) -> String) -> [String],
        _ countAll: ([String], (String) -> Int) -> [Int]
    ) throws {
        try check(
            "mapByFolding([1, 2, 3]) { String($0) }", describeAll([1, 2, 3]) { String($0) },
            equals: ["1", "2", "3"])
        try check(
            "mapByFolding([\"a\", \"bb\", \"\"]) { $0.count }",
            countAll(["a", "bb", ""]) { $0.count }, equals: [1, 2, 0])
        try check("mapByFolding([]) { String($0) }", describeAll([]) { String($0) }, equals: [])

        var seen: [Int] = []
        let call = "mapByFolding([4, 5, 6], transform)"
        _ = calling(call) {
            describeAll([4, 5, 6]) {
                seen.append($0)
                return ""
            }
        }
        try require(
            seen == [4, 5, 6], call, expected: "transform called with 4, 5, 6",
            got: "transform called with \(seen)", hint: 2,
            because: "map calls transform exactly once per element, in order.")
    }

    @Test("your mapByFolding")
    func yourAnswer() async throws {
        let run = GradingRun("1.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_6.grade(mapByFolding, mapByFolding) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that reverses the order")
    func catchesPrepending() async {
        let run = GradingRun("1.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise1_6.grade(Mutants1_6.prepends, Mutants1_6.prepends) }
        }
        run.expectCaught(result, mutant: "prepends")
    }

    @Test("catches an answer that calls transform twice per element")
    func catchesTransformingTwice() async {
        let run = GradingRun("1.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise1_6.grade(Mutants1_6.transformsTwice, Mutants1_6.transformsTwice)
            }
        }
        run.expectCaught(result, mutant: "transformsTwice")
    }
}
