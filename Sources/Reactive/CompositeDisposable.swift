/// A disposable that owns several others and disposes them all together.
///
/// Adding to a composite that is already disposed disposes the newcomer at once,
/// so nothing can slip through after cancellation. Operators that hold several
/// subscriptions (merge, combineLatest, flatMap) return one of these.
///
/// Each `add` returns a token, and `remove` takes it: both cost O(1), however
/// many children the composite holds, so `flatMap` with thousands of live
/// inner signals stays as fast per inner as with a few (Contract 14).
///
/// ```swift
/// let bag = CompositeDisposable()
/// bag.add(ActionDisposable { print("a") })
/// bag.add(ActionDisposable { print("b") })
/// bag.dispose()   // prints a, then b
/// ```
///
/// Differs from RAC2: `-removeDisposable:` finds the disposable by identity;
/// here `remove(_:)` takes the token that `add(_:)` returned.
///
/// Book: RACCompoundDisposable
public final class CompositeDisposable: Disposable {
    /// Names one child of a composite, so that it can be removed in O(1).
    ///
    /// A token stays tied to its child: once that child is removed, the token
    /// removes nothing, even when a later child reuses its place.
    ///
    /// Book: none; RAC2 removes a disposable by identity
    public struct Token: Hashable, Sendable {
        fileprivate let slot: Int
        fileprivate let generation: Int
    }

    private let bag: Locked<Bag?>

    /// Creates a composite holding `disposables`.
    ///
    /// Book: `+[RACCompoundDisposable compoundDisposableWithDisposables:]`
    public init(_ disposables: [any Disposable] = []) {
        bag = Locked(Bag(disposables))
    }

    /// Adds a disposable, or disposes it immediately if this composite is disposed.
    ///
    /// `nil` is accepted and ignored, because a signal body may return no
    /// disposable. The token removes this child later; for a child that was
    /// not kept, removing it does nothing.
    ///
    /// Book: `-[RACCompoundDisposable addDisposable:]`
    @discardableResult
    public func add(_ disposable: (any Disposable)?) -> Token {
        guard let disposable else { return Token(slot: -1, generation: 0) }
        let token = bag.withLock { bag in bag?.insert(disposable) }
        guard let token else {
            disposable.dispose()
            return Token(slot: -1, generation: 0)
        }
        return token
    }

    /// Forgets the child that `token` names, without disposing it, for one
    /// that has finished on its own.
    ///
    /// ```swift
    /// let bag = CompositeDisposable()
    /// let upload = bag.add(ActionDisposable { print("upload cancelled") })
    /// bag.remove(upload)   // the upload finished on its own
    /// bag.dispose()        // prints nothing
    /// ```
    ///
    /// Book: `-[RACCompoundDisposable removeDisposable:]`, which takes the disposable itself
    public func remove(_ token: Token) {
        // The removed child is released after the lock: its deinit may run code.
        let removed = bag.withLock { bag in bag?.remove(token) }
        _ = removed
    }

    /// Disposes every child: in the order they were added, except that a
    /// child added after a removal may take the removed one's place.
    ///
    /// Book: `-[RACCompoundDisposable dispose]`
    public func dispose() {
        let taken = bag.withLock { bag in
            defer { bag = nil }
            return bag?.children ?? []
        }
        for child in taken { child.dispose() }
    }

    /// Whether this composite has been disposed.
    ///
    /// Book: `RACCompoundDisposable.disposed`
    public var isDisposed: Bool {
        bag.withLock { $0 == nil }
    }
}

/// The children of a composite, in numbered places. A removed child's place
/// goes on a free list and is reused by the next child added, with a new
/// generation so that the old token no longer matches it.
private struct Bag {
    private var places: [(child: (any Disposable)?, generation: Int)] = []
    private var free: [Int] = []

    init(_ disposables: [any Disposable]) {
        places = disposables.map { ($0, 0) }
    }

    mutating func insert(_ child: any Disposable) -> CompositeDisposable.Token {
        if let slot = free.popLast() {
            places[slot].child = child
            return CompositeDisposable.Token(slot: slot, generation: places[slot].generation)
        }
        places.append((child, 0))
        return CompositeDisposable.Token(slot: places.count - 1, generation: 0)
    }

    mutating func remove(_ token: CompositeDisposable.Token) -> (any Disposable)? {
        guard places.indices.contains(token.slot),
            places[token.slot].generation == token.generation,
            let child = places[token.slot].child
        else { return nil }
        places[token.slot] = (nil, token.generation + 1)
        free.append(token.slot)
        return child
    }

    var children: [any Disposable] {
        places.compactMap(\.child)
    }
}
