/// A disposable that disposes what it wraps when it is itself released.
///
/// Keep one as a stored property and the subscription ends with its owner,
/// without writing `deinit`.
///
/// ```swift
/// var scoped: ScopedDisposable? = ActionDisposable { print("ended") }.asScoped()
/// scoped = nil   // prints ended
/// ```
///
/// Book: RACScopedDisposable, `-[RACDisposable asScopedDisposable]`
public final class ScopedDisposable: Disposable {
    /// The wrapped disposable.
    ///
    /// Book: none; RACScopedDisposable keeps the disposable it wraps private
    public let inner: any Disposable

    /// Wraps `inner`, which will be disposed on deinit at the latest.
    ///
    /// Book: `+[RACScopedDisposable scopedDisposableWithDisposable:]`
    public init(_ inner: any Disposable) {
        self.inner = inner
    }

    deinit {
        inner.dispose()
    }

    /// Disposes the wrapped disposable now.
    ///
    /// Book: `-[RACScopedDisposable dispose]`
    public func dispose() {
        inner.dispose()
    }

    /// Whether the wrapped disposable has been disposed.
    ///
    /// Book: `RACScopedDisposable.disposed`
    public var isDisposed: Bool {
        inner.isDisposed
    }
}

extension Disposable {
    /// Wraps this disposable so that it is disposed when the wrapper is released.
    ///
    /// Book: `-[RACDisposable asScopedDisposable]`
    public func asScoped() -> ScopedDisposable {
        ScopedDisposable(self)
    }
}
