import Chapter2Exercises
import Chapter2Mutants
import Chapter2Reference
import ExerciseGrading
import Reactive
import Testing

/// Grades exercise 2.8: `prefix(of:while:)` gives what the reference gives on
/// the task's example and a few hundred generated lists and tests, and pulls
/// exactly as many numbers: none after the first that fails. Then it reads
/// the function's body for `foldRight`, which a loop would skip.
@Suite("2.8 Take while, with a right fold on a pull sequence")
struct Exercise2_8 {
    typealias Prefix = (PullSequence<Int>, (Int) -> Bool) -> [Int]

    /// Checks any implementation of `prefix(of:while:)`, whose source is at `source`.
    static func grade(_ prefix: Prefix, source: AnswerSource, seed: Seed) throws {
        try compare(
            { traced($0, prefix) }, with: { traced($0, Chapter2Reference.prefix(of:while:)) },
            on: .prefixes(examples: [Taking(numbers: Array(1...1000), test: .lessThan(4))]),
            seed: seed, call: \.description, diagnose: diagnose)
        let endless = "prefix(of: PullSequence(1...), while: { $0 < 4 })"
        try check(
            endless, prefix(PullSequence(1...), { $0 < 4 }), equals: [1, 2, 3], hint: 2,
            because: "An endless sequence has no end to fold from: stop at the first failure.")
        try checkSource(
            source, calls: ["foldRight"], hint: 2,
            because: "This exercise practises the right fold: build the prefix with "
                + "numbers.foldRight, whose rest() pulls only when called.")
    }

    /// The test a number must pass to be taken, as a learner writes it.
    enum Condition: Equatable, CustomStringConvertible {
        case lessThan(Int)
        case notMultipleOf(Int)
        case positive
        case always

        func passes(_ number: Int) -> Bool {
            switch self {
            case .lessThan(let limit): number < limit
            case .notMultipleOf(let divisor): number % divisor != 0
            case .positive: number > 0
            case .always: true
            }
        }

        var description: String {
            switch self {
            case .lessThan(let limit): "{ $0 < \(limit) }"
            case .notMultipleOf(let divisor): "{ $0 % \(divisor) != 0 }"
            case .positive: "{ $0 > 0 }"
            case .always: "{ _ in true }"
            }
        }
    }

    /// Numbers to take from, and the test.
    struct Taking: CustomStringConvertible {
        var numbers: [Int]
        var test: Condition

        var description: String {
            "prefix(of: PullSequence(\(written(numbers))), while: \(test))"
        }
    }

    /// What the call returned, and how many numbers it pulled.
    struct Traced: Equatable, CustomStringConvertible {
        let taken: [Int]
        let pulled: Int

        var description: String {
            "\(written(taken)), pulling \(counted(pulled, "number"))"
        }
    }

    /// Takes from `taking.numbers`, counting the numbers pulled.
    static func traced(_ taking: Taking, _ prefix: Prefix) -> Traced {
        let numbers = CountedList(taking.numbers)
        let taken = prefix(PullSequence(numbers), taking.test.passes)
        return Traced(taken: taken, pulled: numbers.pulled)
    }

    /// What a wrong trace usually means.
    static func diagnose(_ taking: Taking, expected: Traced, got: Traced) -> Diagnosis? {
        if got.taken == expected.taken && got.pulled > expected.pulled {
            return Diagnosis(
                hint: 2,
                "The numbers are right, but it pulled \(counted(got.pulled, "number")) where "
                    + "the reference pulled \(expected.pulled): call rest() only for a number "
                    + "that passes.")
        }
        if got.taken.count > expected.taken.count, got.taken.starts(with: expected.taken) {
            let extra = got.taken[expected.taken.count]
            return Diagnosis(
                hint: 2,
                taking.test.passes(extra)
                    ? "Stop at the first number that fails; don't skip it and go on."
                    : "The first number that fails ends the prefix, and is not part of it.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants2_8`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Prefix> {
        [
            "pullsEverything": Mutants2_8.pullsEverything(of:while:),
            "foldsTheRestFirst": Mutants2_8.foldsTheRestFirst(of:while:),
            "filters": Mutants2_8.filters(of:while:),
            "keepsTheFailingNumber": Mutants2_8.keepsTheFailingNumber(of:while:),
            "loopsInsteadOfFolding": Mutants2_8.loopsInsteadOfFolding(of:while:),
            "usesTheBuiltInPrefix": Mutants2_8.usesTheBuiltInPrefix(of:while:),
        ]
    }

    @Test("your prefix(of:while:)")
    func yourAnswer() async throws {
        let run = GradingRun("2.8")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise2_8.grade(
                    Chapter2Exercises.prefix(of:while:), source: .stub("2.8", function: "prefix"),
                    seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants2_8", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("2.8")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise2_8.mutants.first { $0.key == mutant }!.value
                try Exercise2_8.grade(
                    answer, source: .mutant("2.8", function: mutant), seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}

extension Inputs where Input == Exercise2_8.Taking {
    /// Lists with repeats, negatives and any order, taken while a test holds:
    /// one that fails at once, in the middle, never, or on a negative number.
    static func prefixes(examples: [Exercise2_8.Taking]) -> Self {
        typealias Taking = Exercise2_8.Taking
        return Inputs(
            examples: examples,
            edgeCases: [
                Taking(numbers: [], test: .always), Taking(numbers: [1, 2, 3], test: .always),
                Taking(numbers: [5], test: .lessThan(5)),
                Taking(numbers: [3, 1, 2], test: .lessThan(3)),
                Taking(numbers: [1, 2, 3, 4, 5], test: .notMultipleOf(3)),
                Taking(numbers: [2, 2, -1, 2], test: .positive),
                Taking(numbers: [1, 9, 1], test: .lessThan(5)),
            ],
            make: { random, size in
                let numbers = randomNumbers(&random, size: size)
                let test: Exercise2_8.Condition =
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: .lessThan(Int.random(in: -2...size + 2, using: &random))
                    case 1: .notMultipleOf(Int.random(in: 2...4, using: &random))
                    case 2: .positive
                    default: .always
                    }
                return Taking(numbers: numbers, test: test)
            },
            smaller: { taking in
                smallerNumbers(taking.numbers).map {
                    Taking(numbers: $0, test: taking.test)
                }
            })
    }
}
