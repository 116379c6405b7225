import Chapter1Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 1.8: `firstEvenSquares` gives what the reference gives on the task's
    /// example and hundreds of generated calls (any Int, sequences of
    /// thousands, counts up to Int.max), doing the same work step by step:
    /// the same walks of the numbers, the same calls of `isEven` and `square`,
    /// in the same order; and it uses a lazy view.
    static let firstEvenSquares = Grader("1.8") { judge in
        try compare(
            judge.answer(Chapter1Calls.firstEvenSquares),
            with: judge.reference(Chapter1Calls.firstEvenSquares),
            on: .evenSquaresCalls(
                examples: [EvenSquaresCall(count: 2, numbers: Array(1...1000))]),
            seed: judge.seed, call: \.description,
            wordsInChinese: {
                $0.replacing(#/"walk (\d+) of the numbers"/#) { "\"第 \($0.1) 次遍历这些数\"" }
                    .replacing(#/"returned (\d+) squares?:"/#) { "\"返回了 \($0.1) 个平方：\"" }
            }, diagnose: diagnoseEvenSquares)
        try checkConcept(
            judge.source.function("firstEvenSquares"), calls: [], reads: ["lazy"],
            stacks: judge.stacks, hint: 2,
            because: Bilingual(
                en: "This exercise practises lazy views: start the pipeline from numbers.lazy.",
                zh: "这个练习练的是惰性视图：从 numbers.lazy 开始写这条管道。"))
    }

    /// Why an answer that starts from `.lazy` can still do all the work at
    /// once: in `Array(numbers.lazy.filter(isEven).prefix(count).map(square))`
    /// the type checker picks the array-returning `filter`, which tests every
    /// number before `prefix` sees one.
    static let eagerPick = Bilingual(
        en: "If you started from numbers.lazy: in a chain with prefix before map, inside "
            + "Array(…), Swift picks the eager filter, which tests every number. Put prefix last "
            + "(numbers.lazy.filter(isEven).map(square).prefix(count)), or keep the lazy filter in "
            + "a let of its own first.",
        zh: "如果你是从 numbers.lazy 开始的：在 Array(…) 里、prefix 写在 map 之前的链中，Swift 会选中及早求值（eager）的 filter，"
            + "它会检查每一个数。把 prefix 放到最后（numbers.lazy.filter(isEven).map(square).prefix(count)），"
            + "或者先把惰性的 filter 单独放进一个 let。")

    /// What a difference in the work of 1.8 usually means.
    static func diagnoseEvenSquares(_ call: EvenSquaresCall, expected: [String], got: [String])
        -> Diagnosis?
    {
        let walks = { (steps: [String]) in steps.filter { $0.hasPrefix("walk ") }.count }
        if walks(got) > 1, walks(got) > walks(expected) {
            return Diagnosis(
                hint: 2,
                en: "Your answer walked the numbers \(counted(walks(got), "time")), the reference "
                    + "\(counted(walks(expected), "time")): a lazy view keeps nothing, so each "
                    + "read of it (first, count, isEmpty, a second array) runs the walk and the "
                    + "closures again. Read it once, into the array.",
                zh: "你的答案把这些数走了 \(walks(got)) 遍，参考答案走了 \(walks(expected)) 遍："
                    + "惰性视图什么也不保存，所以每读它一次（first、count、isEmpty、再建一个数组），都会重新走一遍、"
                    + "重新调用那些闭包。只读一次，读进数组里。")
        }
        if walks(got) > walks(expected) {
            return Diagnosis(
                hint: 2,
                en: "Asked for no squares, your answer walked the numbers all the same: filter and "
                    + "map on the sequence itself do all their work at once, and reading the "
                    + "lazy view before the array (first, isEmpty) walks it too. On numbers.lazy, "
                    + "prefix(0) stops before the first number. " + eagerPick.en,
                zh: "没有要任何平方，你的答案还是把这些数走了一遍：直接在序列上调用 filter 和 map，会一次把所有工作做完；"
                    + "在建数组之前读惰性视图（first、isEmpty）也会走一遍。在 numbers.lazy 上，prefix(0) 在第一个数之前就停下了。"
                    + eagerPick.zh)
        }
        let oddSquared = got.contains { step in
            guard step.hasPrefix("square(") else { return false }
            return Int(step.dropFirst("square(".count).dropLast()).map { $0 % 2 != 0 } ?? false
        }
        if oddSquared {
            return Diagnosis(
                hint: 2, en: "square was called with odd numbers: filter first, then map.",
                zh: "square 被用奇数调用了：先 filter，再 map。")
        }
        if let index = zip(expected, got).enumerated().first(where: { $0.element.0 != $0.element.1 }
        )?
        .offset {
            let (wanted, found) = (expected[index], got[index])
            if found.hasPrefix("square("), wanted.hasPrefix("isEven(") {
                return Diagnosis(
                    hint: 2,
                    en: "square ran before isEven had tested the number: filter first, then map, "
                        + "so that only even numbers are squared.",
                    zh: "isEven 还没检查这个数，square 就运行了：先 filter，再 map，这样只有偶数才会被平方。")
            }
            if found.hasPrefix("isEven("), wanted.hasPrefix("square(") {
                return Diagnosis(
                    hint: 2,
                    en: "Your answer tested the next number before squaring this even one: filter "
                        + "and map on the sequence itself test every number before squaring any. "
                        + "Start from numbers.lazy, which takes each number through both steps "
                        + "before the next.",
                    zh: "你的答案在平方这个偶数之前，就去检查下一个数了：直接在序列上调用 filter 和 map，会在平方任何一个数之前检查所有的数。"
                        + "从 numbers.lazy 开始，它会让每个数先走完两个步骤，再轮到下一个。")
            }
        }
        let returned = { (steps: [String]) in steps.drop { !$0.hasPrefix("returned ") } }
        if returned(got) != returned(expected), call.count < call.numbers.count {
            return Diagnosis(
                hint: 2,
                en: "Take the prefix of the even squares, not of the numbers: prefix counts what "
                    + "reaches it, so it goes after filter.",
                zh: "要取偶数平方的前缀，不是取数的前缀：prefix 数的是到达它的元素，所以它要放在 filter 之后。")
        }
        if returned(got) == returned(expected), got.count > expected.count {
            return Diagnosis(
                hint: 2,
                en: "The squares are right, but your answer tested or squared numbers it did not "
                    + "need: filter and map on the sequence itself do all their work at once. "
                    + "Start from numbers.lazy, and take the prefix before making the array. "
                    + eagerPick.en,
                zh: "平方都对，但你的答案检查或平方了不需要的数：直接在序列上调用 filter 和 map，会一次把所有工作做完。"
                    + "从 numbers.lazy 开始，并在建数组之前取前缀。" + eagerPick.zh)
        }
        return nil
    }
}

extension Inputs where Input == EvenSquaresCall {
    /// Calls that ask for none, some, all and more squares than there are
    /// even numbers (any count up to Int.max), of lists with no even numbers, only even
    /// numbers, repeats, negatives, numbers from all over the Int range, and
    /// lists of thousands.
    static func evenSquaresCalls(examples: [EvenSquaresCall]) -> Inputs<EvenSquaresCall> {
        let lists = Inputs<[Int]>.integerLists(within: Int.min...Int.max)
        let long = lists.edgeCases.filter { $0.count > 1000 }
        func call(_ count: Int, _ numbers: [Int]) -> EvenSquaresCall {
            EvenSquaresCall(count: count, numbers: numbers)
        }
        return Inputs(
            examples: examples,
            edgeCases: [
                call(0, []), call(0, [1, 2]), call(1, [2]), call(1, [1, 3, 5]), call(2, [4]),
                call(3, [1, 2, 3, 4, 5, 6, 7, 8]), call(2, [-4, -3, -2, -1]), call(1, [7, 0]),
                call(2, [2, 2, 2]), call(2, [Int.min, Int.max, -2, Int.max - 1]),
                call(Int.max, [Int.max, Int.min, 0]), call(.max, []), call(5, [3, 6]),
                call(4, Array(stride(from: 1, through: 99, by: 2))), call(4097, [2, 4]),
                call(Int.max - 1, [1, 2, 3, 4]),
            ]
                + long.flatMap { numbers in
                    let evens = numbers.filter { $0 % 2 == 0 }.count
                    return [
                        call(Int.max, numbers), call(evens, numbers), call(evens - 1, numbers),
                        call(evens / 2, numbers),
                    ]
                },
            make: { random, size in
                var numbers = lists.make(&random, size)
                if random.chance(0.2) { numbers = numbers.map { $0 | 1 } }
                if random.chance(0.2) { numbers = numbers.map { $0 & ~1 } }
                let evens = numbers.filter { $0 % 2 == 0 }.count
                let count = random.count(taking: evens)
                return call(count, numbers)
            },
            smaller: { original in
                let counts = smallerCounts(original.count).map { call($0, original.numbers) }
                return counts
                    + shorter(original.numbers, others: lists.smaller).map {
                        call(original.count, $0)
                    }
            })
    }
}
