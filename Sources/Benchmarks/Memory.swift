import Reactive

/// Bytes per live subscription, for many subscriptions to one subject.
///
/// Run it before other workloads, whose freed memory would otherwise be
/// reused and hide the growth.
func memoryWorkload(subscriptions: Int) -> Double {
    let subject = Subject<Int>()
    let sink = Sink()
    let before = residentBytes()
    for _ in 0..<subscriptions {
        subject.signal.subscribeNext { sink.consume($0) }
    }
    let after = residentBytes()
    subject.sendCompleted()
    return Double(after - before) / Double(subscriptions)
}

/// Nanoseconds per subscribe on an empty subject and on one with many subscribers.
func subscribeGrowthWorkload(existing: Int, probes: Int) -> (empty: Double, crowded: Double) {
    func probe(on subject: Subject<Int>) -> Double {
        var subscriptions: [any Disposable] = []
        subscriptions.reserveCapacity(probes)
        let time = bestTime(runs: 1) {
            for _ in 0..<probes { subscriptions.append(subject.signal.subscribeNext { _ in }) }
        }
        for subscription in subscriptions { subscription.dispose() }
        return time / Double(probes)
    }
    let empty = probe(on: Subject<Int>())
    let crowdedSubject = Subject<Int>()
    for _ in 0..<existing { crowdedSubject.signal.subscribeNext { _ in } }
    let crowded = probe(on: crowdedSubject)
    crowdedSubject.sendCompleted()
    return (empty, crowded)
}
