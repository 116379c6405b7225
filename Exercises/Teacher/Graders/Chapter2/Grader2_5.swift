import Chapter2Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 2.5: `lazyFoldRight` gives what the reference gives on the task's
    /// examples and hundreds of generated folds (any Int, lists of
    /// thousands), some of which stop early; it pulls exactly as many
    /// elements as the reference, reading the sequence once from its start,
    /// and calls `combine` with the same elements: the laziness is counted.
    static let lazyFoldRight = Grader("2.5") { judge in
        try compare(
            judge.answer(Chapter2Calls.lazyFoldRight),
            with: judge.reference(Chapter2Calls.lazyFoldRight),
            on: .lazyFolds(examples: [
                LazyFold(numbers: Array(1...1000), rule: .stopAt(6)),
                LazyFold(numbers: [1, 2], rule: .nest),
            ]),
            seed: judge.seed, call: \.description, diagnose: diagnoseLazyFold)
    }

    /// What a wrong lazy fold usually means.
    static func diagnoseLazyFold(_ fold: LazyFold, expected: LazyFoldTrace, got: LazyFoldTrace)
        -> Diagnosis?
    {
        if got.reads > expected.reads {
            return Diagnosis(
                hint: 2,
                en: "The sequence was read from its start \(counted(got.reads, "time")): a new "
                    + "sequence made from elements, such as elements.dropFirst(), reads it again "
                    + "from the first element. Make one iterator and pull every element from it.",
                zh: "这个序列被从头读了 \(got.reads) 遍：用 elements 做出的新序列（比如 elements.dropFirst()）"
                    + "会从第一个元素重新读它。只建一个迭代器，从它那里取出每个元素。")
        }
        if got.result == expected.result && got.pulled > expected.pulled {
            return Diagnosis(
                hint: 2,
                en: "The result is right, but it pulled \(counted(got.pulled, "number")) where the "
                    + "reference pulled \(expected.pulled): pull the next element only when "
                    + "combine asks for the rest.",
                zh: "结果是对的，但它取出了 \(got.pulled) 个数，参考答案只取了 \(expected.pulled) 个："
                    + "只有 combine 要剩下的部分时，才取下一个元素。")
        }
        if got.combined.count > 1 && got.combined == expected.combined.reversed() {
            return Diagnosis(
                hint: 2,
                en: "combine got the last number first: the rest was folded before combine asked "
                    + "for it. Hand combine the first element and a closure that folds the rest.",
                zh: "combine 先拿到了最后一个数：在 combine 要之前，剩下的部分就被折叠了。交给 combine 第一个元素，"
                    + "和一个折叠剩余部分的闭包。")
        }
        if got.combined == expected.combined {
            return Diagnosis(
                hint: 2,
                en: "combine got the right numbers, but its rest() must fold everything after the "
                    + "number, not return what was folded before it.",
                zh: "combine 拿到的数都对，但它的 rest() 必须折叠这个数之后的所有元素，而不是返回这个数之前折叠的结果。")
        }
        if got.combined.count < expected.combined.count,
            expected.combined.starts(with: got.combined)
        {
            return Diagnosis(
                hint: 2,
                en:
                    "The fold stopped after \(counted(got.combined.count, "number")), though combine "
                    + "asked for the rest: fold every element, however long the sequence.",
                zh: "折叠在 \(got.combined.count) 个数之后就停了，尽管 combine 要了剩下的部分：不管序列多长，"
                    + "都要折叠每个元素。")
        }
        return nil
    }
}

extension Inputs where Input == LazyFold {
    /// Folds that never stop, stop at the first, a middle or the last number,
    /// stop at a number that is not there, or at the first negative one, over
    /// numbers from all over the Int range and lists of thousands.
    static func lazyFolds(examples: [LazyFold]) -> Inputs<LazyFold> {
        let lists = Inputs<[Int]>.integerLists(within: Int.min...Int.max)
        let long = lists.edgeCases.filter { $0.count > 1000 }
        return Inputs(
            examples: examples,
            edgeCases: [
                LazyFold(numbers: [], rule: .nest), LazyFold(numbers: [5], rule: .nest),
                LazyFold(numbers: [5], rule: .stopAt(5)),
                LazyFold(numbers: [1, 2, 3], rule: .stopAt(1)),
                LazyFold(numbers: [1, 2, 3], rule: .stopAt(3)),
                LazyFold(numbers: [1, 2], rule: .stopAt(9)),
                LazyFold(numbers: [2, 2, 2], rule: .stopAt(2)),
                LazyFold(numbers: [3, -1, 4, -5], rule: .stopAtNegative),
                LazyFold(numbers: [Int.max, Int.min, 0], rule: .stopAt(Int.min)),
                LazyFold(numbers: [Int.max, 7, Int.min], rule: .nest),
            ]
                + long.flatMap { numbers in
                    [
                        LazyFold(numbers: numbers, rule: .nest),
                        LazyFold(numbers: numbers, rule: .stopAt(numbers[numbers.count - 2])),
                        LazyFold(
                            numbers: numbers.map { $0 == .min ? 0 : abs($0) }, rule: .stopAtNegative
                        ),
                    ]
                },
            make: { random, size in
                let numbers = lists.make(&random, size)
                let rule: LazyFold.Rule =
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: .nest
                    case 1: .stopAt(numbers.isEmpty ? 0 : random.pick(numbers))
                    default: .stopAtNegative
                    }
                return LazyFold(numbers: numbers, rule: rule)
            },
            smaller: { fold in
                // The numbers after the first one the fold stops at are never
                // pulled: without them the fold is the same, and cheaper. A
                // long list shrinks only to its own start (keeping that number):
                // an answer that rereads the sequence takes cubic time on a
                // long fold that never stops.
                let stop = fold.numbers.firstIndex { fold.rule.stops(at: $0) }
                if fold.numbers.count > 64 {
                    let lists =
                        stop.map { [Array(fold.numbers[...$0])] }
                        ?? shorter(fold.numbers, others: { _ in [] })
                    return lists.filter { $0.count < fold.numbers.count }.map {
                        LazyFold(numbers: $0, rule: fold.rule)
                    }
                }
                let cut =
                    stop.map { $0 + 1 < fold.numbers.count ? [Array(fold.numbers[...$0])] : [] }
                    ?? []
                return (cut + lists.smaller(fold.numbers)).map {
                    LazyFold(numbers: $0, rule: fold.rule)
                }
                    + (fold.rule == .nest ? [] : [LazyFold(numbers: fold.numbers, rule: .nest)])
            })
    }
}
