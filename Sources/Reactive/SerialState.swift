/// State that one subscription's handler alone changes, one event at a time.
///
/// An observer receives its events one at a time, never two at once and
/// never one inside another (Contract 2): each sender has seen everything
/// the delivery before it did. State that only an operator's handler reads
/// and writes, such as `scan`'s running total, is therefore never touched
/// by two threads at once, and a lock in front of it would guard nothing
/// while costing two atomic operations on every event. State that more than
/// one source, or a timer and a source, can reach stays behind a `Locked` or
/// a `SerialGate`.
///
/// ```swift
/// let count = SerialState(0)
/// Signal.from(["a", "b"]).subscribeNext { _ in count.update { $0 += 1 } }
/// print(count.update { $0 })   // prints 2
/// ```
///
/// Book: none; RAC2's `-scanWithStart:reduce:` keeps its running value in a
/// `__block` variable, which relies on the same promise
final class SerialState<State>: Sendable {
    // Changed only from inside one observer's handler, which Contract 2
    // makes serial, so the runtime's exclusivity checks are left out too.
    @exclusivity(unchecked) nonisolated(unsafe) private var state: State

    init(_ initialState: State) {
        state = initialState
    }

    /// Runs `body` with the state, from inside the handler that owns it.
    func update<Result>(_ body: (inout State) -> Result) -> Result {
        body(&state)
    }
}
