/// A lazy list: nothing is computed until you pull, and nothing is computed twice.
///
/// A signal pushes values at you when it likes; a pull sequence waits until
/// you ask for one (`head`, `tail`, `array`, a `for` loop). Pulling an element
/// runs the work for that element only: reading a Swift sequence, or the
/// closures of `map` and `filter`. The result is remembered, so traversing the
/// sequence again, or from another thread, reads the answers without running
/// any work again.
///
/// ```swift
/// let runs = MutableProperty(0)   // a counter that `@Sendable` closures may share
/// let squares = PullSequence(1...3).map { n in
///     runs.value += 1
///     return n * n
/// }
/// print(runs.value)      // prints 0: nothing pulled yet
/// print(squares.head!)   // prints 1
/// print(runs.value)      // prints 1: only the first element's work
/// print(squares.array)   // prints [1, 4, 9]
/// print(squares.array)   // prints [1, 4, 9], and runs stays 3
/// ```
///
/// It is also a Swift `Sequence`, so `for square in squares { … }` works.
/// Swift's own `map` and `filter` on sequences are eager and return arrays;
/// this type's `map` and `filter` take `@Sendable` closures and stay lazy.
/// A closure written inline that changes a local `var` does not compile here;
/// one stored in a constant first is not `@Sendable`, so it quietly gets
/// Swift's eager `map` instead. Share counters through a `Sendable` class.
///
/// Book: RACSequence
public struct PullSequence<Value: Sendable>: Sendable {
    let first: PullCell<Value>

    private init(first: PullCell<Value>) {
        self.first = first
    }

    /// A sequence that reads `elements` lazily, one element per pull.
    ///
    /// The sequence's iterator is made now, and `next()` is called only when
    /// an element is first pulled, at most once per element, even for a
    /// single-pass sequence. `sending` means you hand the sequence over: it
    /// may be read later, from another thread.
    ///
    /// ```swift
    /// let letters = PullSequence(["a", "b", "c"])
    /// print(letters.tail.head!)   // prints b
    /// ```
    ///
    /// Book: `-[NSArray rac_sequence]`
    public init<Elements: Swift.Sequence>(_ elements: sending Elements)
    where Elements.Element == Value {
        let reader = IteratorReader(elements.makeIterator())
        self.init(reading: reader.next)
    }

    /// A sequence whose elements come from calling `next`, once per element,
    /// in order, until it returns `nil` (after which it is not called again).
    init(reading next: @escaping @Sendable () -> Value?) {
        self.init(first: .reading(next))
    }

    /// The first element, pulled now; `nil` if the sequence is empty.
    ///
    /// ```swift
    /// print(PullSequence([7, 8]).head ?? 0)   // prints 7
    /// ```
    ///
    /// Book: `-[RACSequence head]`
    public var head: Value? {
        guard case .element(let value, _) = first.pull() else { return nil }
        return value
    }

    /// Everything after the first element; empty if there is nothing after it.
    ///
    /// Pulls the first element, not the rest. (The book returns nil for an
    /// empty tail; an empty sequence reads better in Swift.)
    ///
    /// ```swift
    /// print(PullSequence([7, 8, 9]).tail.array)   // prints [8, 9]
    /// ```
    ///
    /// Book: `-[RACSequence tail]`
    public var tail: PullSequence {
        guard case .element(_, let rest) = first.pull() else { return self }
        return PullSequence(first: rest)
    }

    /// Whether there is no first element. Pulls the first element to find out.
    ///
    /// Book: `-[RACSequence head] == nil`
    public var isEmpty: Bool {
        head == nil
    }

    /// A sequence of `transform` applied to each element, lazily and once each.
    ///
    /// ```swift
    /// print(PullSequence([1, 2]).map { $0 * 10 }.array)   // prints [10, 20]
    /// ```
    ///
    /// Book: `-[RACSequence map:]`
    public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue)
        -> PullSequence<NewValue>
    {
        @Sendable func mapped(_ cell: PullCell<Value>) -> PullCell<NewValue> {
            PullCell {
                guard case .element(let value, let rest) = cell.pull() else { return .end }
                return .element(transform(value), mapped(rest))
            }
        }
        return PullSequence<NewValue>(first: mapped(first))
    }

    /// A sequence of the elements for which `isIncluded` is true, tested lazily and once each.
    ///
    /// Pulling one element of the result pulls as many elements of this
    /// sequence as it takes to find the next one that is included.
    ///
    /// ```swift
    /// print(PullSequence(1...6).filter { $0.isMultiple(of: 3) }.array)   // prints [3, 6]
    /// ```
    ///
    /// Book: `-[RACSequence filter:]`
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> PullSequence {
        @Sendable func filtered(_ cell: PullCell<Value>) -> PullCell<Value> {
            PullCell {
                var candidate = cell
                while case .element(let value, let rest) = candidate.pull() {
                    if isIncluded(value) { return .element(value, filtered(rest)) }
                    candidate = rest
                }
                return .end
            }
        }
        return PullSequence(first: filtered(first))
    }
}

/// One link of a pull sequence: either the work that will produce it, or the
/// remembered result of that work (an element and the next cell, or the end).
final class PullCell<Value: Sendable>: Sendable {
    enum Pulled: Sendable {
        case element(Value, PullCell)
        case end
    }

    private enum State {
        case waiting(@Sendable () -> Pulled)
        case pulled(Pulled)
    }

    private let state: Locked<State>

    init(_ work: @escaping @Sendable () -> Pulled) {
        state = Locked(.waiting(work))
    }

    /// A chain of cells that reads its elements from `next`, one call per cell.
    static func reading(_ next: @escaping @Sendable () -> Value?) -> PullCell {
        PullCell {
            guard let value = next() else { return .end }
            return .element(value, reading(next))
        }
    }

    /// Runs this cell's work the first time; afterwards returns what it gave.
    ///
    /// The work runs while this cell's lock is held, so that it runs exactly
    /// once even if two threads pull at the same moment: the second waits for
    /// the first and reads its result. (Work that pulls its own cell again
    /// would wait for itself forever; no element can be defined by itself.)
    func pull() -> Pulled {
        state.withLock { state in
            switch state {
            case .pulled(let pulled):
                return pulled
            case .waiting(let work):
                let pulled = work()
                state = .pulled(pulled)
                return pulled
            }
        }
    }

    /// The result if this cell has been pulled, without pulling it.
    var pulledSoFar: Pulled? {
        state.withLock { state in
            guard case .pulled(let pulled) = state else { return nil }
            return pulled
        }
    }

    // A long chain of pulled cells would be freed recursively, one stack frame
    // per cell, and overflow the stack. Unlink it iteratively instead.
    deinit {
        var next = unlinkNext()
        while var cell = next {
            next = nil
            guard isKnownUniquelyReferenced(&cell) else { break }
            next = cell.unlinkNext()
        }
    }

    private func unlinkNext() -> PullCell? {
        state.withLock { state in
            guard case .pulled(.element(_, let next)) = state else { return nil }
            state = .pulled(.end)
            return next
        }
    }
}

/// Reads a Swift iterator under a lock, so a non-`Sendable` iterator can be pulled from any thread.
private final class IteratorReader<Base: IteratorProtocol>: Sendable where Base.Element: Sendable {
    private let iterator: Locked<Base>

    init(_ iterator: sending Base) {
        self.iterator = Locked(iterator)
    }

    func next() -> Base.Element? {
        iterator.withLock { $0.next() }
    }
}
