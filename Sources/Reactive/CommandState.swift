/// The bookkeeping behind a `Command`: how many runs are in progress, whether
/// it may run, and what its observers have yet to hear.
///
/// A `Command` keeps one of these behind its lock. Each change queues notices
/// in `outbox`; after releasing the lock, one thread at a time delivers them,
/// so observers hear `isExecuting`, `isEnabled`, each run and each ending in
/// the order the state went through them, even when runs end on other threads.
///
/// Book: the private state of RACCommand
struct CommandState<Output: Sendable> {
    /// Something observers must hear about, queued under the lock, delivered after it.
    enum Notice {
        case executing(Bool)
        case enabled(Bool)
        case started(Signal<Output>)
        case ended(Event<Output>)
    }

    let allowsConcurrentExecution: Bool
    var enabledInput = true  // the enabled signal's latest value
    var running = 0
    var announcedExecuting = false
    var announcedEnabled = true
    var enabledSubscription: (any Disposable)?
    var outbox: [Notice] = []
    var isDelivering = false

    /// Whether a run may start now.
    var canExecute: Bool {
        enabledInput && (allowsConcurrentExecution || running == 0)
    }

    /// Queues a notice for `isExecuting` and for `isEnabled` if they changed.
    mutating func queueStateChanges() {
        if (running > 0) != announcedExecuting {
            announcedExecuting.toggle()
            outbox.append(.executing(announcedExecuting))
        }
        if canExecute != announcedEnabled {
            announcedEnabled.toggle()
            outbox.append(.enabled(announcedEnabled))
        }
    }

    /// The next notice to deliver, or nil (and no longer delivering) if none.
    mutating func takeNotice() -> Notice? {
        if outbox.isEmpty { isDelivering = false }
        return outbox.isEmpty ? nil : outbox.removeFirst()
    }
}
