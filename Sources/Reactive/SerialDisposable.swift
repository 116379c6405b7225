/// A disposable slot whose content can be replaced; the old content is disposed.
///
/// Used where one piece of work supersedes the last, as in `switchToLatest`
/// or a repeating timer. Once the slot itself is disposed, anything put into it
/// is disposed immediately.
///
/// ```swift
/// let slot = SerialDisposable()
/// slot.inner = ActionDisposable { print("first cancelled") }
/// slot.inner = ActionDisposable { print("second cancelled") }   // prints first cancelled
/// slot.dispose()                                                // prints second cancelled
/// ```
///
/// Book: RACSerialDisposable
public final class SerialDisposable: Disposable {
    private struct State {
        var inner: (any Disposable)?
        var isDisposed = false
    }
    private let state = Locked(State())

    /// Creates an empty slot, or one holding `inner`.
    ///
    /// Book: `+[RACSerialDisposable serialDisposableWithDisposable:]`
    public init(_ inner: (any Disposable)? = nil) {
        state.withLock { $0.inner = inner }
    }

    /// The current content. Setting it disposes the previous content.
    ///
    /// Book: `RACSerialDisposable.disposable` (and `-swapInDisposable:`)
    public var inner: (any Disposable)? {
        get { state.withLock { $0.inner } }
        set {
            let (old, rejected) = state.withLock { state -> ((any Disposable)?, Bool) in
                if state.isDisposed { return (nil, true) }
                defer { state.inner = newValue }
                return (state.inner, false)
            }
            old?.dispose()
            if rejected { newValue?.dispose() }
        }
    }

    /// Disposes the current content and every later one.
    ///
    /// Book: `-[RACSerialDisposable dispose]`
    public func dispose() {
        let current = state.withLock { state in
            defer {
                state.isDisposed = true
                state.inner = nil
            }
            return state.inner
        }
        current?.dispose()
    }

    /// Whether the slot has been disposed.
    ///
    /// Book: `RACSerialDisposable.disposed`
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }
}
