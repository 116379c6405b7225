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

    @Test("2.1 asks for any count up to Int.max, past 4096 too")
    func squaresCounts() {
        let calls = Inputs<SquaresCall>.squaresCalls(examples: []).all(seed: Seed(1))
        #expect(calls.contains { (4097...(Int.max - 1)).contains($0.count) })
        #expect(calls.contains { $0.count == .max })
        #expect(calls.contains { (13...199).contains($0.numbers.count) })
    }

    @Test("2.6's sequences are subscribed by more than ten subscribers too")
    func manySubscribers() {
        let inputs = Inputs<SequenceSubscriptions>.sequenceSubscriptions(examples: [])
        let calls = inputs.all(seed: Seed(2))
        #expect(inputs.edgeCases.contains { $0.subscribers.count == 11 })
        #expect(calls.dropFirst(inputs.edgeCases.count).contains { $0.subscribers.count > 11 })
    }

    @Test("2.7's periods are any number of milliseconds, off the 50 ms grid and past 3 s too")
    func dealPeriods() {
        let inputs = Inputs<Dealing>.deals(examples: [])
        let deals = inputs.all(seed: Seed(3))
        let periods = deals.dropFirst(inputs.edgeCases.count).map(\.milliseconds)
        #expect(periods.filter { !$0.isMultiple(of: 50) }.count > 20)
        #expect(periods.contains { !$0.isMultiple(of: 10) })
        #expect(deals.contains { $0.milliseconds == 3001 })
        #expect(deals.allSatisfy { $0.milliseconds.isMultiple(of: $0.tick) })
        let shrunk = inputs.smaller(Dealing(cards: ["a"], milliseconds: 1237))
        #expect(shrunk.contains { $0.milliseconds == 1 })
    }

    @Test("2.9's streams are read by more than five loops, asking for counts past 4096 too")
    func manyLoops() {
        let inputs = Inputs<MemoryReading>.memoryReadings(examples: [])
        let readings = inputs.all(seed: Seed(4))
        #expect(readings.contains { $0.loops.count == 6 })
        #expect(readings.dropFirst(inputs.edgeCases.count).contains { $0.loops.count > 6 })
        #expect(readings.contains { $0.loops.contains { (4097...(Int.max - 1)).contains($0) } })
    }
}
