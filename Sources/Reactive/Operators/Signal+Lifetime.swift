extension Signal {
    /// Passes everything through until `lifetime` ends, then completes.
    ///
    /// Values, errors and completion from this signal pass through unchanged.
    /// When the lifetime ends first, the result completes and this signal's
    /// subscription is disposed at that moment. If the lifetime has already
    /// ended, the result completes at once, without subscribing to this signal.
    ///
    /// ```
    /// -a-b-c-d-|   take(during:), lifetime ends at 4   -a-b|
    /// ```
    ///
    /// ```swift
    /// var token: Lifetime.Token? = Lifetime.Token()
    /// let ticks = Subject<Int>()
    /// ticks.signal.take(during: token!.lifetime).subscribe(
    ///     next: { print($0) }, completed: { print("done") })
    /// ticks.sendNext(1)   // prints 1
    /// token = nil         // prints done
    /// ticks.sendNext(2)   // prints nothing
    /// ```
    ///
    /// Book: `-takeUntil:` with `-rac_willDeallocSignal` as the trigger
    public func take(during lifetime: Lifetime) -> Signal {
        Signal { observer in
            // Two sources (this signal and the lifetime) feed one observer.
            // The lifetime holds `serial` weakly: once this subscription is
            // over, a long-lived lifetime should not keep it in memory.
            let serial = observer.serialized()
            let ending = lifetime.ended.subscribe(
                Observer(feeding: observer) { [weak serial] _ in serial?.sendCompleted() })
            guard !observer.isDisposed else { return ending }
            let source = self.subscribe(serial)
            return CompositeDisposable([ending, source])
        }
    }

    /// The book's spelling of `take(during:)`: complete when `lifetime` ends.
    ///
    /// ```swift
    /// let (lifetime, token) = Lifetime.make()
    /// Signal<Int>.never.takeUntil(lifetime).subscribeCompleted { print("done") }
    /// _ = token   // prints done once the token is released
    /// ```
    ///
    /// Book: `[signal takeUntil:self.rac_willDeallocSignal]`
    public func takeUntil(_ lifetime: Lifetime) -> Signal {
        take(during: lifetime)
    }
}
