import Chapter1Exercises
import Chapter1Mutants
import Chapter1Reference
import ExerciseGrading
import Testing

/// Grades exercise 1.6: `mapByFolding` gives what the reference gives, calling
/// `transform` with the same elements in the same order, on generated lists of
/// numbers and of words; and it is built with `reduce`, not with `map`.
@Suite("1.6 Build map out of a fold")
struct Exercise1_6 {
    /// Any implementation of `mapByFolding`, at the two element types the grader uses.
    struct Answer {
        let describeAll: ([Int], (Int) -> String) -> [String]
        let countAll: ([String], (String) -> Int) -> [Int]
    }

    /// Checks `answer`, whose source is at `source`.
    static func grade(_ answer: Answer, source: AnswerSource, seed: Seed) throws {
        let reference = Answer(
            describeAll: Chapter1Reference.mapByFolding, countAll: Chapter1Reference.mapByFolding)
        try compare(
            { traced($0, answer.describeAll) { "<\($0)>" } },
            with: { traced($0, reference.describeAll) { "<\($0)>" } },
            on: .integerLists(examples: [[1, 2, 3], []]), seed: seed,
            call: { "mapByFolding(\($0)) { \"<\\($0)>\" }" }, diagnose: diagnose)
        try compare(
            { traced($0, answer.countAll) { $0.count } },
            with: { traced($0, reference.countAll) { $0.count } },
            on: .wordLists(examples: [["a", "bb"]]), seed: seed,
            call: { "mapByFolding(\(describe($0))) { $0.count }" }, diagnose: diagnose)
        try checkSource(
            source, calls: ["reduce"], avoids: ["map"], hint: 2,
            because: "The point is to build map yourself, out of a fold: reduce, not map.")
    }

    /// What mapping gave, and the elements `transform` was called with, in order.
    struct Traced<Element: Equatable, Result: Equatable>: Equatable, CustomStringConvertible {
        let results: [Result]
        let calls: [Element]

        var description: String {
            "\(describe(results)), calling transform with \(describe(calls))"
        }
    }

    /// Maps `elements` with `mapByFolding`, recording each call of `transform`.
    static func traced<Element: Equatable, Result: Equatable>(
        _ elements: [Element], _ mapByFolding: ([Element], (Element) -> Result) -> [Result],
        _ transform: @escaping (Element) -> Result
    ) -> Traced<Element, Result> {
        var calls: [Element] = []
        let results = mapByFolding(elements) { element in
            calls.append(element)
            return transform(element)
        }
        return Traced(results: results, calls: calls)
    }

    /// What a wrong mapping usually means.
    static func diagnose<Element, Result>(
        _ elements: [Element], expected: Traced<Element, Result>, got: Traced<Element, Result>
    ) -> Diagnosis? {
        if got.calls.count > expected.calls.count {
            return Diagnosis(hint: 2, "map calls transform exactly once per element.")
        }
        if got.results == expected.results.reversed() {
            return Diagnosis(
                hint: 2, "The results come out reversed: append each new result at the end.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants1_6`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Answer> {
        [
            "prepends": Answer(describeAll: Mutants1_6.prepends, countAll: Mutants1_6.prepends),
            "transformsTwice": Answer(
                describeAll: Mutants1_6.transformsTwice, countAll: Mutants1_6.transformsTwice),
            "usesTheBuiltInMap": Answer(
                describeAll: Mutants1_6.usesTheBuiltInMap, countAll: Mutants1_6.usesTheBuiltInMap),
            "dropsTheLast": Answer(
                describeAll: Mutants1_6.dropsTheLast, countAll: Mutants1_6.dropsTheLast),
        ]
    }

    @Test("your mapByFolding")
    func yourAnswer() async throws {
        let run = GradingRun("1.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                let answer = Answer(
                    describeAll: Chapter1Exercises.mapByFolding,
                    countAll: Chapter1Exercises.mapByFolding)
                try Exercise1_6.grade(
                    answer, source: .stub("1.6", function: "mapByFolding"), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants1_6", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("1.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise1_6.mutants.first { $0.key == mutant }!.value
                try Exercise1_6.grade(
                    answer, source: .mutant("1.6", function: mutant), seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
