import ExerciseHarness
import Synchronization

/// A call of 2.9's `Remembered`: the elements its stream works out, and the
/// loops that read it, one after another, each up to a number of elements.
public struct MemoryReading: Codable, Sendable, Equatable, CustomStringConvertible {
    /// What the stream sends, in order.
    public var elements: [Int]
    /// How many elements each loop asks for, in turn: Int.max reads to the end.
    public var loops: [Int]

    /// A stream of `elements`, read by `loops`.
    public init(elements: [Int], loops: [Int]) {
        self.elements = elements
        self.loops = loops
    }

    /// The call as a learner would write it.
    public var description: String {
        let reads = loops.enumerated().map { number, wanted in
            "loop \(number + 1) reads "
                + (wanted == .max
                    ? "to the end" : wanted == 1 ? "1 element" : "\(written(wanted)) elements")
        }
        return "Remembered(a stream of \(written(elements))): "
            + (reads.isEmpty ? "no loops" : reads.joined(separator: ", "))
    }

    /// Plays the call on `remembered`: makes the stream, hands it over, runs
    /// the loops in turn, each a `for await` loop with the sequence's own
    /// reader; writes down each element the stream works out and each one a
    /// loop gets, in order.
    func traced(_ remembered: @escaping @Sendable (AsyncStream<Int>) -> LoopStarter)
        -> [String]
    {
        let log = Mutex<[String]>([])
        let next = Mutex(0)
        let elements = elements
        let loops = loops
        let finished = AsyncPlay.inTask {
            let source = AsyncStream<Int>(unfolding: {
                let index = next.withLock { index in
                    defer { index += 1 }
                    return index
                }
                guard index < elements.count else {
                    log.withLock { $0.append("the stream ends") }
                    return nil
                }
                log.withLock { $0.append("the stream works out \(written(elements[index]))") }
                return elements[index]
            })
            let startLoop = remembered(source)
            for (number, wanted) in loops.enumerated() {
                let loop = startLoop()
                var index = 0
                while index < wanted {
                    guard let value = await loop.next() else {
                        log.withLock { $0.append("loop \(number + 1) finds the end") }
                        break
                    }
                    log.withLock { $0.append("loop \(number + 1) reads \(written(value))") }
                    index += 1
                }
            }
            return true
        }
        let steps = log.withLock { $0 }
        return finished == nil ? steps + ["(the loops had not ended after 5 seconds)"] : steps
    }
}

/// A `Remembered`'s `element(at:)`, as the grader calls it.
public typealias ElementReader = @Sendable (Int) async -> Int?
