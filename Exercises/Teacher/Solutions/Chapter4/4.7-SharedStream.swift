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
    // 中文：每个读取方一个流：流是单播的，一个流的两个读取方会轮流拿到它的值，
    // 而不是每个值都听到。
    let pairs = (0..<readers).map { _ in AsyncStream.makeStream(of: Int.self) }
    let continuations = pairs.map(\.continuation)
    // One task, one loop: the source runs once, whoever reads. Each stream
    // keeps what its reader has not read yet (unbounded buffering), so a
    // reader may start late, or read slowly, and lose nothing.
    // 中文：一个任务，一个循环：不论谁来读，源都只运行一次。每个流保留它的读取
    // 方还没读的内容（缓冲不设上限），所以读取方可以晚开始，也可以读得慢，都不
    // 会丢失任何东西。
    Task {
        for await element in source {
            for continuation in continuations { continuation.yield(element) }
        }
        // The readers' loops end only when their streams are finished.
        // 中文：只有当读取方的流结束时，它们的循环才会结束。
        for continuation in continuations { continuation.finish() }
    }
    return pairs.map(\.stream)
}
