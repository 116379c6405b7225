/// Where the upstream resources of one subscription stand: what its
/// observer releases when the subscription ends.
///
/// It does not depend on the observer's value type, so it lives outside the
/// generic `Observer`: code that runs unspecialised (deinit, `dispose()` through
/// `any Disposable`) then needs no generic type lookups at run time.
enum UpstreamResources {
    /// Nothing to release yet.
    case none
    /// The body's disposable, or an observer feeding this one (an
    /// operator's observer of its source, or a passed-on observer's
    /// passthrough), or several of them tied together. One payload case
    /// only, so the enum needs no tag byte beside the existential.
    case holding(any Disposable)
    case released
}

/// Several resources of one subscription: the body's disposable and the
/// observers feeding this one, disposed in the order they came. Any one of
/// them can be let go of in constant time.
///
/// Book: the RACCompoundDisposable that `-[RACSubscriber didSubscribeWithDisposable:]` adds to
final class TiedResources: Disposable {
    private let entries: Locked<TiedEntries?>

    init(_ resources: [any Disposable]) {
        var entries = TiedEntries()
        for resource in resources { entries.insert(resource) }
        self.entries = Locked(entries)
    }

    /// Adds `resource`, or disposes it at once if this set has been disposed.
    func add(_ resource: any Disposable) {
        let added = entries.withLock { entries -> Bool in
            guard entries != nil else { return false }
            entries?.insert(resource)
            return true
        }
        if !added { resource.dispose() }
    }

    func remove(_ resource: any Disposable) {
        // The resource is released after the lock: its deinit may run code.
        let removed = entries.withLock { $0?.remove(resource) }
        _ = removed
    }

    func dispose() {
        let taken = entries.withLock { entries in
            defer { entries = nil }
            return entries?.inOrder ?? []
        }
        for resource in taken { resource.dispose() }
    }

    var isDisposed: Bool {
        entries.withLock { $0 == nil }
    }
}

/// The resources in `TiedResources`: places in arrival order, reused when
/// freed, and each resource's place found by its identity.
private struct TiedEntries {
    private var places: [(any Disposable)?] = []
    private var placeOf: [ObjectIdentifier: Int] = [:]
    private var free: [Int] = []

    mutating func insert(_ resource: any Disposable) {
        let identity = ObjectIdentifier(resource)
        guard placeOf[identity] == nil else { return }
        if let place = free.popLast() {
            places[place] = resource
            placeOf[identity] = place
        } else {
            places.append(resource)
            placeOf[identity] = places.count - 1
        }
    }

    mutating func remove(_ resource: any Disposable) -> (any Disposable)? {
        let identity = ObjectIdentifier(resource)
        guard let place = placeOf.removeValue(forKey: identity) else { return nil }
        free.append(place)
        defer { places[place] = nil }
        return places[place]
    }

    var inOrder: [any Disposable] {
        places.compactMap { $0 }
    }
}

/// How an observer keeps the resources of its subscription and releases
/// them when the subscription ends.
extension Observer {
    /// Keeps the disposable that the signal's body returned, or disposes it at
    /// once if the subscription ended while the body was still running.
    func attach(_ disposable: (any Disposable)?) {
        guard let disposable else { return }
        hold(disposable)
    }

    /// Adds `resource` to what this subscription releases when it ends, or
    /// disposes it at once if the subscription has ended already.
    func hold(_ resource: any Disposable) {
        let (endedAlready, tied) = upstream.withLock { state -> (Bool, TiedResources?) in
            switch state {
            case .released:
                return (true, nil)
            case .none:
                state = .holding(resource)
            case .holding(let held):
                // Most often the body returns the very subscription it made.
                if held === resource { return (false, nil) }
                if let tied = held as? TiedResources { return (false, tied) }
                state = .holding(TiedResources([held, resource]))
            }
            return (false, nil)
        }
        if endedAlready { resource.dispose() }
        // A tied set disposed meanwhile disposes the newcomer at once.
        tied?.add(resource)
    }

    /// Releases what the subscription holds, once, as it ends: anything
    /// held later is disposed at once.
    func releaseUpstream() {
        let held = upstream.withLock { state -> (any Disposable)? in
            defer { state = .released }
            if case .holding(let resource) = state { return resource }
            return nil
        }
        held?.dispose()
    }

    /// Stops holding `feeder`, which has stopped on its own.
    func letGo(of feeder: any Disposable) {
        let tied = upstream.withLock { state -> TiedResources? in
            guard case .holding(let held) = state else { return nil }
            if held === feeder {
                state = .none
                return nil
            }
            return held as? TiedResources
        }
        tied?.remove(feeder)
    }
}
