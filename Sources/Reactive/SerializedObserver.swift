
extension Observer {
    /// An observer that forwards to this one, one event at a time.
    ///
    /// Operators that listen to several sources (merge, combineLatest, a timer
    /// and a source) send through this, and so should a signal body that sends
    /// from more than one thread. If two sources send at once, or a delivery
    /// causes another send on the same thread, the second event waits until the
    /// first has been delivered, so this observer's events stay serial and never
    /// re-entrant (Contract 2). No lock is held while the downstream observer runs.
    ///
    /// ```swift
    /// let ticks = Signal<String> { observer in
    ///     let output = observer.serialized()
    ///     DispatchQueue.global().async { output.sendNext("from one thread") }
    ///     DispatchQueue.global().async { output.sendNext("from another") }
    ///     return nil
    /// }
    /// ticks.subscribeNext { print($0) }   // prints both lines, never at the same time
    /// ```
    ///
    /// Book: the serialization RACSignal's subscribers rely on, made explicit
    public func serialized() -> Observer<Value> {
        let gate = SerialGate(self)
        return Observer { event in gate.send(event) }
    }
}

/// Queues events that arrive while another is being delivered.
private final class SerialGate<Value: Sendable>: Sendable {
    private struct State {
        var waiting: [Event<Value>] = []
        var isDelivering = false
    }

    private let state = Locked(State())
    private let target: Observer<Value>

    init(_ target: Observer<Value>) {
        self.target = target
    }

    func send(_ event: Event<Value>) {
        let deliverNow = state.withLock { state -> Bool in
            if state.isDelivering {
                state.waiting.append(event)
                return false
            }
            state.isDelivering = true
            return true
        }
        guard deliverNow else { return }
        var next: Event<Value>? = event
        while let current = next {
            target.send(current)
            next = state.withLock { state in
                guard !state.waiting.isEmpty else {
                    state.isDelivering = false
                    return nil
                }
                return state.waiting.removeFirst()
            }
        }
    }
}
