import Reactive

/// Counts how many times a piece of work ran, so a section can print "subscribe ran ×3".
///
/// The chapter's signals call `increment()` in their bodies; whatever thread a
/// body runs on, the count stays exact.
///
/// ```swift
/// let runs = RunCounter()
/// let work = Signal<Int> { observer in
///     observer.sendNext(runs.increment())
///     return nil
/// }
/// work.subscribeNext { _ in }
/// work.subscribeNext { _ in }
/// print("subscribe ran ×\(runs.count)")   // prints subscribe ran ×2
/// ```
final class RunCounter: Sendable {
    private let runs = Locked(0)

    /// Adds one run and returns the new count.
    @discardableResult
    func increment() -> Int {
        runs.withLock { runs in
            runs += 1
            return runs
        }
    }

    /// How many runs so far.
    var count: Int {
        runs.withLock { $0 }
    }
}
