import ExerciseHarness
import Synchronization

/// The cold source of 4.7: the same elements on every loop over it. It
/// counts its runs (loops begun) and the elements they work out, and wakes
/// whoever waits for the end once a run has reached it.
public struct Feed: AsyncSequence, Sendable {
    private let elements: [Int]
    private let log = FeedLog()

    init(_ elements: [Int]) {
        self.elements = elements
    }

    /// How many loops have begun, and how many elements all of them worked out.
    var counts: (runs: Int, workedOut: Int) {
        log.state.withLock { ($0.runs, $0.workedOut) }
    }

    /// Returns, once some run has reached the end of the elements, when it did.
    func ended() async -> ContinuousClock.Instant {
        await withCheckedContinuation { continuation in
            let end = log.state.withLock { state -> ContinuousClock.Instant? in
                if let end = state.endedAt { return end }
                state.waiting.append(continuation)
                return nil
            }
            if let end { continuation.resume(returning: end) }
        }
    }

    /// A new run: it counts itself, and each element it works out.
    public func makeAsyncIterator() -> Iterator {
        log.state.withLock { $0.runs += 1 }
        return Iterator(elements: elements, log: log)
    }

    /// One run over the elements.
    public struct Iterator: AsyncIteratorProtocol {
        let elements: [Int]
        let log: FeedLog
        var index = 0

        /// The next element, or nil at the end (waking whoever waits for it).
        public mutating func next() async -> Int? {
            guard index < elements.count else {
                let (end, waiting) = log.state.withLock { state in
                    let end = state.endedAt ?? ContinuousClock.now
                    state.endedAt = end
                    defer { state.waiting = [] }
                    return (end, state.waiting)
                }
                for waiter in waiting { waiter.resume(returning: end) }
                return nil
            }
            defer { index += 1 }
            log.state.withLock { $0.workedOut += 1 }
            return elements[index]
        }
    }
}

/// What every copy of a feed, and each of its runs, writes down.
public final class FeedLog: Sendable {
    struct State {
        var runs = 0
        var workedOut = 0
        var endedAt: ContinuousClock.Instant?
        var waiting: [CheckedContinuation<ContinuousClock.Instant, Never>] = []
    }

    let state = Mutex(State())
}

/// A call of 4.7's `shared(_:readers:)`: the source's elements, how many
/// readers, and the order the grader reads their streams in.
public struct SharingCall: Codable, Sendable, Equatable, CustomStringConvertible {
    /// What each run of the source gives.
    public var elements: [Int]
    /// How many streams to ask for.
    public var readers: Int
    /// The streams' indices (from 0), in the order they are read, each to its end.
    public var order: [Int]

    /// A call for `readers` streams of `elements`, read in `order`.
    public init(elements: [Int], readers: Int, order: [Int]) {
        self.elements = elements
        self.readers = readers
        self.order = order
    }

    /// The call as a learner would write it, and the order of reading.
    public var description: String {
        let order = order.map { String($0 + 1) }.joined(separator: ", ")
        return "shared(a source of \(written(elements)), readers: \(readers)), "
            + "read in the order \(order)"
    }

    /// Plays the call on `shared`: reads the streams in order, each to its
    /// end, or until it has waited a second after the source's end; writes
    /// down what each got and the source's counts.
    func played(_ shared: @escaping @Sendable (Feed, Int) -> [AsyncStream<Int>]) -> SharedRun {
        let feed = Feed(elements)
        let readers = readers
        let order = order
        let run = AsyncPlay.inTask { () -> SharedRun in
            let streams = shared(feed, readers)
            var reads: [SharedRun.Read] = []
            for index in order where streams.indices.contains(index) {
                let (values, ended) = await Self.read(streams[index], after: feed)
                reads.append(SharedRun.Read(reader: index + 1, values: values, ended: ended))
            }
            let (runs, workedOut) = feed.counts
            return SharedRun(
                streams: streams.count, reads: reads, runs: runs, workedOut: workedOut)
        }
        return run
            ?? SharedRun(
                streams: -1, reads: [], runs: feed.counts.runs, workedOut: feed.counts.workedOut)
    }

    /// What a loop over `stream` gets, and whether the stream ended: the
    /// loop stops, unended, a second after the source's end (at once, for
    /// the readers after one that waited).
    private static func read(_ stream: AsyncStream<Int>, after feed: Feed) async
        -> (values: [Int], ended: Bool)
    {
        let got = Got()
        let ended = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for await value in stream { got.values.withLock { $0.append(value) } }
                return !Task.isCancelled
            }
            group.addTask {
                let end = await feed.ended()
                try? await Task.sleep(until: end + .seconds(1), clock: .continuous)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        return (got.values.withLock { $0 }, ended)
    }

    /// What a reader has got so far, from the task that reads.
    private final class Got: Sendable {
        let values = Mutex<[Int]>([])
    }
}

/// What the readers of 4.7's streams got, and how the source ran.
public struct SharedRun: Codable, Sendable, Equatable, CustomStringConvertible {
    /// One reader's loop: which stream, what it got, whether the stream ended.
    public struct Read: Codable, Sendable, Equatable {
        /// The stream's number, from 1.
        public var reader: Int
        /// What the loop got, in order.
        public var values: [Int]
        /// Whether the stream ended; false if the loop was still waiting a
        /// second after the source had ended.
        public var ended: Bool
    }

    /// How many streams `shared` returned; -1 if the reads had not ended after 5 seconds.
    public var streams: Int
    /// The reads, in the order they were made.
    public var reads: [Read]
    /// How many loops over the source began.
    public var runs: Int
    /// How many elements those loops worked out.
    public var workedOut: Int

    /// A run with these observations.
    public init(streams: Int, reads: [Read], runs: Int, workedOut: Int) {
        self.streams = streams
        self.reads = reads
        self.runs = runs
        self.workedOut = workedOut
    }

    /// One line per fact, each under the one before, as the grader's message shows them.
    public var description: String {
        guard streams >= 0 else { return "the reads had not ended after 5 seconds" }
        var lines = [streams == 1 ? "1 stream" : "\(streams) streams"]
        for read in reads {
            lines.append(
                "reader \(read.reader) got \(written(read.values))"
                    + (read.ended ? ", then its stream ended" : ", then waited for ever"))
        }
        let elements = workedOut == 1 ? "1 element" : "\(workedOut) elements"
        lines.append(
            "the source ran \(runs == 1 ? "once" : "\(runs) times"), working out \(elements)")
        return lines.joined(separator: "\n          ")
    }
}

/// A list of numbers as a learner would write it: its first twenty, and how many more.
func written(_ numbers: [Int]) -> String {
    func spelled(_ number: Int) -> String {
        switch number {
        case .min: "Int.min"
        case .max: "Int.max"
        default: String(number)
        }
    }
    let shown = numbers.prefix(20).map(spelled).joined(separator: ", ")
    return numbers.count > 20 ? "[\(shown), … (\(numbers.count - 20) more)]" : "[\(shown)]"
}
