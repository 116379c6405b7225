import Chapter2Exercises
import Chapter2Mutants
import Chapter2Reference
import ExerciseGrading
import Testing

/// Grades exercise 2.2: the sequence `powersOfTwo()` returns starts as the
/// reference's does, for every length from 0 to 62 (all of them, so no random
/// lengths are needed), and reading it a second time starts again from 1.
@Suite("2.2 An endless sequence of powers of two")
struct Exercise2_2 {
    /// Checks any implementation of `powersOfTwo()`.
    static func grade(_ powersOfTwo: () -> AnySequence<Int>, seed: Seed) throws {
        try compare(
            { readTwice(powersOfTwo, $0) }, with: { readTwice(Chapter2Reference.powersOfTwo, $0) },
            on: .lengths(examples: [5]), seed: seed, count: 0,
            call: { "let powers = powersOfTwo(); Array(powers.prefix(\($0))), twice" },
            diagnose: diagnose)
    }

    /// The first `count` elements of one sequence, read twice.
    struct TwoReads: Equatable, CustomStringConvertible {
        let first: [Int]
        let second: [Int]

        var description: String {
            first == second ? "\(first) both times" : "\(first), then \(second)"
        }
    }

    static func readTwice(_ powersOfTwo: () -> AnySequence<Int>, _ count: Int) -> TwoReads {
        let powers = powersOfTwo()
        let first = Array(powers.prefix(count))
        return TwoReads(first: first, second: Array(powers.prefix(count)))
    }

    /// What a wrong reading usually means.
    static func diagnose(_ count: Int, expected: TwoReads, got: TwoReads) -> Diagnosis? {
        if got.first == expected.first && got.second != expected.second {
            return Diagnosis(
                hint: 2,
                "Reading the sequence again must start again from 1: keep the running power "
                    + "inside each iterator, not in a variable all iterators share.")
        }
        if got.first.count < expected.first.count {
            return Diagnosis(
                hint: 2,
                "The sequence ended after \(got.first.count) powers: an endless sequence has "
                    + "no last element, so don't build an array of it.")
        }
        if got.first.first != 1 {
            return Diagnosis(hint: 2, "The first power of two is 2⁰ = 1.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants2_2`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, () -> AnySequence<Int>> {
        [
            "stopsAtTen": Mutants2_2.stopsAtTen,
            "startsAtTwo": Mutants2_2.startsAtTwo,
            "sharesOneCounter": Mutants2_2.sharesOneCounter,
            "hardCodesTheExample": Mutants2_2.hardCodesTheExample,
        ]
    }

    @Test("your powersOfTwo()")
    func yourAnswer() async throws {
        let run = GradingRun("2.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_2.grade(Chapter2Exercises.powersOfTwo, seed: run.seed) }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants2_2", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("2.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise2_2.mutants.first { $0.key == mutant }!.value
                try Exercise2_2.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}

extension Inputs where Input == Int {
    /// How many powers to read: every length from 0 to 62 (up to 2⁶¹, the
    /// last power an `Int` can double), so there is nothing left to generate.
    static func lengths(examples: [Int]) -> Self {
        Inputs(
            examples: examples, edgeCases: Array(0...62),
            make: { random, _ in Int.random(in: 0...62, using: &random) },
            smaller: { count in Shrink.integer(count).filter { $0 >= 0 } })
    }
}
