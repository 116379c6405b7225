import Chapter2Exercises
import Chapter2Mutants
import Chapter2Reference
import ExerciseGrading
import Testing

/// Grades exercise 2.4: `foldRight` gives what the reference gives, at two
/// element types, on the task's examples and a few hundred generated lists,
/// and calls `combine` with the same element and running result, in the same
/// order: the fold is traced through a counting combine.
@Suite("2.4 Fold from the right")
struct Exercise2_4 {
    /// Any implementation of `foldRight`, at the two types the grader uses.
    struct Answer {
        let nest: ([Int], String, (Int, String) -> String) -> String
        let rebuild: ([String], [String], (String, [String]) -> [String]) -> [String]
    }

    /// Checks `answer`.
    static func grade(_ answer: Answer, seed: Seed) throws {
        let reference = Answer(
            nest: Chapter2Reference.foldRight, rebuild: Chapter2Reference.foldRight)
        try compare(
            { traced($0, "·", answer.nest) { "(\($0) \($1))" } },
            with: { traced($0, "·", reference.nest) { "(\($0) \($1))" } },
            on: .integerLists(examples: [[1, 2, 3]]), seed: seed,
            call: { "foldRight(\($0), \"·\") { \"(\\($0) \\($1))\" }" }, diagnose: diagnose)
        try compare(
            { traced($0, [], answer.rebuild) { [$0] + $1 } },
            with: { traced($0, [], reference.rebuild) { [$0] + $1 } },
            on: .wordLists(examples: [["a", "b", "c"]]), seed: seed,
            call: { "foldRight(\(describe($0)), [String]()) { [$0] + $1 }" }, diagnose: diagnose)
    }

    /// What the fold returned, and each call of `combine`, in order.
    struct Traced<Result: Equatable>: Equatable, CustomStringConvertible {
        let result: Result
        let calls: [String]

        var description: String {
            let folded = describe(result)
            return calls.isEmpty
                ? "\(folded), without calling combine"
                : "\(folded), from " + calls.joined(separator: ", then ")
        }
    }

    /// Folds `elements` with `foldRight`, recording each call of `combine`.
    static func traced<Element, Result: Equatable>(
        _ elements: [Element], _ initial: Result,
        _ foldRight: ([Element], Result, (Element, Result) -> Result) -> Result,
        _ combine: @escaping (Element, Result) -> Result
    ) -> Traced<Result> {
        var calls: [String] = []
        let result = foldRight(elements, initial) { element, result in
            calls.append("combine(\(describe(element)), \(describe(result)))")
            return combine(element, result)
        }
        return Traced(result: result, calls: calls)
    }

    /// What a wrong fold usually means.
    static func diagnose<Element, Result>(
        _ elements: [Element], expected: Traced<Result>, got: Traced<Result>
    ) -> Diagnosis? {
        if got.calls.count < expected.calls.count {
            return Diagnosis(
                hint: 2,
                "combine ran \(counted(got.calls.count, "time")) for "
                    + "\(counted(elements.count, "element")): "
                    + "every element is combined once, the first one last.")
        }
        if got.calls.first != expected.calls.first {
            return Diagnosis(
                hint: 2, "A right fold starts at the other end: the last element meets initial.")
        }
        if got.calls != expected.calls {
            return Diagnosis(
                hint: 2,
                "Carry the result along: each call of combine gets the result of the call "
                    + "before it.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants2_4`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Answer> {
        [
            "foldsLeft": Answer(nest: Mutants2_4.foldsLeft, rebuild: Mutants2_4.foldsLeft),
            "missesTheFirst": Answer(
                nest: Mutants2_4.missesTheFirst, rebuild: Mutants2_4.missesTheFirst),
            "forgetsTheRunningResult": Answer(
                nest: Mutants2_4.forgetsTheRunningResult,
                rebuild: Mutants2_4.forgetsTheRunningResult),
        ]
    }

    @Test("your foldRight")
    func yourAnswer() async throws {
        let run = GradingRun("2.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                let answer = Answer(
                    nest: Chapter2Exercises.foldRight, rebuild: Chapter2Exercises.foldRight)
                try Exercise2_4.grade(answer, seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants2_4", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("2.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise2_4.mutants.first { $0.key == mutant }!.value
                try Exercise2_4.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
