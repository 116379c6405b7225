/// The subscriptions that feed one subject, disposed when the subject ends
/// (Contract 10).
///
/// `signal.subscribe(subject)` hands its subscription to the subject, which
/// keeps it until the subject completes or fails, then disposes it, as
/// RAC2's subject does with every subscription it is given. A subscription
/// that ends first, by its own terminal event or by disposal, is let go of
/// at once, so it never keeps the subject alive. A subscription handed over
/// after the subject has ended is disposed at once.
///
/// ```swift
/// let subject = Subject<Int>()
/// let feed = Signal<Int>.never.subscribe(subject)
/// subject.sendCompleted()
/// print(feed.isDisposed)   // prints true
/// ```
///
/// Book: the `disposable` of RACSubject, to which `-didSubscribeWithDisposable:` adds each one
final class SubjectFeeds: Disposable {
    private struct Entries {
        var live: [Int: any Disposable] = [:]
        var nextKey = 0
        /// The count at which disposed entries that never said so are swept.
        var sweepAt = 16
        var isDisposed = false
    }

    private let entries = Locked(Entries())

    /// Keeps `subscription` until the subject ends, or disposes it at once if
    /// the subject has ended.
    func add(_ subscription: any Disposable) {
        let key = entries.withLock { entries -> Int? in
            guard !entries.isDisposed else { return nil }
            let key = entries.nextKey
            entries.nextKey += 1
            entries.live[key] = subscription
            // A plain disposable cannot say when it ends: forget the disposed
            // ones each time the list doubles, so it stays small.
            if entries.live.count >= entries.sweepAt {
                entries.live = entries.live.filter { !$0.value.isDisposed }
                entries.sweepAt = max(16, 2 * entries.live.count)
            }
            return key
        }
        guard let key else { return subscription.dispose() }
        // An observer says when it ends: let go of it then.
        (subscription as? any EndReporting)?.whenEnded(
            ActionDisposable { [weak self] in self?.remove(key) })
    }

    private func remove(_ key: Int) {
        // Released after the lock: a subscription's deinit may run code.
        let removed = entries.withLock { $0.live.removeValue(forKey: key) }
        _ = removed
    }

    /// Disposes every subscription still kept, and any added later.
    func dispose() {
        let taken = entries.withLock { entries -> [any Disposable] in
            defer {
                entries.live = [:]
                entries.isDisposed = true
            }
            return entries.live.sorted { $0.key < $1.key }.map(\.value)
        }
        for subscription in taken { subscription.dispose() }
    }

    var isDisposed: Bool {
        entries.withLock { $0.isDisposed }
    }
}

/// A subscription that can run a disposable when it ends: an `Observer`.
protocol EndReporting: Disposable {
    /// Disposes `resource` when the subscription ends, or at once if it has.
    func whenEnded(_ resource: any Disposable)
}

extension Observer: EndReporting {
    func whenEnded(_ resource: any Disposable) {
        attach(resource)
    }
}
