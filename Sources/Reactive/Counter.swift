/// A thread-safe counter, for operators that number what they send.
final class Counter: Sendable {
    private let value = Locked(0)

    /// Returns the current count and adds one.
    func next() -> Int {
        value.withLock { value in
            defer { value += 1 }
            return value
        }
    }
}
