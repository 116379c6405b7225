import Dispatch
import Synchronization
import Testing

@testable import ExerciseHarness

/// The stack gauge, on a thread with an answer program's stack: it tells a
/// walk with one frame per element from a loop, and paints again what a
/// deep call changed, so a shallow call after it reads shallow again.
@Suite("The stack gauge")
struct StackGaugeTests {
    @Test("a recursion over 4,000 numbers reports a stack hundreds of KiB deeper than a loop")
    func recursionIsDeeperThanALoop() throws {
        let depths = try Self.measured([
            { numbers in numbers.reduce(0, +) },
            { numbers in Self.recursiveSum(numbers[...]) },
            { numbers in numbers.reduce(0, +) },
        ])
        #expect(depths[0] < 64 << 10, "the loop: \(depths[0]) bytes")
        #expect(depths[1] > depths[0] + (256 << 10), "the recursion: \(depths[1]) bytes")
        #expect(depths[2] == depths[0], "the loop after the recursion: \(depths[2]) bytes")
    }

    /// The depth of each of `sums` over 1...4000, measured in turn by one
    /// gauge on a thread of `AnswerProgram.stackSize`.
    static func measured(_ sums: [@Sendable ([Int]) -> Int]) throws -> [Int] {
        let depths = Mutex<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        let started = Platform.startThread(stackSize: AnswerProgram.stackSize) { stack in
            var gauge = StackGauge(stack)
            let numbers = Array(1...4000)
            for sum in sums {
                var total = 0
                let depth = gauge.measure { total = sum(numbers) }
                precondition(total == 8_002_000)
                depths.withLock { $0.append(depth) }
            }
            done.signal()
        }
        try #require(started)
        done.wait()
        return depths.withLock { $0 }
    }

    /// The sum of `numbers`, one call per number.
    static func recursiveSum(_ numbers: ArraySlice<Int>) -> Int {
        guard let first = numbers.first else { return 0 }
        return first + recursiveSum(numbers.dropFirst())
    }
}
