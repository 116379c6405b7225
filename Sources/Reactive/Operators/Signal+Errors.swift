extension Signal {
    /// Replaces an error with the signal that `handler` makes from it.
    ///
    /// Values and completion pass through. On an error, the source's
    /// subscription ends, `handler` is called with the error, and the signal
    /// it returns takes over: its events are passed on from then on.
    ///
    /// ```
    /// -a-#        catch { _ in -x| }   -a--x|
    /// ```
    ///
    /// ```swift
    /// let download = Signal<String>.error(URLError(.notConnectedToInternet))
    /// download.catch { _ in Signal.just("cached photo") }.subscribeNext { print($0) }
    /// // prints cached photo
    /// ```
    ///
    /// Book: `-[RACSignal catch:]`
    public func `catch`(_ handler: @escaping @Sendable (any Error) -> Signal) -> Signal {
        Signal { observer in
            let replacement = SerialDisposable()
            let source = self.subscribe(
                Observer(feeding: observer) { event in
                    guard case .error(let error) = event else { return observer.send(event) }
                    replacement.inner = handler(error).subscribe(observer)
                })
            return CompositeDisposable([source, replacement])
        }
    }

    /// Replaces an error with `replacement`, whatever the error was.
    ///
    /// The same as `catch { _ in replacement }`.
    ///
    /// ```
    /// -a-#        catchTo(-x|)   -a--x|
    /// ```
    ///
    /// ```swift
    /// Signal<Int>.error(URLError(.badURL)).catchTo(.just(0)).subscribeNext { print($0) }
    /// // prints 0
    /// ```
    ///
    /// Book: `-[RACSignal catchTo:]`
    public func catchTo(_ replacement: Signal) -> Signal {
        self.catch { _ in replacement }
    }

    /// Subscribes to the source again each time it fails, for as long as it takes.
    ///
    /// Values and completion pass through; an error is never passed on, it
    /// starts a new subscription instead. A source that always fails keeps
    /// this signal going until you dispose it.
    ///
    /// ```
    /// -a#         retry()   -a-a-a-a-…
    /// ```
    ///
    /// ```swift
    /// let flaky = Signal<String>.deferred {
    ///     Bool.random() ? .error(URLError(.timedOut)) : .just("ok")
    /// }
    /// flaky.retry().subscribeNext { print($0) }   // prints ok, once an attempt succeeds
    /// ```
    ///
    /// Book: `-[RACSignal retry]`
    public func retry() -> Signal {
        restarting(after: .error, limit: nil)
    }

    /// Subscribes to the source again when it fails, at most `count` times;
    /// after that, the error is passed on.
    ///
    /// `retry(0)` passes the first error on. (In the book, `-retry:0` retries
    /// forever; here that is `retry()`.)
    ///
    /// ```
    /// --#         retry(2)   ------#   (three subscriptions: 0–2, 2–4, 4–6)
    /// ```
    ///
    /// ```swift
    /// let failing = Signal<Int>.error(URLError(.timedOut)).initially { print("attempt") }
    /// failing.retry(2).subscribeError { _ in print("gave up") }
    /// // prints attempt, attempt, attempt, gave up
    /// ```
    ///
    /// Book: `-[RACSignal retry:]`
    public func retry(_ count: Int) -> Signal {
        precondition(count >= 0, "retry(_:) needs a count of zero or more, not \(count)")
        return restarting(after: .error, limit: count)
    }

    /// Subscribes to the source again each time it completes, until disposed.
    ///
    /// Values pass through; completion is never passed on, it starts a new
    /// subscription instead. An error ends the signal.
    ///
    /// ```
    /// -a|         repeat()   -a-a-a-a-…
    /// ```
    ///
    /// ```swift
    /// // A synchronous source repeats inside `subscribe`, forever unless something
    /// // downstream disposes it: here `take(3)` does, after the third value.
    /// Signal.just("tick").repeat().take(3).subscribeNext { print($0) }
    /// // prints tick, tick, tick
    /// ```
    ///
    /// Book: `-[RACSignal repeat]`
    public func `repeat`() -> Signal {
        restarting(after: .completed, limit: nil)
    }

    /// Subscribes to the source, and again each time it ends with `restart`,
    /// at most `limit` times.
    ///
    /// A source that ends while it is being subscribed to (a synchronous one)
    /// does not subscribe again from inside itself: the loop below notices
    /// and subscribes once the current `subscribe` call has returned, so the
    /// stack does not grow however many times it restarts.
    private func restarting(after restart: Restart, limit: Int?) -> Signal {
        Signal { observer in
            let loop = Locked(RestartLoop(limit: limit))
            let current = SerialDisposable()
            @Sendable func subscribeAgain() {
                guard loop.withLock({ $0.request() }) else { return }
                while loop.withLock({ $0.takeTurn(stopped: observer.isDisposed) }) {
                    current.inner = self.subscribe(
                        Observer(feeding: observer) { event in
                            guard restart.matches(event), loop.withLock({ $0.mayRestart() })
                            else { return observer.send(event) }
                            subscribeAgain()
                        })
                }
            }
            subscribeAgain()
            return current
        }
    }
}

/// Which terminal event makes `restarting(after:limit:)` subscribe again.
private enum Restart {
    case error
    case completed

    func matches<Value>(_ event: Event<Value>) -> Bool {
        switch (self, event) {
        case (.error, .error), (.completed, .completed): return true
        default: return false
        }
    }
}

/// The state of one restarting subscription: how often it has restarted,
/// and whether a loop on some stack is already subscribing.
private struct RestartLoop {
    let limit: Int?
    var restarts = 0
    var isLooping = false
    var isRequested = false

    /// Asks for a subscription; true if the caller must run the loop itself.
    mutating func request() -> Bool {
        isRequested = true
        defer { isLooping = true }
        return !isLooping
    }

    /// True if the loop must subscribe once more; otherwise the loop ends.
    mutating func takeTurn(stopped: Bool) -> Bool {
        guard isRequested, !stopped else {
            isLooping = false
            return false
        }
        isRequested = false
        return true
    }

    /// Counts a restart; false once the limit is used up.
    mutating func mayRestart() -> Bool {
        if let limit, restarts >= limit { return false }
        restarts += 1
        return true
    }
}
