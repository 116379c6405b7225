/// Wrong answers to exercise 3.7 that its grader must catch.
public enum Mutants3_7 {
    /// Registers and yields, but never unregisters: every stream's observer
    /// stays on the doorbell after its reader has gone.
    public static func neverUnregisters(
        addObserver: (@escaping @Sendable (String) -> Void) -> Int,
        removeObserver: @escaping @Sendable (Int) -> Void
    ) -> AsyncStream<String> {
        AsyncStream { continuation in
            _ = addObserver { name in continuation.yield(name) }
        }
    }

    /// Unregisters only when the stream finishes normally, not when its
    /// reader's task is cancelled.
    public static func unregistersOnlyWhenFinished(
        addObserver: (@escaping @Sendable (String) -> Void) -> Int,
        removeObserver: @escaping @Sendable (Int) -> Void
    ) -> AsyncStream<String> {
        AsyncStream { continuation in
            let token = addObserver { name in continuation.yield(name) }
            continuation.onTermination = { termination in
                if case .finished = termination { removeObserver(token) }
            }
        }
    }

    /// Keeps only the newest name until the reader asks: the names rung
    /// before it are dropped.
    public static func keepsOnlyTheNewest(
        addObserver: (@escaping @Sendable (String) -> Void) -> Int,
        removeObserver: @escaping @Sendable (Int) -> Void
    ) -> AsyncStream<String> {
        AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let token = addObserver { name in continuation.yield(name) }
            continuation.onTermination = { _ in removeObserver(token) }
        }
    }

    /// Keeps only the first name until the reader asks: the later ones are dropped.
    public static func keepsOnlyTheOldest(
        addObserver: (@escaping @Sendable (String) -> Void) -> Int,
        removeObserver: @escaping @Sendable (Int) -> Void
    ) -> AsyncStream<String> {
        AsyncStream(bufferingPolicy: .bufferingOldest(1)) { continuation in
            let token = addObserver { name in continuation.yield(name) }
            continuation.onTermination = { _ in removeObserver(token) }
        }
    }
}
