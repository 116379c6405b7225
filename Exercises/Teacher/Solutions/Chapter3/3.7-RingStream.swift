/// Exercise 3.7 · Wrap a callback API in an AsyncStream that cleans up after
/// itself: the reference solution.
///
/// Book: chapter 3, Today: AsyncStream and Task (a callback API bridged into a
/// stream, as `+[RACSignal createSignal:]` bridges it into a signal)
public func ringStream(
    addObserver: (@escaping @Sendable (String) -> Void) -> Int,
    removeObserver: @escaping @Sendable (Int) -> Void
) -> AsyncStream<String> {
    // The closure runs at once, while the stream is made: the handler is
    // registered before `ringStream` returns, so no ring is missed. The
    // stream keeps every name until its reader asks (unbounded buffering).
    // 中文：这个闭包在创建流时立即运行：处理函数在 `ringStream` 返回之前就注册
    // 好了，所以不会漏掉任何一次铃声。流会保留每个名字，直到它的读取方来取（缓
    // 冲不设上限）。
    AsyncStream { continuation in
        let token = addObserver { name in continuation.yield(name) }
        // onTermination runs however the stream ends: its reader's task
        // cancelled (.cancelled), the stream let go, or finish() (.finished).
        // 中文：不论流怎样结束，onTermination 都会运行：读取方的任务被取消
        // （.cancelled）、流被放掉，或者调用了 finish()（.finished）。
        continuation.onTermination = { _ in removeObserver(token) }
    }
}
