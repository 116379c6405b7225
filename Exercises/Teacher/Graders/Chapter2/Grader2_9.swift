import Chapter2Calls
import ExerciseGrading

extension Graders {
    /// 2.9: a `Remembered` stream, read by several loops in turn, gives each
    /// loop what the reference's gives, and its stream works out the same
    /// elements at the same moments: each once, none ahead of the loop that
    /// first needs it; on streams of any Int, empty or thousands long.
    static let remembered = Grader("2.9") { judge in
        let answer = judge.answer(Chapter2Calls.remembered)
        try compare(
            answer, with: judge.reference(Chapter2Calls.remembered),
            on: .memoryReadings(
                examples: [MemoryReading(elements: [1, 4, 9], loops: [2, Int.max])]),
            seed: judge.seed, call: \.description,
            callInChinese: { Chapter2Words.chinese($0.description) },
            wordsInChinese: Chapter2Words.steps,
            diagnose: { reading, expected, got in
                diagnoseMemory(reading, expected: expected, got: got, ask: { try? answer($0) })
            })
    }

    /// What the first difference between two 2.9 runs usually means.
    /// `ask` plays another reading on the answer, to tell a `Reader` that
    /// skips the first element from an `element(at:)` that goes wrong.
    static func diagnoseMemory(
        _ reading: MemoryReading, expected: [String], got: [String],
        ask: (MemoryReading) -> [String]?
    ) -> Diagnosis? {
        let probe = MemoryReading(elements: [7, 8, 9], loops: [Int.max])
        if let reads = ask(probe)?.filter({ $0.hasPrefix("loop 1 reads ") }),
            reads == ["loop 1 reads 8", "loop 1 reads 9"]
        {
            return Diagnosis(
                hint: 1,
                en: "Your loops never read the element at index 0: a loop over a stream of 7, 8, 9 "
                    + "read 8 and 9. Every loop starts at index 0, and its Reader asks for 0, 1, 2, "
                    + "… in turn.",
                zh: "你的循环从没读到下标 0 的元素：对一个产生 7、8、9 的流循环，读到的是 8 和 9。"
                    + "每个循环都从下标 0 开始，它的 Reader 依次要 0、1、2……")
        }
        guard
            let index = zip(expected, got).enumerated()
                .first(where: { $0.element.0 != $0.element.1 })?.offset
        else {
            return got.count > expected.count
                ? Diagnosis(
                    hint: 2,
                    en:
                        "After the last loop, your answer was still pulling: pull only for an index "
                        + "a loop asks for.", zh: "最后一个循环结束之后，你的答案还在取值：只为循环要的下标取值。")
                : nil
        }
        let (wanted, found) = (expected[index], got[index])
        let pulls = { (line: String) in line.hasPrefix("the stream ") }
        let remember =
            "Remember every element you pull: each loop starts at index 0, and the stream has "
            + "moved on, so a second loop reads what the first one pulled from memory."
        let rememberZh =
            "记住你取出的每个元素：每个循环都从下标 0 开始，而流已经往前走了，"
            + "所以第二个循环要从记住的内容里读第一个循环取出的东西。"
        if pulls(found), !pulls(wanted) {
            // The reference answered from memory what the answer pulled for.
            if index == 0 || !pulls(expected[index - 1]) && wanted.contains(" reads ") {
                return Diagnosis(
                    hint: 2,
                    en: "A loop asked for an element an earlier loop had read, and your answer "
                        + "pulled the stream for it. " + remember,
                    zh: "一个循环要了之前的循环读过的元素，你的答案却为它又从流里取值。" + rememberZh)
            }
            return Diagnosis(
                hint: 2,
                en: "The stream worked out an element before any loop needed it: pull only while "
                    + "the index is beyond what you remember, and stop as soon as it is not.",
                zh: "在任何循环需要之前，流就算出了一个元素：只在下标超出你记住的范围时取值，一旦不超出就停下。")
        }
        if found.hasSuffix("finds the end"), !pulls(wanted) {
            return Diagnosis(
                hint: 2,
                en: "A loop found the end where the stream still had elements: pull until you "
                    + "remember more elements than the index (count > index), then answer from "
                    + "memory.",
                zh: "流里还有元素，循环却发现到了末尾：一直取，直到记住的元素比下标多（count > index），然后从记住的内容里回答。")
        }
        if pulls(wanted), !pulls(found) {
            return Diagnosis(
                hint: 2,
                en: "A loop read an element without the stream working it out, though nobody had "
                    + "read it before: answer from memory only what you pulled.",
                zh: "一个循环读到了一个元素，流却没有算出它，而之前没人读过它：只有取出过的元素，才能从记住的内容里回答。")
        }
        if found.contains(" reads "), wanted.contains(" reads ") {
            return Diagnosis(
                hint: 2,
                en: "A loop read the wrong element. " + remember, zh: "一个循环读到了错误的元素。" + rememberZh)
        }
        return nil
    }
}

extension Inputs where Input == MemoryReading {
    /// Streams of any Int (empty, one element, repeats, thousands long),
    /// read by any number of loops up to two dozen (six, one past the five
    /// the task mentions, among the edge cases), each asking for none, some,
    /// all or more elements than there are (any count up to Int.max: to the
    /// end), longer or shorter than the loop before.
    static func memoryReadings(examples: [MemoryReading]) -> Inputs<MemoryReading> {
        let lists = Inputs<[Int]>.integerLists(within: Int.min...Int.max)
        let long = lists.edgeCases.filter { $0.count > 1000 }
        func reading(_ elements: [Int], _ loops: Int...) -> MemoryReading {
            MemoryReading(elements: elements, loops: loops)
        }
        return Inputs(
            examples: examples,
            edgeCases: [
                reading([], .max, .max), reading([7]), reading([7], 0, 1), reading([7], 1, 1),
                reading([1, 2, 3], 1, 2, 3), reading([1, 2, 3], 3, 1), reading([0, 0, 0], .max, 2),
                reading([5, -5], 1, .max, .max), reading([Int.min, Int.max], .max, 1),
                reading([1, 2], 5, 5), reading([3, 1, 2], 0, 0, 2),
                reading([4, 5, 6], 1, 2, 3, 1, 2, 3), reading([9], 4097, Int.max - 1),
            ]
                + long.flatMap { elements in
                    [
                        reading(elements, .max, .max), reading(elements, 10, .max, 100),
                        reading(elements, elements.count - 1, elements.count),
                    ]
                },
            make: { random, size in
                let elements = lists.make(&random, size)
                let loops = (0..<random.size(growingWith: size, upTo: 24)).map { _ in
                    random.count(taking: elements.count)
                }
                return MemoryReading(elements: elements, loops: loops)
            },
            smaller: { original in
                var candidates: [MemoryReading] = []
                for index in original.loops.indices {
                    var fewer = original.loops
                    fewer.remove(at: index)
                    candidates.append(MemoryReading(elements: original.elements, loops: fewer))
                }
                for index in original.loops.indices {
                    let bounded = min(original.loops[index], original.elements.count + 1)
                    for count in smallerCounts(bounded) {
                        var loops = original.loops
                        loops[index] = count
                        candidates.append(MemoryReading(elements: original.elements, loops: loops))
                    }
                }
                return candidates
                    + shorter(original.elements, others: lists.smaller).map {
                        MemoryReading(elements: $0, loops: original.loops)
                    }
            })
    }
}
