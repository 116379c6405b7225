/// Wrong answers to exercise 4.7 that its grader must catch.
public enum Mutants4_7 {
    /// Gives each reader a stream with a loop of its own over the source:
    /// every reader gets everything, but the source runs once per reader.
    public static func runsTheSourceForEachReader(
        _ source: some AsyncSequence<Int, Never> & Sendable, readers: Int
    ) -> [AsyncStream<Int>] {
        (0..<readers).map { _ in
            AsyncStream { continuation in
                Task {
                    for await element in source { continuation.yield(element) }
                    continuation.finish()
                }
            }
        }
    }

    /// Runs the source once into one stream and hands that stream to every
    /// reader: a stream is unicast, so the first reader takes everything.
    public static func handsOutOneStream(
        _ source: some AsyncSequence<Int, Never> & Sendable, readers: Int
    ) -> [AsyncStream<Int>] {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        Task {
            for await element in source { continuation.yield(element) }
            continuation.finish()
        }
        return Array(repeating: stream, count: readers)
    }

    /// Keeps only the newest element in each stream until its reader asks:
    /// a reader who starts late gets the last element only.
    public static func keepsOnlyTheNewest(
        _ source: some AsyncSequence<Int, Never> & Sendable, readers: Int
    ) -> [AsyncStream<Int>] {
        let pairs = (0..<readers).map { _ in
            AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        }
        let continuations = pairs.map(\.continuation)
        Task {
            for await element in source {
                for continuation in continuations { continuation.yield(element) }
            }
            for continuation in continuations { continuation.finish() }
        }
        return pairs.map(\.stream)
    }

    /// Yields every element to every reader but never finishes the streams:
    /// each reader's loop waits for ever after the last element.
    public static func forgetsToFinish(
        _ source: some AsyncSequence<Int, Never> & Sendable, readers: Int
    ) -> [AsyncStream<Int>] {
        let pairs = (0..<readers).map { _ in AsyncStream.makeStream(of: Int.self) }
        let continuations = pairs.map(\.continuation)
        Task {
            for await element in source {
                for continuation in continuations { continuation.yield(element) }
            }
        }
        return pairs.map(\.stream)
    }

    /// Makes at most 50 streams, however many readers there are.
    public static func makesAtMostFiftyStreams(
        _ source: some AsyncSequence<Int, Never> & Sendable, readers: Int
    ) -> [AsyncStream<Int>] {
        let pairs = (0..<min(readers, 50)).map { _ in AsyncStream.makeStream(of: Int.self) }
        let continuations = pairs.map(\.continuation)
        Task {
            for await element in source {
                for continuation in continuations { continuation.yield(element) }
            }
            for continuation in continuations { continuation.finish() }
        }
        return pairs.map(\.stream)
    }
}
