/// A disposable slot whose content can be replaced; the old content is disposed.
///
/// Used where one piece of work supersedes the last, as in `switchToLatest`
/// or a repeating timer. Once the slot itself is disposed, anything put into it
/// is disposed immediately. To replace the content without disposing the
/// old one, use `swap(_:)`.
///
/// ```swift
/// let slot = SerialDisposable()
/// slot.inner = ActionDisposable { print("first cancelled") }
/// slot.inner = ActionDisposable { print("second cancelled") }   // prints first cancelled
/// slot.dispose()                                                // prints second cancelled
/// ```
///
/// Differs from RAC2: setting `RACSerialDisposable.disposable` leaves the old
/// disposable alone; setting `inner` here disposes it, which is what a slot
/// whose work supersedes the last almost always wants. `swap(_:)` keeps
/// RAC2's `-swapInDisposable:`, which returns the old one undisposed.
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
    /// Book: `RACSerialDisposable.disposable`, whose setter does not dispose the previous content
    public var inner: (any Disposable)? {
        get { state.withLock { $0.inner } }
        set {
            swap(newValue)?.dispose()
        }
    }

    /// Puts `newValue` in the slot and returns the previous content, undisposed.
    ///
    /// If the slot has been disposed, `newValue` is disposed at once and the
    /// result is `nil`.
    ///
    /// ```swift
    /// let slot = SerialDisposable(ActionDisposable { print("first cancelled") })
    /// let first = slot.swap(ActionDisposable { print("second cancelled") })   // prints nothing
    /// first?.dispose()   // prints first cancelled
    /// slot.dispose()     // prints second cancelled
    /// ```
    ///
    /// Book: `-[RACSerialDisposable swapInDisposable:]`
    @discardableResult
    public func swap(_ newValue: (any Disposable)?) -> (any Disposable)? {
        let (old, rejected) = state.withLock { state -> ((any Disposable)?, Bool) in
            if state.isDisposed { return (nil, true) }
            defer { state.inner = newValue }
            return (state.inner, false)
        }
        if rejected { newValue?.dispose() }
        return old
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
