import Chapter2Exercises
import Chapter2Mutants
import Chapter2Reference
import ExerciseGrading
import Testing

/// Grades exercise 2.1: `firstSquares` gives what the reference gives on the
/// task's example and a few hundred generated calls, and calls `square` with
/// the same numbers, in the same order: the laziness is counted, call by call.
@Suite("2.1 Square only what you need, lazily")
struct Exercise2_1 {
    typealias FirstSquares = (Int, [Int], @escaping (Int) -> Int) -> [Int]

    /// Checks any implementation of `firstSquares(_:of:using:)`.
    static func grade(_ firstSquares: FirstSquares, seed: Seed) throws {
        try compare(
            { traced($0, firstSquares) }, with: { traced($0, Chapter2Reference.firstSquares) },
            on: .squaresCalls(examples: [SquaresCall(count: 3, numbers: Array(1...1000))]),
            seed: seed, call: \.description, diagnose: diagnose)
    }

    /// A call of `firstSquares`: how many squares, and of which numbers.
    struct SquaresCall: CustomStringConvertible {
        var count: Int
        var numbers: [Int]

        var description: String {
            "firstSquares(\(count), of: \(written(numbers))) { $0 * $0 }"
        }
    }

    /// What the call returned, and the numbers `square` was called with, in order.
    struct Traced: Equatable, CustomStringConvertible {
        let squares: [Int]
        let calls: [Int]

        var description: String {
            "\(squares), calling square with \(written(calls))"
        }
    }

    /// Calls `firstSquares` with a `square` that records each number it is given.
    static func traced(_ call: SquaresCall, _ firstSquares: FirstSquares) -> Traced {
        let calls = Recorder()
        let squares = firstSquares(call.count, call.numbers) { number in
            calls.numbers.append(number)
            return number * number
        }
        return Traced(squares: squares, calls: calls.numbers)
    }

    /// Collects the numbers `square` was called with.
    final class Recorder {
        var numbers: [Int] = []
    }

    /// What a wrong trace usually means.
    static func diagnose(_ call: SquaresCall, expected: Traced, got: Traced) -> Diagnosis? {
        if got.calls.isEmpty && !expected.calls.isEmpty {
            return Diagnosis(
                hint: 1, "square was never called: map with the function you are given.")
        }
        if got.squares == expected.squares && got.calls.count > expected.calls.count {
            return Diagnosis(
                hint: 2,
                "The squares are right, but square ran \(counted(got.calls.count, "time")) for "
                    + "\(counted(expected.calls.count, "result")): map lazily (numbers.lazy.map), and "
                    + "take the prefix before anything reads the squares.")
        }
        if got.squares.count != expected.squares.count {
            return Diagnosis(
                hint: 1,
                "Return the first \(counted(call.count, "square")), or all of them if there are "
                    + "fewer numbers.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants2_1`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, FirstSquares> {
        [
            "eager": Mutants2_1.eager,
            "lazyTooLate": Mutants2_1.lazyTooLate,
            "squaresOneTooMany": Mutants2_1.squaresOneTooMany,
            "squaresItself": Mutants2_1.squaresItself,
            "takesThree": Mutants2_1.takesThree,
        ]
    }

    @Test("your firstSquares(_:of:using:)")
    func yourAnswer() async throws {
        let run = GradingRun("2.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise2_1.grade(Chapter2Exercises.firstSquares, seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants2_1", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("2.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise2_1.mutants.first { $0.key == mutant }!.value
                try Exercise2_1.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}

extension Inputs where Input == Exercise2_1.SquaresCall {
    /// Calls that ask for none, some, all and more squares than there are
    /// numbers, of lists with repeats, negatives and any order.
    static func squaresCalls(examples: [Exercise2_1.SquaresCall]) -> Self {
        typealias Call = Exercise2_1.SquaresCall
        return Inputs(
            examples: examples,
            edgeCases: [
                Call(count: 0, numbers: []), Call(count: 0, numbers: [1, 2]),
                Call(count: 1, numbers: [5]), Call(count: 2, numbers: [5]),
                Call(count: 2, numbers: [-3, 3, -3]), Call(count: 3, numbers: [4, 1, 2, 9]),
                Call(count: 3, numbers: [7, 8, 9, 10, 11, 12]),
            ],
            make: { random, size in
                let numbers = randomNumbers(&random, size: size)
                return Call(
                    count: Int.random(in: 0...(numbers.count + 2), using: &random),
                    numbers: numbers)
            },
            smaller: { call in
                smallerNumbers(call.numbers).map {
                    Call(count: call.count, numbers: $0)
                }
                    + Shrink.integer(call.count).filter { $0 >= 0 }.map {
                        Call(count: $0, numbers: call.numbers)
                    }
            })
    }
}
