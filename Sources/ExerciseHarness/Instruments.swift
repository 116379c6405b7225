import Reactive
import Synchronization

/// Counts calls, from any thread; graders use it to see how much work an answer did.
///
/// ```swift
/// let calls = CallCounter()
/// let square: @Sendable (Int) -> Int = { calls.tick(); return $0 * $0 }
/// ```
public final class CallCounter: Sendable {
    private let value = Mutex(0)

    /// Creates a counter at zero.
    public init() {}

    /// How many times `tick()` was called.
    public var count: Int {
        value.withLock { $0 }
    }

    /// Adds one.
    public func tick() {
        value.withLock { $0 += 1 }
    }
}

/// The numbers `1...limit` as a sequence that counts how many were pulled,
/// so a grader can tell a lazy answer from an eager one.
///
/// ```swift
/// let numbers = CountingSequence(upTo: 1000)
/// _ = numbers.first { $0 > 2 }
/// print(numbers.pulled)   // prints 3
/// ```
public struct CountingSequence: Sequence, Sendable, CustomStringConvertible {
    /// How many numbers there are.
    public let limit: Int
    private let counter = CallCounter()

    /// Creates the sequence 1, 2, …, `limit`.
    public init(upTo limit: Int) {
        self.limit = limit
    }

    /// How many numbers all iterators of this sequence have pulled so far.
    public var pulled: Int {
        counter.count
    }

    /// An iterator that counts each number it hands out.
    public func makeIterator() -> Iterator {
        Iterator(limit: limit, counter: counter)
    }

    /// How graders name it in messages, such as "1...1000".
    public var description: String {
        "1...\(limit)"
    }

    /// Hands out 1, 2, …, counting each.
    public struct Iterator: IteratorProtocol {
        let limit: Int
        let counter: CallCounter
        var upcoming = 1

        /// The next number, or nil after `limit`.
        public mutating func next() -> Int? {
            guard upcoming <= limit else { return nil }
            defer { upcoming += 1 }
            counter.tick()
            return upcoming
        }
    }
}

/// Subscribes to `signal` and disposes the subscription from inside the
/// observer as soon as `count` values have arrived; returns the values.
///
/// ```swift
/// print(values(of: Signal.from(1...9), disposingAfter: 2))   // prints [1, 2]
/// ```
public func values<Value>(of signal: Signal<Value>, disposingAfter count: Int) -> [Value] {
    let collector = Collector<Value>(limit: count)
    let observer = Observer<Value>(next: collector.receive)
    collector.watch(observer)
    signal.subscribe(observer)
    return collector.values
}

/// Collects values and disposes its observer once it has enough.
private final class Collector<Value: Sendable>: Sendable {
    private struct State {
        var values: [Value] = []
        var observer: Observer<Value>?
    }

    private let limit: Int
    private let state = Mutex(State())

    init(limit: Int) {
        self.limit = limit
    }

    var values: [Value] {
        state.withLock { $0.values }
    }

    func watch(_ observer: Observer<Value>) {
        state.withLock { $0.observer = observer }
    }

    @Sendable func receive(_ value: Value) {
        let full = state.withLock { state -> Observer<Value>? in
            state.values.append(value)
            return state.values.count >= limit ? state.observer : nil
        }
        full?.dispose()
    }
}
