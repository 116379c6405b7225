import Chapter2Exercises
import Chapter2Mutants
import ExerciseGrading
import Reactive
import Testing

/// Grades exercise 2.8: `prefix(of:while:)` takes numbers up to the first that
/// fails, pulling no number after that one.
@Suite("2.8 Take while, with a right fold on a pull sequence")
struct Exercise2_8 {
    /// Checks any implementation of `prefix(of:while:)`, on counted numbers first.
    static func grade(_ prefix: (PullSequence<Int>, (Int) -> Bool) -> [Int]) throws {
        try grade(prefix, "{ $0 < 5 }", { $0 < 5 }, equals: [1, 2, 3, 4])
        try grade(prefix, "{ $0 % 3 != 0 }", { $0 % 3 != 0 }, equals: [1, 2])
        try grade(prefix, "{ _ in false }", { _ in false }, equals: [])
        try grade(prefix, "{ $0 <= 40 }", { $0 <= 40 }, equals: Array(1...40))
        try grade(prefix, "{ _ in true }", { _ in true }, upTo: 12, equals: Array(1...12))

        let call = "prefix(of: PullSequence(1...), while: { $0 < 4 })"
        try check(
            call, prefix(PullSequence(1...), { $0 < 4 }), equals: [1, 2, 3], hint: 2,
            because: "An endless sequence has no end to fold from: stop at the first failure.")
    }

    /// Takes from the numbers 1 to `limit` (1000 by default), counting how many were pulled.
    static func grade(
        _ prefix: (PullSequence<Int>, (Int) -> Bool) -> [Int], _ test: String,
        _ isIncluded: @escaping (Int) -> Bool, upTo limit: Int = 1000, equals expected: [Int]
    ) throws {
        let numbers = CountingSequence(upTo: limit)
        let call = "prefix(of: PullSequence(1...\(limit)), while: \(test))"
        let taken = calling(call) { prefix(PullSequence(numbers), isIncluded) }
        try check(call, taken, equals: expected)
        let needed = min(expected.count + 1, limit)
        try require(
            numbers.pulled == needed, call,
            expected: "\(needed) numbers pulled (1 to \(needed))",
            got: "\(numbers.pulled) numbers pulled", hint: 2,
            because: "Call rest() only for a number that passes; a failing one ends the fold.")
    }

    @Test("your prefix(of:while:)")
    func yourAnswer() async throws {
        let run = GradingRun("2.8")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_8.grade(prefix(of:while:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that turns the sequence into an array first")
    func catchesPullingEverything() async {
        let run = GradingRun("2.8")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_8.grade(Mutants2_8.pullsEverything(of:while:)) }
        }
        run.expectCaught(result, mutant: "pullsEverything")
    }

    @Test("catches an answer that folds the rest before looking at the number")
    func catchesFoldingTheRestFirst() async {
        let run = GradingRun("2.8")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_8.grade(Mutants2_8.foldsTheRestFirst(of:while:)) }
        }
        run.expectCaught(result, mutant: "foldsTheRestFirst")
    }

    @Test("catches an answer that filters instead of stopping")
    func catchesFiltering() async {
        let run = GradingRun("2.8")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_8.grade(Mutants2_8.filters(of:while:)) }
        }
        run.expectCaught(result, mutant: "filters")
    }
}
