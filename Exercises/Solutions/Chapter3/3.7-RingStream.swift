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
    AsyncStream { continuation in
        let token = addObserver { name in continuation.yield(name) }
        // onTermination runs however the stream ends: its reader's task
        // cancelled (.cancelled), the stream let go, or finish() (.finished).
        continuation.onTermination = { _ in removeObserver(token) }
    }
}
