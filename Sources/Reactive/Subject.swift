/// A hot signal you push events into by hand.
///
/// Each event goes to the observers subscribed at that moment; a late
/// subscriber misses what came before. Once the subject has ended, a new
/// subscriber receives only the terminal event (the book's subject would stay
/// silent; we end it, so nobody waits forever). Sending from several threads
/// is safe: each observer gets events one at a time (Contracts 2 and 5), and
/// a flood from other threads waits for room once 1,024 events are queued
/// (Contract 15).
///
/// ```swift
/// let subject = Subject<String>()
/// subject.sendNext("missed")
/// subject.signal.subscribeNext { print($0) }
/// subject.sendNext("seen")   // prints seen
/// ```
///
/// Differs from RAC2: a `Subject` is neither a `Signal` nor an `Observer`:
/// subscribe to its `signal`, and feed it from a signal with
/// `signal.subscribe(subject)`. A RACSubject is both a RACSignal and a
/// RACSubscriber. A late subscriber to an ended RACSubject hears nothing.
///
/// Differs from RAC2: RAC2's subject delivers on each sender's thread, at
/// once and concurrently; here one thread delivers, and the others queue or wait.
///
/// Book: RACSubject
public final class Subject<Value: Sendable>: SubjectProtocol {
    private let core = Broadcaster<Value>(capacity: 0)

    /// Creates a subject with no subscribers.
    ///
    /// Book: `+[RACSubject subject]`
    public init() {}

    /// Delivers `event` to the current subscribers.
    ///
    /// Book: `-[RACSubject sendNext:]`, `-sendError:` and `-sendCompleted`, in one method
    public func send(_ event: Event<Value>) {
        core.send(event)
    }

    /// Keeps a subscription that feeds this subject, until the subject ends.
    ///
    /// Book: `-[RACSubscriber didSubscribeWithDisposable:]`, as RACSubject implements it
    public func didSubscribe(with subscription: any Disposable) {
        core.adopt(subscription)
    }

    /// The subject as a signal.
    ///
    /// Book: none; a RACSubject is itself a RACSignal
    public var signal: Signal<Value> {
        Signal { [core] observer in core.subscribe(observer) }
    }
}
