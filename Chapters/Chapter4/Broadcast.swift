import Reactive

// snippet.broadcast
/// One source, many readers: each reader gets an AsyncStream of its own,
/// and `send` yields each value to every reader's stream.
final class Broadcast<Element: Sendable>: Sendable {
    private struct State {
        var readers: [Int: AsyncStream<Element>.Continuation] = [:]
        var lastID = 0
        var isFinished = false
    }
    private let state = Locked(State())

    /// A new reader's stream: it hears what is sent from now on.
    func stream() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        let id = state.withLock { state -> Int? in
            guard !state.isFinished else { return nil }
            state.lastID += 1
            state.readers[state.lastID] = continuation
            return state.lastID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { $0.readers[id] = nil }
        }
        return stream
    }

    /// Yields `value` to every reader's stream.
    func send(_ value: Element) {
        let readers = state.withLock { Array($0.readers.values) }
        for reader in readers { reader.yield(value) }
    }

    /// Finishes every reader's stream, and those of readers who come later.
    func finish() {
        let readers = state.withLock { state in
            state.isFinished = true
            return Array(state.readers.values)
        }
        for reader in readers { reader.finish() }
    }
}
// snippet.end
