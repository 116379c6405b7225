import Reactive

/// Exercise 3.3 · Wrap a callback API in a subject: the reference solution.
///
/// Book: chapter 3, RACSubject (bridging callbacks with `-sendNext:` and `-sendCompleted`)
public func rings(
    onRing: (@escaping @Sendable (String) -> Void) -> Void,
    onUnplug: (@escaping @Sendable () -> Void) -> Void
) -> Signal<String> {
    // A subject is both an observer (we send into it from the callbacks) and
    // a signal (anyone can subscribe). The doorbell keeps one handler of each
    // kind, so they are registered once, now, not once per subscriber: the
    // subject then shares what it hears with every subscriber. A plain
    // Subject keeps no history, so a late subscriber hears only later rings,
    // and after the unplug a new subscriber is completed at once.
    let subject = Subject<String>()
    onRing { visitor in subject.sendNext(visitor) }
    onUnplug { subject.sendCompleted() }
    return subject.signal
}
