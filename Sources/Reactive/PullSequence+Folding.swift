import Dispatch

// Walking a pull sequence: `for` loops, arrays, folds, its description, and
// the bridges to and from signals.

extension PullSequence: Swift.Sequence {
    /// Walks a pull sequence, pulling each element as the loop reaches it.
    ///
    /// Book: `-[RACSequence objectEnumerator]`
    public struct Iterator: IteratorProtocol {
        fileprivate var cell: PullCell<Value>

        /// The next element, pulled now, or `nil` at the end.
        ///
        /// Book: `-[NSEnumerator nextObject]` on `-[RACSequence objectEnumerator]`
        public mutating func next() -> Value? {
            guard case .element(let value, let rest) = cell.pull() else { return nil }
            cell = rest
            return value
        }
    }

    /// Starts a walk from the first element. Each walk reads the same remembered elements.
    ///
    /// Book: `-[RACSequence objectEnumerator]`
    public func makeIterator() -> Iterator {
        Iterator(cell: first)
    }
}

extension PullSequence: CustomStringConvertible {
    /// The elements pulled so far, then `…` if more may follow; pulls nothing.
    ///
    /// ```swift
    /// let numbers = PullSequence(1...3)
    /// print(numbers)   // prints PullSequence(…)
    /// _ = numbers.head
    /// print(numbers)   // prints PullSequence(1, …)
    /// _ = numbers.array
    /// print(numbers)   // prints PullSequence(1, 2, 3)
    /// ```
    ///
    /// Book: no direct equivalent; RACSequence's description pulls everything
    public var description: String {
        var shown: [String] = []
        var cell = first
        while let pulled = cell.pulledSoFar {
            guard case .element(let value, let rest) = pulled else {
                return "PullSequence(\(shown.joined(separator: ", ")))"
            }
            shown.append("\(value)")
            cell = rest
        }
        return "PullSequence(\((shown + ["…"]).joined(separator: ", ")))"
    }
}

extension PullSequence {
    /// Every element, pulled now, in an array.
    ///
    /// ```swift
    /// print(PullSequence(1...3).array)   // prints [1, 2, 3]
    /// ```
    ///
    /// Book: `-[RACSequence array]`
    public var array: [Value] {
        Array(self)
    }

    /// Combines the elements from the first to the last, starting from `start`.
    ///
    /// Pulls every element. `combine` gets the result so far and the next element.
    ///
    /// ```swift
    /// let digits = PullSequence([1, 2, 3]).foldLeft(0) { sum, n in sum * 10 + n }
    /// print(digits)   // prints 123
    /// ```
    ///
    /// Book: `-[RACSequence foldLeftWithStart:reduce:]`
    public func foldLeft<Result>(_ start: Result, _ combine: (Result, Value) -> Result) -> Result {
        var result = start
        for value in self {
            result = combine(result, value)
        }
        return result
    }

    /// Combines the elements from the last to the first, pulling only what `combine` asks for.
    ///
    /// `combine` gets an element and `rest`, a closure that folds the rest of
    /// the sequence. Nothing after the element is pulled unless `combine` calls
    /// `rest()` (which computes once, however often it is called), so a fold
    /// can stop early, even on an endless sequence. `start` is the result for
    /// the empty end. Each call of `rest()` goes one call deeper on the stack;
    /// prefer `foldLeft` to fold a long sequence to the end.
    ///
    /// ```swift
    /// let numbers = PullSequence(1...)   // endless
    /// let hasEven = numbers.foldRight(false) { n, rest in n.isMultiple(of: 2) || rest() }
    /// print(hasEven)   // prints true, after pulling 1 and 2 only
    /// ```
    ///
    /// Book: `-[RACSequence foldRightWithStart:reduce:]`, whose `rest.head` is our `rest()`
    public func foldRight<Result>(
        _ start: Result, _ combine: (Value, _ rest: () -> Result) -> Result
    ) -> Result {
        // `combine` is handed a closure that calls `combine` again; Swift
        // allows that only for a closure marked escaping, though none escapes.
        withoutActuallyEscaping(combine) { combine in
            foldRight(start, recursing: combine)
        }
    }

