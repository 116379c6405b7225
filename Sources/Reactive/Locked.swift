import Synchronization

/// State kept behind one `Mutex`, in a form ThreadSanitizer can follow.
///
/// Every stateful type in the workbook keeps its state in one of these and
/// touches it only inside `withLock`. It is Synchronization's `Mutex` and
/// nothing more, but for one detail. On Linux a contended `Mutex` hands the
/// lock from one thread to the next inside the Swift runtime, in code that
/// ThreadSanitizer does not instrument, so TSan cannot see the hand-over and
/// reports races that cannot happen. Here each critical section ends with a
/// releasing store to an atomic and the next one begins with an acquiring
/// load from it: TSan sees that pair, and on x86 both are plain moves.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// print(count.withLock { $0 })   // prints 1
/// ```
///
/// Book: the `@synchronized` blocks of ReactiveCocoa's stateful classes
package struct Locked<State>: ~Copyable, Sendable {
    private let mutex: Mutex<State>
    private let handOff = Atomic<Int>(0)

    /// Puts `initialState` behind the lock.
    package init(_ initialState: consuming sending State) {
        mutex = Mutex(initialState)
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    ///
    /// Decide under the lock, copy out what you need, and call other code
    /// (observers above all) after `withLock` returns.
    package borrowing func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout sending State) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try mutex.withLock { (state: inout sending State) throws(Failure) -> sending Result in
            _ = handOff.load(ordering: .acquiring)
            defer { handOff.store(0, ordering: .releasing) }
            return try body(&state)
        }
    }
}
