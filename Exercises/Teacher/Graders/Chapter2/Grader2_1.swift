import Chapter2Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 2.1: `firstSquares` gives what the reference gives on the task's
    /// example and hundreds of generated calls (any Int, lists of thousands,
    /// counts up to Int.max), and calls `square` with the same numbers, in
    /// the same order: the laziness is counted, call by call.
    static let firstSquares = Grader("2.1") { judge in
        try compare(
            judge.answer(Chapter2Calls.firstSquares),
            with: judge.reference(Chapter2Calls.firstSquares),
            on: .squaresCalls(examples: [SquaresCall(count: 3, numbers: Array(1...1000))]),
            seed: judge.seed, call: \.description,
            diagnose: { call, expected, got in
                if got.calls.isEmpty && !expected.calls.isEmpty {
                    return Diagnosis(
                        hint: 1,
                        en: "square was never called: map with the function you are given.",
                        zh: "square 从没被调用过：用给你的那个函数来 map。")
                }
                if got.squares == expected.squares && got.calls.count > expected.calls.count {
                    return Diagnosis(
                        hint: 2,
                        en:
                            "The squares are right, but square ran \(counted(got.calls.count, "time")) "
                            + "for \(counted(expected.calls.count, "result")): map lazily "
                            + "(numbers.lazy.map), and take the prefix before anything reads the "
                            + "squares.",
                        zh: "平方都对，但为了 \(expected.calls.count) 个结果，"
                            + "square 运行了 \(got.calls.count) 次：要惰性地 map（numbers.lazy.map），"
                            + "并在任何东西读这些平方之前取前缀。")
                }
                if got.squares.count != expected.squares.count {
                    return Diagnosis(
                        hint: 1,
                        en: "Return the first \(counted(call.count, "square")), or all of them if "
                            + "there are fewer numbers.", zh: "返回前 \(call.count) 个平方；如果数不够，就全部返回。")
                }
                return nil
            })
        try checkConcept(
            judge.source.function("firstSquares"), calls: ["map"], reads: ["lazy"],
            compiledCalls: ["LazySequenceProtocol.map"], stacks: judge.stacks, hint: 2,
            because: Bilingual(
                en: "This exercise practises lazy sequences: map over numbers.lazy, so that "
                    + "square runs only when a result is read.",
                zh: "这个练习练的是惰性序列：在 numbers.lazy 上 map，让 square 只在读取结果时才运行。"))
    }
}

extension Inputs where Input == SquaresCall {
    /// Calls that ask for none, some, all and more squares than there are
    /// numbers (any count up to Int.max), of lists with repeats, negatives, any order,
    /// numbers from all over the Int range, and lists of thousands.
    static func squaresCalls(examples: [SquaresCall]) -> Inputs<SquaresCall> {
        let lists = Inputs<[Int]>.integerLists(within: Int.min...Int.max)
        let long = lists.edgeCases.filter { $0.count > 1000 }
        return Inputs(
            examples: examples,
            edgeCases: [
                SquaresCall(count: 0, numbers: []), SquaresCall(count: 0, numbers: [1, 2]),
                SquaresCall(count: 1, numbers: [5]), SquaresCall(count: 2, numbers: [5]),
                SquaresCall(count: 2, numbers: [-3, 3, -3]),
                SquaresCall(count: 3, numbers: [4, 1, 2, 9]),
                SquaresCall(count: 3, numbers: [7, 8, 9, 10, 11, 12]),
                SquaresCall(count: 2, numbers: [Int.min, Int.max, 0]),
                SquaresCall(count: Int.max, numbers: [Int.max, Int.min]),
                SquaresCall(count: .max, numbers: []), SquaresCall(count: 4097, numbers: [3]),
                SquaresCall(count: Int.max - 1, numbers: [1, 2]),
            ]
                + long.flatMap { numbers in
                    [
                        SquaresCall(count: Int.max, numbers: numbers),
                        SquaresCall(count: numbers.count - 1, numbers: numbers),
                        SquaresCall(count: numbers.count / 2, numbers: numbers),
                    ]
                },
            make: { random, size in
                let numbers = lists.make(&random, size)
                let count = random.count(taking: numbers.count)
                return SquaresCall(count: count, numbers: numbers)
            },
            smaller: { call in
                // Asking for more squares than there are numbers is the same
                // as asking for all of them: that count is the simplest first.
                let all = call.count > call.numbers.count ? [call.numbers.count] : []
                let counts = (all + smallerCounts(min(call.count, call.numbers.count + 1)))
                    .map { SquaresCall(count: $0, numbers: call.numbers) }
                return counts
                    + shorter(call.numbers, others: lists.smaller).map {
                        SquaresCall(count: call.count, numbers: $0)
                    }
            })
    }
}
