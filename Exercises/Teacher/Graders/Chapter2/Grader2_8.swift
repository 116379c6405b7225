import Chapter2Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 2.8: `prefix(of:while:)` gives what the reference gives on the task's
    /// example and hundreds of generated lists and tests (any Int, lists of
    /// thousands), and pulls exactly as many numbers: none after the first
    /// that fails; on the endless sequence 1, 2, 3, … too. Then it reads the
    /// function's body for `foldRight`, which a loop would skip.
    static let prefixWhile = Grader("2.8") { judge in
        try compare(
            judge.answer(Chapter2Calls.prefix), with: judge.reference(Chapter2Calls.prefix),
            on: .takings(examples: [Taking(numbers: Array(1...1000), test: .lessThan(4))]),
            seed: judge.seed, call: \.description,
            diagnose: { taking, expected, got in
                diagnoseTaking(expected, got, passes: taking.test.passes)
            })
        try compare(
            judge.answer(Chapter2Calls.endlessPrefix),
            with: judge.reference(Chapter2Calls.endlessPrefix),
            on: .endlessTakings(examples: [EndlessTaking(limit: 4)]), seed: judge.seed, count: 20,
            call: \.description, hint: 2,
            diagnose: { taking, expected, got in
                diagnoseTaking(expected, got) { $0 < taking.limit }
            })
        // No `stacks:`: foldRight recurses, one frame per element, so the
        // reference's stack grows with the list too, and depth cannot tell
        // recursion from the fold.
        try checkConcept(
            judge.source.function("prefix"), calls: ["foldRight"], hint: 2,
            because: Bilingual(
                en: "This exercise practises the right fold: build the prefix with "
                    + "numbers.foldRight, whose rest() pulls only when called.",
                zh: "这个练习练的是右折叠：用 numbers.foldRight 构造前缀，它的 rest() 只在被调用时才取值。"))
    }

    /// What a wrong prefix usually means; `passes` is the call's test.
    private static func diagnoseTaking(
        _ expected: TakingTrace, _ got: TakingTrace, passes: (Int) -> Bool
    ) -> Diagnosis? {
        if got.taken == expected.taken && got.pulled > expected.pulled {
            return Diagnosis(
                hint: 2,
                en:
                    "The numbers are right, but it pulled \(counted(got.pulled, "number")) where the "
                    + "reference pulled \(expected.pulled): call rest() only for a number that "
                    + "passes.",
                zh: "数都对，但它取出了 \(got.pulled) 个数，参考答案只取了 \(expected.pulled) 个："
                    + "只对通过检查的数调用 rest()。")
        }
        if got.taken.count > expected.taken.count, got.taken.starts(with: expected.taken) {
            return Diagnosis(
                hint: 2,
                en: passes(got.taken[expected.taken.count])
                    ? "Stop at the first number that fails; don't skip it and go on."
                    : "The first number that fails ends the prefix, and is not part of it.",
                zh: passes(got.taken[expected.taken.count])
                    ? "在第一个没通过的数那里停下；不要跳过它继续往下。" : "第一个没通过的数结束前缀，它自己不在前缀里。")
        }
        if got.taken.count < expected.taken.count, expected.taken.starts(with: got.taken) {
            return Diagnosis(
                hint: 2,
                en: "The prefix stopped after \(counted(got.taken.count, "number")), though they "
                    + "all passed: take every number up to the first that fails, however many.",
                zh: "前缀在 \(got.taken.count) 个数之后就停了，尽管它们都通过了：取到第一个没通过的数为止的每一个数，不管有多少。")
        }
        return nil
    }
}

extension Inputs where Input == Taking {
    /// Lists with repeats, negatives, any order, numbers from all over the
    /// Int range and lists of thousands, taken while a test holds: one that
    /// fails at once, in the middle, never, or on a negative number.
    static func takings(examples: [Taking]) -> Inputs<Taking> {
        let lists = Inputs<[Int]>.integerLists(within: Int.min...Int.max)
        let long = lists.edgeCases.filter { $0.count > 1000 }
        return Inputs(
            examples: examples,
            edgeCases: [
                Taking(numbers: [], test: .always), Taking(numbers: [1, 2, 3], test: .always),
                Taking(numbers: [5], test: .lessThan(5)),
                Taking(numbers: [3, 1, 2], test: .lessThan(3)),
                Taking(numbers: [1, 2, 3, 4, 5], test: .notMultipleOf(3)),
                Taking(numbers: [2, 2, -1, 2], test: .positive),
                Taking(numbers: [1, 9, 1], test: .lessThan(5)),
                Taking(numbers: [Int.min, Int.max, 0], test: .lessThan(Int.max)),
                Taking(numbers: [Int.max, Int.min], test: .lessThan(Int.min)),
            ]
                + long.flatMap { numbers in
                    [
                        Taking(numbers: numbers, test: .always),
                        Taking(numbers: numbers + [-1], test: .lessThan(Int.max)),
                        Taking(
                            numbers: numbers.map { $0 == .min ? 1 : abs($0) } + [0, 5],
                            test: .positive),
                    ]
                },
            make: { random, size in
                let numbers = lists.make(&random, size)
                let test: Taking.Condition =
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0:
                        .lessThan(
                            random.chance(0.5)
                                ? Int.random(in: -2...size + 2, using: &random)
                                : random.integer(in: Int.min...Int.max))
                    case 1: .lessThan(numbers.isEmpty ? 0 : random.pick(numbers))
                    case 2: .notMultipleOf(Int.random(in: 2...4, using: &random))
                    case 3: .positive
                    default: .always
                    }
                return Taking(numbers: numbers, test: test)
            },
            smaller: { taking in
                shorter(taking.numbers, others: lists.smaller).map {
                    Taking(numbers: $0, test: taking.test)
                }
            })
    }
}

extension Inputs where Input == EndlessTaking {
    /// Takes from 1, 2, 3, … below limits from Int.min to 4,000 (as deep as
    /// a right fold may go on the answer's stack): negative
    /// ones of any magnitude, positive ones log-uniform.
    static func endlessTakings(examples: [EndlessTaking]) -> Inputs<EndlessTaking> {
        Inputs(
            examples: examples,
            edgeCases: [Int.min, 0, 1, 2, 1001, 3000, 4000].map { EndlessTaking(limit: $0) },
            make: { random, _ in
                EndlessTaking(
                    limit: random.chance(0.2)
                        ? random.integer(in: Int.min...0) : random.size(upTo: 4000))
            },
            smaller: { taking in
                Shrink.integer(taking.limit).map { EndlessTaking(limit: $0) }
            })
    }
}
