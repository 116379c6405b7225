/// A disposable that owns several others and disposes them all together.
///
/// Adding to a composite that is already disposed disposes the newcomer at once,
/// so nothing can slip through after cancellation. Operators that hold several
/// subscriptions (merge, combineLatest, flatMap) return one of these.
///
/// ```swift
/// let bag = CompositeDisposable()
/// bag.add(ActionDisposable { print("a") })
/// bag.add(ActionDisposable { print("b") })
/// bag.dispose()   // prints a, then b
/// ```
///
/// Book: RACCompoundDisposable
public final class CompositeDisposable: Disposable {
    private let children: Locked<[any Disposable]?>

    /// Creates a composite holding `disposables`.
    ///
    /// Book: `+[RACCompoundDisposable compoundDisposableWithDisposables:]`
    public init(_ disposables: [any Disposable] = []) {
        children = Locked(disposables)
    }

    /// Adds a disposable, or disposes it immediately if this composite is disposed.
    ///
    /// `nil` is accepted and ignored, because a signal body may return no disposable.
    ///
    /// Book: `-[RACCompoundDisposable addDisposable:]`
    public func add(_ disposable: (any Disposable)?) {
        guard let disposable else { return }
        let accepted = children.withLock { children -> Bool in
            guard children != nil else { return false }
            children!.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Forgets `disposable` without disposing it, for one that has finished on its own.
    ///
    /// ```swift
    /// let bag = CompositeDisposable()
    /// let upload = ActionDisposable { print("upload cancelled") }
    /// bag.add(upload)
    /// bag.remove(upload)   // the upload finished on its own
    /// bag.dispose()        // prints nothing
    /// ```
    ///
    /// Book: `-[RACCompoundDisposable removeDisposable:]`
    public func remove(_ disposable: any Disposable) {
        children.withLock { children in
            children?.removeAll { $0 === disposable }
        }
    }

    /// Disposes every child, in the order they were added.
    ///
    /// Book: `-[RACCompoundDisposable dispose]`
    public func dispose() {
        let taken = children.withLock { children in
            defer { children = nil }
            return children ?? []
        }
        for child in taken { child.dispose() }
    }

    /// Whether this composite has been disposed.
    ///
    /// Book: `RACCompoundDisposable.disposed`
    public var isDisposed: Bool {
        children.withLock { $0 == nil }
    }
}