    private func foldRight<Result>(
        _ start: Result, recursing combine: @escaping (Value, () -> Result) -> Result
    ) -> Result {
        guard let value = head else { return start }
        var folded: Result?
        return combine(value) {
            if let folded { return folded }
            let result = tail.foldRight(start, recursing: combine)
            folded = result
            return result
        }
    }

    /// A signal that sends the elements on `scheduler`, then completes.
    ///
    /// Each subscription walks the sequence from the start, one element per
    /// action on `scheduler`: an action pulls one element and sends it, then
    /// schedules the next, so other work on the scheduler runs in between.
    /// Disposing stops the walk before the next pull. Elements already pulled
    /// are remembered, so a second subscriber runs no work again. On the
    /// immediate scheduler the walk is a loop, however long the sequence.
    ///
    /// ```
    /// PullSequence(["a", "b"]).signal(on: scheduler), subscribed at 2   --(ab|)
    /// ```
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// PullSequence([1, 2]).signal(on: scheduler).subscribeNext { print($0) }
    /// scheduler.schedule { print("other work") }
    /// scheduler.run()   // prints 1, other work, 2
    /// ```
    ///
    /// Book: `-[RACSequence signalWithScheduler:]`
    public func signal(on scheduler: any Scheduler) -> Signal<Value> {
        Signal { observer in
            let rest = Locked(self)
            return scheduler.scheduleSteps {
                guard !observer.isDisposed else { return false }
                // Pulling runs the sequence's own closures: not under the lock.
                let current = rest.withLock { $0 }
                guard let value = current.head else {
                    observer.sendCompleted()
                    return false
                }
                rest.withLock { $0 = current.tail }
                observer.sendNext(value)
                return true
            }
        }
    }
}

extension Signal {
    /// This signal's values as a pull sequence; pulling waits for the signal.
    ///
    /// Nothing happens until the first pull. Then the sequence subscribes, and
    /// each pull **blocks the calling thread** until the signal sends the next
    /// value or ends: `head` waits for the first value, `array` waits for
    /// completion. An error ends the sequence early (the error itself is
    /// dropped, as in the book). The subscription is disposed when the
    /// sequence is freed.
    ///
    /// Never pull on the thread or scheduler that must deliver the values (the
    /// main thread for `MainScheduler`, the test's own thread for a
    /// `TestScheduler` that nobody advances): it would wait for itself forever.
    ///
    /// ```swift
    /// print(Signal.from([1, 2, 3]).map { $0 * 2 }.sequence.array)   // prints [2, 4, 6]
    /// ```
    ///
    /// Book: `-[RACSignal sequence]`
    public var sequence: PullSequence<Value> {
        let reader = SignalReader(self)
        return PullSequence(reading: reader.next)
    }
}

/// Subscribes at the first read, then hands out the signal's events one read at a time.
private final class SignalReader<Value: Sendable>: Sendable {
    private struct State {
        var subscription: (any Disposable)?
        var hasSubscribed = false
        var arrived: [Event<Value>] = []
    }

    private let signal: Signal<Value>
    private let state = Locked(State())
    private let arrivals = DispatchSemaphore(value: 0)  // one signal per arrived event

    init(_ signal: Signal<Value>) {
        self.signal = signal
    }

    deinit {
        state.withLock { $0.subscription }?.dispose()
    }

    /// Waits for the next event: its value, or `nil` once the signal has ended.
    /// The sequence calls this once per element and never again after `nil`.
    func next() -> Value? {
        let subscribes = state.withLock { state in
            defer { state.hasSubscribed = true }
            return !state.hasSubscribed
        }
        if subscribes {
            let subscription = signal.subscribe(
                Observer { [weak self] event in
                    guard let self else { return }
                    state.withLock { $0.arrived.append(event) }
                    arrivals.signal()
                })
            state.withLock { $0.subscription = subscription }
        }
        arrivals.wait()
        return state.withLock { $0.arrived.removeFirst() }.value
    }
}
