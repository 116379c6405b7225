/// Something that can be cancelled: a subscription, a timer, a network request.
///
/// Disposing is idempotent and thread-safe: the first `dispose()` does the work,
/// later calls do nothing. Every `subscribe` returns a `Disposable`; disposing it
/// stops the events and releases upstream resources (Contract 3).
///
/// ```swift
/// let timer = ActionDisposable { print("cancelled") }
/// timer.dispose()   // prints cancelled
/// timer.dispose()   // prints nothing
/// ```
///
/// Book: RACDisposable
public protocol Disposable: AnyObject, Sendable {
    /// Cancels the work and releases its resources. Safe to call more than once.
    ///
    /// Book: `-[RACDisposable dispose]`
    func dispose()
    /// Whether `dispose()` has run (or, for a subscription, whether it has ended).
    ///
    /// Book: `RACDisposable.disposed`
    var isDisposed: Bool { get }
}

/// A disposable that runs a closure once, the first time it is disposed.
///
/// ```swift
/// let cleanup = ActionDisposable { print("closed the file") }
/// cleanup.dispose()   // prints closed the file
/// ```
///
/// Book: `+[RACDisposable disposableWithBlock:]`
public final class ActionDisposable: Disposable {
    private let action: Locked<(@Sendable () -> Void)?>

    /// Creates a disposable that runs `action` when first disposed.
    ///
    /// Book: `+[RACDisposable disposableWithBlock:]`
    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = Locked(action)
    }

    /// Creates a disposable with nothing to do, useful as a placeholder.
    ///
    /// Book: `-[RACDisposable init]`, a disposable without a block
    public convenience init() {
        self.init {}
    }

    /// Runs the action if it has not run yet.
    ///
    /// Book: `-[RACDisposable dispose]`
    public func dispose() {
        let pending = action.withLock { action in
            defer { action = nil }
            return action
        }
        pending?()
    }

    /// Whether the action has run.
    ///
    /// Book: `RACDisposable.disposed`
    public var isDisposed: Bool {
        action.withLock { $0 == nil }
    }
}
