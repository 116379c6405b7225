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
        let gate = gate()
        return Observer { event in gate.send(event) }
    }

    /// A gate that forwards each event to this observer, one at a time
    /// (see `serialized()`). A gate that `checksStack` delivers each event
    /// as a step on the running thread's `Trampoline`, so that events
    /// passing up through many levels of a recursive `flatMap` do not
    /// deepen the stack (Contract 13).
    ///
    /// Book: none; RAC2's recursive flattening grows the stack
    func gate(checksStack: Bool = false) -> SerialGate<Event<Value>, Forwarding<Value>> {
        SerialGate(Forwarding(to: self), checksStack: checksStack) { forwarding, event in
            forwarding.send(event)
        }
    }
}

/// The observer a gate forwards to, held until a terminal event has passed.
///
/// Once a terminal event has passed, the observer is let go of, so that an
/// ended level of a deep recursion does not keep the levels above it alive.
/// Events go through an unretained reference, which costs no reference
/// counting, and only while the strong one keeps the observer alive.
///
/// Book: none; the target of the serialization RACSignal's subscribers rely on
struct Forwarding<Value: Sendable> {
    private let target: Unmanaged<Observer<Value>>
    private var kept: Observer<Value>?

    init(to target: Observer<Value>) {
        self.target = .passUnretained(target)
        kept = target
    }

    /// Forwards `event`, unless a terminal event has passed already.
    mutating func send(_ event: Event<Value>) {
        guard kept != nil else { return }
        target._withUnsafeGuaranteedRef { $0.send(event) }
        if event.isTerminal { kept = nil }
    }
}
