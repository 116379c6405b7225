import Chapter2Calls
import ExerciseGrading
import Testing

@testable import ExerciseGraders

/// Chapter 2's generators and shrinkers: what the judge makes of its inputs,
/// without running any answer.
@Suite("Chapter 2's inputs")
struct Chapter2InputsTests {
    /// Every input reachable from `start` by shrinking, up to `limit` of them.
    private func shrinks<Input: Hashable>(
        from start: Input, _ smaller: (Input) -> [Input], limit: Int = 5000
    ) -> Set<Input> {
        var seen: Set<Input> = [start]
        var queue = [start]
        while let input = queue.popLast(), seen.count < limit {
            for candidate in smaller(input) where seen.insert(candidate).inserted {
                queue.append(candidate)
            }
        }
        return seen
    }

    @Test("2.3's calls shrink from Int.min and Int.max without overflowing, never to 0 or -1")
    func memoCallsShrinkSafely() {
        let inputs = Inputs<MemoCall>.memoCalls(examples: [])
        for value in [Int.min, Int.min + 1, Int.max] {
            let reached = shrinks(from: MemoCall(value: value, calls: 3), inputs.smaller)
            #expect(reached.count > 10)
            #expect(reached.allSatisfy { $0.calls >= 0 && $0.calls <= 3 })
            #expect(!reached.contains { [0, -1].contains($0.value) })
        }
    }

    @Test("2.3's edge cases ask for Int.min and Int.max, and once a thousand times")
    func memoCallsReachTheEnds() {
        let cases = Inputs<MemoCall>.memoCalls(examples: []).edgeCases
        #expect(cases.contains { $0.value == .min })
        #expect(cases.contains { $0.value == .max })
        #expect(cases.contains { $0.calls == 1000 })
    }

    @Test("2.7's ticks divide the period, so every card falls on a tick")
    func dealTicksDivideThePeriod() {
        for milliseconds in [0, 100, 250, 500, 750, 1000, 1250, 1500, 2000, 3000, 1001] {
            let dealing = Dealing(cards: ["a"], milliseconds: milliseconds)
            #expect(milliseconds % dealing.tick == 0)
        }
        #expect(Dealing(cards: [], milliseconds: 1500).tick == 500)
        #expect(Dealing(cards: [], milliseconds: 2000).tick == 1000)
        #expect(Dealing(cards: [], milliseconds: 750).tick == 250)
    }

    @Test("long lists shrink to their start first, and counts toward a threshold by halving")
    func quickShrinking() {
        let starts = shorter(Array(1...80), others: { _ in [] })
        #expect(starts.map(\.count) == [40, 60, 70, 75, 78, 79])
        #expect(starts.allSatisfy { Array(1...80).starts(with: $0) })
        #expect(shorter([1, 2, 3], others: { [Array($0.dropLast())] }) == [[1, 2]])
        #expect(smallerCounts(1000) == [0, 1, 2, 500, 750, 875, 938, 969, 985, 993, 997, 999])
        #expect(smallerCounts(0).isEmpty)
        #expect(smallerCounts(Int.max).allSatisfy { $0 >= 0 && $0 < Int.max })
    }
}
