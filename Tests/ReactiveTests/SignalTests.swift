import Reactive
import ReactiveTesting
import Testing

@Suite("Signal: cold signals and subscribing")
struct SignalTests {
    @Test("a signal's body runs once for each subscriber, and not before")
    func coldSignalRunsPerSubscriber() {
        let runs = Box(0)
        let signal = Signal<Int> { observer in
            runs.increment()
            observer.sendNext(runs.value)
            observer.sendCompleted()
            return nil
        }
        #expect(runs.value == 0)
        let seen = Box<[String]>([])
        signal.subscribeNext { seen.append("first \($0)") }
        signal.subscribeNext { seen.append("second \($0)") }
        #expect(runs.value == 2)
        #expect(seen.value == ["first 1", "second 2"])
    }

    @Test("subscribe(next:error:completed:) routes each kind of event to its closure")
    func subscribeWithThreeClosures() {
        let seen = Box<[String]>([])
        Signal.from([1, 2]).subscribe(
            next: { seen.append("next \($0)") },
            error: { seen.append("error \($0)") },
            completed: { seen.append("completed") })
        Signal<Int>.error(TestError("boom")).subscribe(
            next: { seen.append("next \($0)") },
            error: { seen.append("error \($0)") },
            completed: { seen.append("completed") })
        #expect(seen.value == ["next 1", "next 2", "completed", "error boom"])
    }

    @Test("subscribeNext, subscribeError and subscribeCompleted each see only their kind")
    func convenienceSubscriptions() {
        let seen = Box<[String]>([])
        let signal = Signal.from(["a", "b"])
        signal.subscribeNext { seen.append("next \($0)") }
        signal.subscribeCompleted { seen.append("completed") }
        signal.subscribeError { seen.append("error \($0)") }
        Signal<String>.error(TestError("x")).subscribeError { seen.append("error \($0)") }
        #expect(seen.value == ["next a", "next b", "completed", "error x"])
    }

    @Test("an observer already in use is wrapped, so disposing the second use keeps the first")
    func reusedObserverGetsItsOwnSubscription() {
        let seen = Box<[Int]>([])
        let observer = Observer<Int>(next: { value in seen.modify { $0.append(value) } })
        let subject = Subject<Int>()
        let first = subject.signal.subscribe(observer)
        let second = subject.signal.map { $0 * 10 }.subscribe(observer)
        #expect(first === observer)
        #expect(second !== observer)
        subject.sendNext(1)
        second.dispose()
        subject.sendNext(2)
        first.dispose()
        subject.sendNext(3)
        #expect(seen.value == [1, 10, 2])
    }

    @Test("named(_:) keeps the signal's behaviour and records its name")
    func naming() {
        let signal = Signal.just(1).named("one")
        #expect(signal.name == "one")
        let seen = Box<[Int]>([])
        signal.subscribeNext { value in seen.modify { $0.append(value) } }
        #expect(seen.value == [1])
    }

    @Test(
        "Contract 9: disposing a subscription disposes what its body subscribed with the same observer"
    )
    func passthroughDisposedWithOuter() {
        let scheduler = TestScheduler()
        let inner = scheduler.hotSignal("-a-b-c-d-|")
        let outer = Signal<String> { observer in
            inner.signal.subscribe(observer)
            return nil
        }
        let recorder = scheduler.record(outer, disposeAt: 4)
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .next(3, "b")])
        #expect(inner.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test(
        "Contract 9: a terminal event from the body ends what it subscribed with the same observer")
    func passthroughEndedByTerminal() {
        let scheduler = TestScheduler()
        let inner = scheduler.hotSignal("-a-b-c-d-|")
        let outer = Signal<String> { observer in
            inner.signal.subscribe(observer)
            return scheduler.schedule(at: 2) { observer.sendCompleted() }
        }
        let recorder = scheduler.record(outer)
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .completed(2)])
        #expect(inner.subscriptions == [SubscriptionSpan(0, 2)])
    }

    @Test("Contract 9: a subscription made with an observer that has ended is disposed at once")
    func passthroughAfterEnd() {
        let scheduler = TestScheduler()
        let inner = scheduler.hotSignal("-a-|")
        let outer = Signal<String> { observer in
            observer.sendCompleted()
            inner.signal.subscribe(observer)
            return nil
        }
        let recorder = scheduler.record(outer)
        scheduler.run()
        #expect(recorder.events == [.completed(0)])
        #expect(inner.subscriptions == [SubscriptionSpan(0, 0)])
    }
}
