import Chapter2Exercises
import Chapter2Mutants
import Chapter2Reference
import ExerciseGrading
import Testing

/// Grades exercise 2.5: `lazyFoldRight` gives what the reference gives on the
/// task's examples and a few hundred generated folds, some of which stop
/// early, and pulls exactly as many elements as the reference does and calls
/// `combine` with the same elements: the laziness is counted.
@Suite("2.5 A lazy fold right that stops early")
struct Exercise2_5 {
    typealias LazyFoldRight = (CountedList, String, @escaping (Int, () -> String) -> String) ->
        String

    /// Checks any implementation of `lazyFoldRight`, over numbers that count their pulls.
    static func grade(_ lazyFoldRight: LazyFoldRight, seed: Seed) throws {
        try compare(
            { traced($0, lazyFoldRight) }, with: { traced($0, Chapter2Reference.lazyFoldRight) },
            on: .lazyFolds(examples: [
                LazyFold(numbers: Array(1...1000), rule: .stopAt(6)),
                LazyFold(numbers: [1, 2], rule: .nest),
            ]),
            seed: seed, call: \.description, diagnose: diagnose)
    }

    /// How `combine` folds: nests every element, or stops at a number.
    enum Rule: Equatable, CustomStringConvertible {
        case nest
        case stopAt(Int)
        case stopAtNegative

        /// Whether `combine` stops at `number`, without asking for the rest.
        func stops(at number: Int) -> Bool {
            switch self {
            case .nest: false
            case .stopAt(let stop): number == stop
            case .stopAtNegative: number < 0
            }
        }

        /// `combine` as a learner writes it.
        var description: String {
            let nest = "\"(\\($0) \\($1()))\""
            switch self {
            case .nest: return "{ \(nest) }"
            case .stopAt(let stop): return "{ $0 == \(stop) ? \"\\($0)!\" : \(nest) }"
            case .stopAtNegative: return "{ $0 < 0 ? \"\\($0)!\" : \(nest) }"
            }
        }
    }

    /// A fold of some numbers by a rule.
    struct LazyFold: CustomStringConvertible {
        var numbers: [Int]
        var rule: Rule

        var description: String {
            "lazyFoldRight(\(written(numbers)), \"·\") \(rule)"
        }
    }

    /// What the fold returned, how many numbers it pulled, and the numbers
    /// `combine` was called with, in order.
    struct Traced: Equatable, CustomStringConvertible {
        let result: String
        let pulled: Int
        let combined: [Int]

        var description: String {
            "\(describe(result)), pulling \(counted(pulled, "number")), calling combine with "
                + written(combined)
        }
    }

    /// Folds `fold.numbers` by its rule, counting pulls and calls of `combine`.
    static func traced(_ fold: LazyFold, _ lazyFoldRight: LazyFoldRight) -> Traced {
        let numbers = CountedList(fold.numbers)
        var combined: [Int] = []
        let result = lazyFoldRight(numbers, "·") { number, rest in
            combined.append(number)
            return fold.rule.stops(at: number) ? "\(number)!" : "(\(number) \(rest()))"
        }
        return Traced(result: result, pulled: numbers.pulled, combined: combined)
    }

    /// What a wrong trace usually means.
    static func diagnose(_ fold: LazyFold, expected: Traced, got: Traced) -> Diagnosis? {
        if got.result == expected.result && got.pulled > expected.pulled {
            return Diagnosis(
                hint: 2,
                "The result is right, but it pulled \(counted(got.pulled, "number")) where "
                    + "the reference pulled \(expected.pulled): pull the next element only when "
                    + "combine asks for the rest.")
        }
        if got.combined.count > 1 && got.combined == expected.combined.reversed() {
            return Diagnosis(
                hint: 2,
                "combine got the last number first: the rest was folded before combine asked "
                    + "for it. Hand combine the first element and a closure that folds the rest.")
        }
        if got.combined == expected.combined {
            return Diagnosis(
                hint: 2,
                "combine got the right numbers, but its rest() must fold everything after the "
                    + "number, not return what was folded before it.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants2_5`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, LazyFoldRight> {
        [
            "readsEverything": Mutants2_5.readsEverything,
            "foldsTheRestFirst": Mutants2_5.foldsTheRestFirst,
            "pullsOneAhead": Mutants2_5.pullsOneAhead,
            "foldsLeft": Mutants2_5.foldsLeft,
            "restartsForTheRest": Mutants2_5.restartsForTheRest,
        ]
    }

    @Test("your lazyFoldRight")
    func yourAnswer() async throws {
        let run = GradingRun("2.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_5.grade(Chapter2Exercises.lazyFoldRight, seed: run.seed) }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants2_5", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("2.5")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise2_5.mutants.first { $0.key == mutant }!.value
                try Exercise2_5.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}

extension Inputs where Input == Exercise2_5.LazyFold {
    /// Folds that never stop, stop at the first, a middle or the last number,
    /// stop at a number that is not there, or at the first negative one.
    static func lazyFolds(examples: [Exercise2_5.LazyFold]) -> Self {
        typealias Fold = Exercise2_5.LazyFold
        return Inputs(
            examples: examples,
            edgeCases: [
                Fold(numbers: [], rule: .nest), Fold(numbers: [5], rule: .nest),
                Fold(numbers: [5], rule: .stopAt(5)), Fold(numbers: [1, 2, 3], rule: .stopAt(1)),
                Fold(numbers: [1, 2, 3], rule: .stopAt(3)),
                Fold(numbers: [1, 2], rule: .stopAt(9)),
                Fold(numbers: [2, 2, 2], rule: .stopAt(2)),
                Fold(numbers: [3, -1, 4, -5], rule: .stopAtNegative),
            ],
            make: { random, size in
                let numbers = randomNumbers(&random, size: size)
                let rule: Exercise2_5.Rule =
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: .nest
                    case 1: .stopAt(numbers.isEmpty ? 0 : random.pick(numbers))
                    default: .stopAtNegative
                    }
                return Fold(numbers: numbers, rule: rule)
            },
            smaller: { fold in
                smallerNumbers(fold.numbers).map {
                    Fold(numbers: $0, rule: fold.rule)
                } + (fold.rule == .nest ? [] : [Fold(numbers: fold.numbers, rule: .nest)])
            })
    }
}
