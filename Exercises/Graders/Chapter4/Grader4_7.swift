import Chapter4Calls
import ExerciseGrading

extension Graders {
    /// 4.7: the streams `shared` returns, read one after another, give what
    /// the reference's give (every element to every reader, each stream
    /// ended), and the cold source runs as often, working out as many
    /// elements: once; for 1 to 10 readers and 50, read in any order, on
    /// sources of any Int, empty or thousands long.
    static let shared = Grader("4.7") { judge in
        try compare(
            judge.answer(Chapter4Calls.shared), with: judge.reference(Chapter4Calls.shared),
            on: .sharingCalls(examples: [SharingCall(elements: [200], readers: 2, order: [0, 1])]),
            seed: judge.seed, call: \.description, diagnose: diagnoseSharing)
    }

    /// What a difference between two 4.7 runs usually means.
    static func diagnoseSharing(_ call: SharingCall, expected: SharedRun, got: SharedRun)
        -> Diagnosis?
    {
        if got.streams < 0 {
            return Diagnosis(
                hint: 2,
                "The readers had not ended after 5 seconds: finish every stream when the loop "
                    + "over the source ends.")
        }
        if got.streams != expected.streams {
            return Diagnosis(
                hint: 1,
                "Return one stream per reader: \(expected.streams) here, not \(got.streams).")
        }
        if got.reads.contains(where: { !$0.ended }) {
            return Diagnosis(
                hint: 2,
                "A reader's loop was still waiting a second after the source had ended: finish "
                    + "every continuation when the loop over the source ends, or the readers' "
                    + "loops wait for ever.")
        }
        if got.runs > expected.runs {
            return Diagnosis(
                hint: 2,
                "The source ran \(got.runs) times: each loop over a cold sequence runs its work "
                    + "again. Loop over it once, in one task, and yield each element to every "
                    + "reader's continuation.")
        }
        let firstGotAll = got.reads.first?.values == expected.reads.first?.values
        let othersGotNone = got.reads.dropFirst().allSatisfy(\.values.isEmpty)
        if got.reads.count > 1, firstGotAll, othersGotNone, !call.elements.isEmpty {
            return Diagnosis(
                hint: 2,
                "The first reader took everything and the others got nothing: they shared one "
                    + "stream, and a stream is unicast. Make a stream, and a continuation, for "
                    + "each reader.")
        }
        let lost = zip(got.reads, expected.reads).contains { $0.values.count < $1.values.count }
        if lost {
            return Diagnosis(
                hint: 2,
                "A reader lost elements it had not read yet: leave each stream's buffering at "
                    + "its default, unbounded, so that a reader who starts late gets everything.")
        }
        return nil
    }
}

extension Inputs where Input == SharingCall {
    /// Calls with 1 to 10 readers (and 50 once), read in order, in reverse
    /// and shuffled, of sources of any Int: empty, one element, repeats,
    /// thousands long.
    static func sharingCalls(examples: [SharingCall]) -> Inputs<SharingCall> {
        let lists = Inputs<[Int]>.integerLists(within: Int.min...Int.max)
        let long = lists.edgeCases.filter { $0.count > 1000 }
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
                call([1, 2], 10, reversed: true), call(Array(1...20), 50),
            ]
                + long.flatMap { [call($0, 2), call($0, 10, reversed: true)] },
            make: { random, size in
                let elements = lists.make(&random, size)
                let readers = Int.random(in: 1...10, using: &random)
                return SharingCall(
                    elements: elements, readers: readers,
                    order: Array(0..<readers).shuffled(using: &random))
            },
            smaller: { original in
                var candidates: [SharingCall] = []
                if original.readers > 1 {
                    for readers in [1, 2, original.readers - 1] where readers < original.readers {
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
