import Reactive

/// Values handed to a callback, kept in order: for a view model that reports
/// through a closure, such as the gallery's error log.
///
/// ```swift
/// let log = Recorder<String>()
/// log.append("one")
/// print(log.values)   // prints ["one"]
/// ```
///
/// Book: no equivalent; the book's gallery logs with `-logError`.
final class Recorder<Value: Sendable>: Sendable {
    private let kept = Locked<[Value]>([])

    /// Keeps `value`.
    @Sendable func append(_ value: Value) {
        kept.withLock { $0.append(value) }
    }

    /// Everything kept so far, in order.
    var values: [Value] {
        kept.withLock { $0 }
    }
}
