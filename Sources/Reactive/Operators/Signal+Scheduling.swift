extension Signal {
    /// Delivers every event through `scheduler`, in the order the source sent them.
    ///
    /// The source still runs where it runs; only the delivery moves. Each
    /// next, error and completed is handed to `scheduler`, and the observer
    /// receives them there, one at a time and in order, even if the scheduler
    /// itself does not promise an order. Disposing cancels deliveries that
    /// have not run yet.
    ///
    /// ```swift
    /// let ui = QueueScheduler(name: "ui")
    /// Signal.just("photo")
    ///     .deliverOn(ui)
    ///     .subscribeNext { _ in print(QueueScheduler.currentQueueName) }
    /// // prints ui
    /// ```
    ///
    /// Book: `-[RACSignal deliverOn:]`
    public func deliverOn(_ scheduler: any Scheduler) -> Signal {
        Signal { observer in
            let queue = Locked(DeliveryQueue<Value>())
            let delivery = SerialDisposable()
            @Sendable func drain() {
                while let events = queue.withLock({ $0.takeAll() }) {
                    for event in events { observer.send(event) }
                }
            }
            let upstream = self.subscribe(
                Observer(feeding: observer) { event in
                    let startsDelivery = queue.withLock { $0.append(event) }
                    if startsDelivery { delivery.inner = scheduler.schedule(drain) }
                })
            return CompositeDisposable([upstream, delivery])
        }
    }

    /// Subscribes to the source on `scheduler`, so the source's body runs there;
    /// disposal goes through `scheduler` too.
    ///
    /// Events are delivered wherever the source sends them: if its body sends
    /// at once, that is on `scheduler`. Disposing stops deliveries at once,
    /// cancels the subscription if it has not started yet, and asks
    /// `scheduler` to dispose the source's subscription.
    ///
    /// ```swift
    /// let worker = QueueScheduler(name: "worker")
    /// let work = Signal<String> { observer in
    ///     observer.sendNext(QueueScheduler.currentQueueName)
    ///     observer.sendCompleted()
    ///     return nil
    /// }
    /// work.subscribeOn(worker).subscribeNext { print($0) }   // prints worker
    /// ```
    ///
    /// Book: `-[RACSignal subscribeOn:]`
    public func subscribeOn(_ scheduler: any Scheduler) -> Signal {
        Signal { observer in
            let subscription = SerialDisposable()
            // A forwarding observer of its own that `observer` does not hold:
            // disposing `observer` would dispose it at once, not on `scheduler`.
            let start = scheduler.schedule {
                subscription.inner = self.subscribe(
                    Observer(feedingWithoutTie: observer, observer.send))
            }
            return ActionDisposable {
                start?.dispose()
                scheduler.schedule { subscription.dispose() }
            }
        }
    }
}

/// Events waiting for `deliverOn` to hand them over, and whether a delivery
/// is already scheduled to take them.
private struct DeliveryQueue<Value: Sendable> {
    private var events: [Event<Value>] = []
    private var isScheduled = false

    /// Queues `event`; returns true if a delivery must be scheduled for it.
    mutating func append(_ event: Event<Value>) -> Bool {
        events.append(event)
        defer { isScheduled = true }
        return !isScheduled
    }

    /// The events to deliver now, or `nil` (ending this delivery) if none are left.
    mutating func takeAll() -> [Event<Value>]? {
        guard !events.isEmpty else {
            isScheduled = false
            return nil
        }
        defer { events = [] }
        return events
    }
}
