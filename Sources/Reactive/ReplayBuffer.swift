/// The latest values a replaying subject keeps, at most `capacity` of them.
///
/// A ring buffer (`Deque`): a value sent to a full buffer replaces the
/// oldest one in O(1), whatever the capacity, where removing the first
/// element of an array would move every other one (Contract 14).
///
/// ```swift
/// var latest = ReplayBuffer<Int>(capacity: 2)
/// for value in 1...3 { latest.append(value) }
/// print(latest.values)   // prints [2, 3]
/// ```
///
/// Book: the `valuesReceived` array of RACReplaySubject, trimmed to its capacity
package struct ReplayBuffer<Value> {
    private var ring = Deque<Value>()
    package let capacity: Int

    /// An empty buffer that keeps up to `capacity` values (0 keeps none).
    package init(capacity: Int, values: [Value] = []) {
        precondition(capacity >= 0, "a replay capacity cannot be negative")
        self.capacity = capacity
        for value in values { append(value) }
    }

    /// Keeps `value`, forgetting the oldest value if the buffer was full.
    package mutating func append(_ value: Value) {
        guard capacity > 0 else { return }
        ring.append(value)
        if ring.count > capacity { _ = ring.popFirst() }
    }

    /// The values kept, oldest first.
    package var values: [Value] { ring.isEmpty ? [] : Array(ring) }

    /// Elements moved inside the buffer since it was made: O(1) per append,
    /// amortised (for tests of its complexity).
    package var moves: Int { ring.moves }
}
