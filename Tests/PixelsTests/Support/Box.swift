import Reactive

/// A value that `@Sendable` closures in tests can read and change.
final class Box<Value: Sendable>: Sendable {
    private let state: Locked<Value>

    init(_ value: Value) {
        state = Locked(value)
    }

    var value: Value {
        state.withLock { $0 }
    }

    func modify<Result>(_ change: (inout Value) -> Result) -> Result {
        state.withLock { change(&$0) }
    }
}
