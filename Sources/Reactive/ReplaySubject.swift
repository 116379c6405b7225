/// A subject that replays its history to each new subscriber.
///
/// A new subscriber first receives the last `capacity` values (all of them
/// with `.unlimited`), then the terminal event if the subject has ended, and
/// then live events. Replaying and joining happen as one step, so a value
/// sent meanwhile is neither lost nor doubled.
///
/// ```swift
/// let subject = ReplaySubject<Int>(capacity: 2)
/// subject.sendNext(1)
/// subject.sendNext(2)
/// subject.sendNext(3)
/// subject.signal.subscribeNext { print($0) }   // prints 2, then 3
/// ```
///
/// Book: RACReplaySubject, `+replaySubjectWithCapacity:`
public final class ReplaySubject<Value: Sendable>: SubjectProtocol {
    /// How many values a replay subject remembers.
    ///
    /// Book: the `capacity` of `+[RACReplaySubject replaySubjectWithCapacity:]`
    public enum Capacity: Sendable, Equatable {
        /// Remember at most this many of the latest values.
        ///
        /// Book: `+[RACReplaySubject replaySubjectWithCapacity:]` with a number
        case bounded(Int)
        /// Remember every value.
        ///
        /// Book: `RACReplaySubjectUnlimitedCapacity`
        case unlimited
    }

    private let core: Broadcaster<Value>

    /// Creates a replay subject that remembers `capacity` values.
    ///
    /// Book: `+[RACReplaySubject replaySubjectWithCapacity:]`
    public init(capacity: Capacity = .unlimited) {
        switch capacity {
        case .bounded(let count): core = Broadcaster(capacity: count)
        case .unlimited: core = Broadcaster(capacity: Int.max)
        }
    }

    /// Creates a replay subject that remembers the last `capacity` values.
    ///
    /// Book: `+[RACReplaySubject replaySubjectWithCapacity:]`
    public convenience init(capacity: Int) {
        self.init(capacity: .bounded(capacity))
    }

    /// Records `event` and delivers it to the current subscribers.
    ///
    /// Book: `-[RACSubject sendNext:]`, `-sendError:` and `-sendCompleted`, in one method
    public func send(_ event: Event<Value>) {
        core.send(event)
    }

    /// Keeps a subscription that feeds this subject, until the subject ends.
    ///
    /// Book: `-[RACSubscriber didSubscribeWithDisposable:]`, as RACReplaySubject inherits it from RACSubject
    public func didSubscribe(with subscription: any Disposable) {
        core.adopt(subscription)
    }

    /// The values a new subscriber would be replayed, oldest first.
    ///
    /// Book: none; RACReplaySubject keeps the values it replays private
    public var replayedValues: [Value] {
        core.bufferedValues
    }

    /// Elements its replay buffer has moved so far: O(1) per value sent,
    /// amortised, whatever the capacity (for tests of that cost).
    ///
    /// Book: none
    package var replayBufferMoves: Int {
        core.bufferMoves
    }

    /// The subject as a signal that replays, then goes live.
    ///
    /// Book: none; a RACReplaySubject is itself a RACSignal
    public var signal: Signal<Value> {
        Signal { [core] observer in core.subscribe(observer) }
    }
}
