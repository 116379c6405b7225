import Reactive

/// A scripted signal for tests that also logs when it was subscribed and disposed.
///
/// Make one with `TestScheduler.hotSignal` or `TestScheduler.coldSignal`. A hot
/// signal sends its events at fixed ticks whether or not anyone listens; a cold
/// one starts its script afresh, relative to each subscription.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let source = scheduler.coldSignal("-a-|")
/// let recorder = scheduler.record(source.signal, subscribeAt: 2)
/// scheduler.run()
/// print(recorder.events, source.subscriptions)
/// // prints [next(a)@3, completed@5] [2...5]
/// ```
///
/// Book: no direct equivalent; RxTest calls these `HotObservable` and `ColdObservable`.
public final class TestableSignal<Value: Sendable>: Sendable {
    /// The scripted signal, to feed into the operator under test.
    ///
    /// Book: none; an RxTest `TestableObservable` is itself the observable
    public let signal: Signal<Value>
    /// The script, with ticks absolute (hot) or relative to each subscription (cold).
    ///
    /// Book: none; RxTest calls this `TestableObservable.recordedEvents`
    public let script: [Recorded<Value>]
    private let log = SubscriptionLog()

    /// One span per subscription so far, in the order they began.
    ///
    /// Book: none; RxTest calls this `TestableObservable.subscriptions`
    public var subscriptions: [SubscriptionSpan] {
        log.spans
    }

    init(
        script: [Recorded<Value>], scheduler: TestScheduler,
        source: @escaping @Sendable (Observer<Value>) -> (any Disposable)?
    ) {
        self.script = script
        signal = Signal { [log] observer in
            let index = log.begin(at: scheduler.now)
            let upstream = source(observer)
            return ActionDisposable {
                upstream?.dispose()
                log.end(index, at: scheduler.now)
            }
        }
    }
}

/// The spans of a testable signal's subscriptions, safe to update from any thread.
private final class SubscriptionLog: Sendable {
    private let state = Locked<[SubscriptionSpan]>([])

    var spans: [SubscriptionSpan] {
        state.withLock { $0 }
    }

    func begin(at time: Int) -> Int {
        state.withLock { spans in
            spans.append(SubscriptionSpan(time))
            return spans.count - 1
        }
    }

    func end(_ index: Int, at time: Int) {
        state.withLock { spans in
            spans[index] = SubscriptionSpan(spans[index].subscribed, time)
        }
    }
}

extension TestScheduler {
    /// A hot signal that sends `script` at those absolute ticks to whoever is subscribed.
    ///
    /// Book: none; RxTest calls this `TestScheduler.createHotObservable(_:)`
    public func hotSignal<Value>(_ script: [Recorded<Value>]) -> TestableSignal<Value> {
        let subject = Subject<Value>()
        for record in script {
            schedule(at: record.time) { subject.send(record.event) }
        }
        return TestableSignal(script: script, scheduler: self) { observer in
            subject.signal.subscribe(observer)
        }
    }

    /// A cold signal that plays `script`, with ticks counted from each subscription.
    ///
    /// Book: none; RxTest calls this `TestScheduler.createColdObservable(_:)`
    public func coldSignal<Value>(_ script: [Recorded<Value>]) -> TestableSignal<Value> {
        TestableSignal(script: script, scheduler: self) { observer in
            let start = self.now
            let timers = CompositeDisposable()
            for record in script {
                timers.add(self.schedule(at: start + record.time) { observer.send(record.event) })
            }
            return timers
        }
    }

    /// A hot signal scripted as marbles, such as `"-a-b-|"`; see `Marbles`.
    ///
    /// A malformed diagram gives a signal that fails with its `MarbleError`
    /// at its first tick, so the test that wrote it fails with that message.
    ///
    /// Book: none; RxJS's `hot("-a-b-|", values)` in its marble tests
    public func hotSignal<Value>(
        _ marbles: String, values: [Character: Value], error: any Error = TestError()
    ) -> TestableSignal<Value> {
        hotSignal(
            Marbles.script(marbles) { () throws(MarbleError) in
                try Marbles.parse(marbles, values: values, error: error)
            })
    }

    /// A cold signal scripted as marbles, such as `"-a-b-|"`; see `Marbles`.
    ///
    /// Book: none; RxJS's `cold("-a-b-|", values)` in its marble tests
    public func coldSignal<Value>(
        _ marbles: String, values: [Character: Value], error: any Error = TestError()
    ) -> TestableSignal<Value> {
        coldSignal(
            Marbles.script(marbles) { () throws(MarbleError) in
                try Marbles.parse(marbles, values: values, error: error)
            })
    }

    /// A hot signal of one-letter strings scripted as marbles, such as `"-a-b-|"`.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let source = scheduler.hotSignal("-a-b-|")
    /// let late = scheduler.record(source.signal, subscribeAt: 2)
    /// scheduler.run()
    /// print(late.events)   // prints [next(b)@3, completed@5]: a hot signal does not wait
    /// ```
    ///
    /// Book: none; RxJS's `hot("-a-b-|")` in its marble tests
    public func hotSignal(_ marbles: String, error: any Error = TestError())
        -> TestableSignal<String>
    {
        hotSignal(
            Marbles.script(marbles) { () throws(MarbleError) in
                try Marbles.parse(marbles, error: error)
            })
    }

    /// A cold signal of one-letter strings scripted as marbles, such as `"-a-b-|"`.
    ///
    /// Book: none; RxJS's `cold("-a-b-|")` in its marble tests
    public func coldSignal(_ marbles: String, error: any Error = TestError())
        -> TestableSignal<String>
    {
        coldSignal(
            Marbles.script(marbles) { () throws(MarbleError) in
                try Marbles.parse(marbles, error: error)
            })
    }
}

extension Marbles {
    /// The events of a diagram, or, if it is malformed, one error at tick 0
    /// carrying the `MarbleError`, so that a test with a bad diagram fails
    /// with the error's message and the other tests keep running.
    static func script<Value>(
        _ marbles: String, _ parse: () throws(MarbleError) -> [Recorded<Value>]
    ) -> [Recorded<Value>] {
        do {
            return try parse()
        } catch {
            return [.error(0, error)]
        }
    }
}
