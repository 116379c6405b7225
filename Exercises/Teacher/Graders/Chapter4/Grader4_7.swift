import Chapter4Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 4.7: the streams `shared` returns, read one after another, give what
    /// the reference's give (every element to every reader, each stream
    /// ended), and the cold source runs as often, working out as many
    /// elements: once; for 1 to 100 readers, read in any order, on
    /// sources of any Int, empty or thousands long.
    static let shared = Grader("4.7") { judge in
        try compare(
            judge.answer(Chapter4Calls.shared), with: judge.reference(Chapter4Calls.shared),
            on: .sharingCalls(examples: [SharingCall(elements: [200], readers: 2, order: [0, 1])]),
            seed: judge.seed, call: \.description,
            callInChinese: \.chinese, diagnose: diagnoseSharing)
        // A bound shows only past it, on a source longer than any story.
        try checkAvoids(
            judge.source.function("shared"), [.call("bufferingOldest"), .call("bufferingNewest")],
            because: Bilingual(
                en: "The task asks for each stream's default buffering, unbounded: a bounded "
                    + "buffer drops what a reader who starts late still needs.",
                zh: "任务要求每个流用默认的、无界的缓冲：有界的缓冲会丢掉晚开始的读取方仍然需要的元素。"))
    }

    /// What a difference between two 4.7 runs usually means.
    static func diagnoseSharing(_ call: SharingCall, expected: SharedRun, got: SharedRun)
        -> Diagnosis?
    {
        if got.streams < 0 {
            return Diagnosis(
                hint: 2,
                en: "The readers had not ended after 5 seconds: finish every stream when the loop "
                    + "over the source ends.", zh: "5 秒之后读取方还没有结束：对源的循环结束时，结束每一个流。")
        }
        if got.streams != expected.streams {
            return Diagnosis(
                hint: 1,
                en: "Return one stream per reader: \(expected.streams) here, not \(got.streams).",
                zh: "每个读取方返回一个流：这里应该是 \(expected.streams) 个，不是 \(got.streams) 个。")
        }
        if got.reads.contains(where: { !$0.ended }) {
            return Diagnosis(
                hint: 2,
                en: "A reader's loop was still waiting a second after the source had ended: finish "
                    + "every continuation when the loop over the source ends, or the readers' "
                    + "loops wait for ever.",
                zh: "源结束一秒之后，还有读取方的循环在等待：对源的循环结束时，结束每个 continuation，否则读取方的循环会永远等下去。")
        }
        if got.runs > expected.runs {
            return Diagnosis(
                hint: 2,
                en:
                    "The source ran \(got.runs) times: each loop over a cold sequence runs its work "
                    + "again. Loop over it once, in one task, and yield each element to every "
                    + "reader's continuation.",
                zh: "源运行了 \(got.runs) 次：对冷序列的每次循环都会重新做一遍它的工作。只在一个任务里对它循环一次，"
                    + "把每个元素 yield 给每个读取方的 continuation。")
        }
        let firstGotAll = got.reads.first?.values == expected.reads.first?.values
        let othersGotNone = got.reads.dropFirst().allSatisfy(\.values.isEmpty)
        if got.reads.count > 1, firstGotAll, othersGotNone, !call.elements.isEmpty {
            return Diagnosis(
                hint: 2,
                en: "The first reader took everything and the others got nothing: they shared one "
                    + "stream, and a stream is unicast. Make a stream, and a continuation, for "
                    + "each reader.",
                zh: "第一个读取方拿走了一切，其他的什么也没拿到：它们共用了一个流，而流是单播（unicast）的。"
                    + "为每个读取方各建一个流和一个 continuation。")
        }
        let lost = zip(got.reads, expected.reads).contains { $0.values.count < $1.values.count }
        if lost {
            return Diagnosis(
                hint: 2,
                en: "A reader lost elements it had not read yet: leave each stream's buffering at "
                    + "its default, unbounded, so that a reader who starts late gets everything.",
                zh: "有读取方丢失了还没读的元素：让每个流的缓冲保持默认的无界，这样晚开始的读取方也能拿到一切。")
        }
        return nil
    }
}

extension Inputs where Input == SharingCall {
    /// Calls with 1 to 100 readers (log-uniform; 50, and 51 one past it,
    /// among the edge cases), read in order, in reverse and shuffled, of
    /// sources of any Int: empty, one element, repeats, thousands long.
    static func sharingCalls(examples: [SharingCall]) -> Inputs<SharingCall> {
        let lists = Inputs<[Int]>.integerLists(within: Int.min...Int.max)
        // The lists of 1,200 and 3,000: the 4,000 one, with ten readers, can
        // take the reference past its 10 s of processor time on a loaded machine.
        let long = lists.edgeCases.filter { (1001...3000).contains($0.count) }
        func call(_ elements: [Int], _ readers: Int, reversed: Bool = false) -> SharingCall {
            let order = Array(0..<readers)
            return SharingCall(
                elements: elements, readers: readers, order: reversed ? order.reversed() : order)
        }
        return Inputs(
            examples: examples,
            edgeCases: [
                call([], 1), call([], 3), call([7], 1), call([1, 2, 3], 1), call([1, 2, 3], 3),
                call([5, 5, 5], 2, reversed: true), call([Int.min, 0, Int.max], 10),
                call([1, 2], 10, reversed: true), call(Array(1...20), 50), call([4, 2], 51),
            ]
                + long.flatMap { [call($0, 2), call($0, 10, reversed: true)] },
            make: { random, size in
                let elements = lists.make(&random, size)
                let readers = 1 + random.size(growingWith: size, upTo: 99)
                return SharingCall(
                    elements: elements, readers: readers,
                    order: Array(0..<readers).shuffled(using: &random))
            },
            smaller: { original in
                var candidates: [SharingCall] = []
                if original.readers > 1 {
                    for readers in [1, 2, original.readers / 2, original.readers - 1]
                    where readers >= 1 && readers < original.readers {
                        candidates.append(call(original.elements, readers))
                    }
                }
                return candidates
                    + shorter(original.elements, others: lists.smaller).map {
                        SharingCall(elements: $0, readers: original.readers, order: original.order)
                    }
            })
    }
}
