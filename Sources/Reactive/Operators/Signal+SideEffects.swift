extension Signal {
    /// Runs `action` with each value, then passes the value on.
    ///
    /// Errors and completion pass through untouched. The action runs once per
    /// value per subscriber, just before the subscriber sees the value.
    ///
    /// ```swift
    /// Signal.from([1, 2])
    ///     .doNext { print("saw \($0)") }
    ///     .subscribeNext { print("got \($0)") }
    /// // prints saw 1, got 1, saw 2, got 2
    /// ```
    ///
    /// Book: `-[RACSignal doNext:]`
    public func doNext(_ action: @escaping @Sendable (Value) -> Void) -> Signal {
        Signal { observer in
            self.subscribe(
                Observer(feeding: observer) { event in
                    if case .next(let value) = event { action(value) }
                    observer.send(event)
                })
        }
    }

    /// Runs `action` with the error, if the source fails, then passes the error on.
    ///
    /// Values and completion pass through untouched.
    ///
    /// ```swift
    /// Signal<Int>.error(URLError(.badURL))
    ///     .doError { _ in print("logging the failure") }
    ///     .subscribeError { _ in print("showing an alert") }
    /// // prints logging the failure, showing an alert
    /// ```
    ///
    /// Book: `-[RACSignal doError:]`
    public func doError(_ action: @escaping @Sendable (any Error) -> Void) -> Signal {
        Signal { observer in
            self.subscribe(
                Observer(feeding: observer) { event in
                    if case .error(let error) = event { action(error) }
                    observer.send(event)
                })
        }
    }

    /// Runs `action` when the source completes, then passes completion on.
    ///
    /// Values and errors pass through untouched.
    ///
    /// ```swift
    /// Signal.just(1)
    ///     .doCompleted { print("hiding the spinner") }
    ///     .subscribeCompleted { print("done") }
    /// // prints hiding the spinner, done
    /// ```
    ///
    /// Book: `-[RACSignal doCompleted:]`
    public func doCompleted(_ action: @escaping @Sendable () -> Void) -> Signal {
        Signal { observer in
            self.subscribe(
                Observer(feeding: observer) { event in
                    if case .completed = event { action() }
                    observer.send(event)
                })
        }
    }

    /// Runs `action` at each subscription, just before the source's body runs.
    ///
    /// Every subscriber triggers it once; the events are the source's own.
    ///
    /// ```swift
    /// let photos = Signal.just("photo").initially { print("showing the spinner") }
    /// photos.subscribeNext { print($0) }
    /// // prints showing the spinner, photo
    /// ```
    ///
    /// Book: `-[RACSignal initially:]`
    public func initially(_ action: @escaping @Sendable () -> Void) -> Signal {
        Signal { observer in
            action()
            return self.subscribe(observer)
        }
    }

    /// Runs `action` when the source completes or fails, just before that
    /// event is passed on.
    ///
    /// Values pass through untouched. As in the book, `action` does *not* run
    /// when the subscriber disposes before the source has finished: it marks
    /// the end of the source's work, not of the subscription.
    ///
    /// ```swift
    /// Signal<Int>.error(URLError(.timedOut))
    ///     .finally { print("hiding the spinner") }
    ///     .subscribeError { _ in print("failed") }
    /// // prints hiding the spinner, failed
    /// ```
    ///
    /// Book: `-[RACSignal finally:]`
    public func finally(_ action: @escaping @Sendable () -> Void) -> Signal {
        Signal { observer in
            self.subscribe(
                Observer(feeding: observer) { event in
                    if event.isTerminal { action() }
                    observer.send(event)
                })
        }
    }
}
