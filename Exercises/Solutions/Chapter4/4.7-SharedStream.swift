/// Exercise 4.7 · Share one run of an async sequence among several readers:
/// the reference solution.
///
/// Book: chapter 4, Today: sharing async sequences (one run for every reader,
/// as `-[RACSignal publish]` and `-[RACMulticastConnection connect]` give a signal)
public func shared(_ source: some AsyncSequence<Int, Never> & Sendable, readers: Int)
    -> [AsyncStream<Int>]
{
    // One stream per reader: a stream is unicast, so two readers of one
    // stream would take turns at its values instead of both hearing each.
    let pairs = (0..<readers).map { _ in AsyncStream.makeStream(of: Int.self) }
    let continuations = pairs.map(\.continuation)
    // One task, one loop: the source runs once, whoever reads. Each stream
    // keeps what its reader has not read yet (unbounded buffering), so a
    // reader may start late, or read slowly, and lose nothing.
    Task {
        for await element in source {
            for continuation in continuations { continuation.yield(element) }
        }
        // The readers' loops end only when their streams are finished.
        for continuation in continuations { continuation.finish() }
    }
    return pairs.map(\.stream)
}
