import Reactive
import ReactiveTesting
import Testing

@Suite("Error-handling operators")
struct ErrorsTests {
    let scheduler = TestScheduler()

    // MARK: catch and catchTo

    @Test("catch switches to the handler's signal when the source fails, and passes it the error")
    func catchSwitches() {
        let source = scheduler.hotSignal("-a-#", error: TestError("offline"))
        let fallback = scheduler.coldSignal("-x|")
        let errors = Box<[String]>([])
        let recorder = scheduler.record(
            source.signal.catch { error in
                errors.append("\(error) at \(scheduler.now)")
                return fallback.signal
            })
        scheduler.run()
        expectMarbles(recorder, "-a--x|")
        #expect(recorder.events == [.next(1, "a"), .next(4, "x"), .completed(5)])
        #expect(errors.value == ["offline at 3"])
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(fallback.subscriptions == [SubscriptionSpan(3, 5)])
    }

    @Test("catch passes values and completion through without calling the handler")
    func catchPassesCompletion() {
        let source = scheduler.hotSignal("-a-b|")
        let calls = Box(0)
        let recorder = scheduler.record(
            source.signal.catch { _ in
                calls.increment()
                return .empty
            })
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .next(3, "b"), .completed(4)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(calls.value == 0)
    }

    @Test("catch keeps the replacement of a source that fails at once, and disposing ends it")
    func catchSynchronousError() {
        let fallback = scheduler.coldSignal("-x-y|")
        let recorder = scheduler.record(
            Signal<String>.error(TestError()).catch { _ in fallback.signal }, disposeAt: 2)
        scheduler.run()
        #expect(recorder.events == [.next(1, "x")])
        #expect(fallback.subscriptions == [SubscriptionSpan(0, 2)])
    }

    @Test("catchTo replaces any error with the given signal")
    func catchTo() {
        let source = scheduler.coldSignal("-a#")
        let fallback = scheduler.coldSignal("-b|")
        let recorder = scheduler.record(source.signal.catchTo(fallback.signal), subscribeAt: 1)
        scheduler.run()
        expectMarbles(recorder, "--a-b|")
        #expect(recorder.events == [.next(2, "a"), .next(4, "b"), .completed(5)])
        #expect(source.subscriptions == [SubscriptionSpan(1, 3)])
        #expect(fallback.subscriptions == [SubscriptionSpan(3, 5)])
    }

    // MARK: retry

    @Test("retry(2) subscribes three times to a source that keeps failing, then passes the error")
    func retryCountGivesUp() {
        let source = scheduler.coldSignal("--#")
        let recorder = scheduler.record(source.signal.retry(2))
        scheduler.run()
        #expect(recorder.events == [.error(6, TestError())])
        #expect(
            source.subscriptions == [
                SubscriptionSpan(0, 2), SubscriptionSpan(2, 4), SubscriptionSpan(4, 6),
            ])
    }

    @Test("retry(2) stops retrying once the source succeeds")
    func retryCountRecovers() {
        let failing = scheduler.coldSignal("-a#")
        let working = scheduler.coldSignal("-b|")
        let attempts = Box(0)
        let flaky = Signal<String>.deferred {
            let attempt = attempts.modify { count in
                count += 1
                return count
            }
            return attempt == 1 ? failing.signal : working.signal
        }
        let recorder = scheduler.record(flaky.retry(2))
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .next(3, "b"), .completed(4)])
        #expect(failing.subscriptions == [SubscriptionSpan(0, 2)])
        #expect(working.subscriptions == [SubscriptionSpan(2, 4)])
    }

    @Test("retry(0) passes the first error on")
    func retryZero() {
        let source = scheduler.coldSignal("-a#")
        let recorder = scheduler.record(source.signal.retry(0))
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .error(2, TestError())])
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
    }

    @Test("retry() resubscribes after every error until disposed")
    func retryForever() {
        let source = scheduler.coldSignal("-a#")
        let recorder = scheduler.record(source.signal.retry(), disposeAt: 7)
        scheduler.run()
        expectMarbles(recorder, "-a-a-a")
        #expect(recorder.events == [.next(1, "a"), .next(3, "a"), .next(5, "a")])
        #expect(
            source.subscriptions == [
                SubscriptionSpan(0, 2), SubscriptionSpan(2, 4), SubscriptionSpan(4, 6),
                SubscriptionSpan(6, 7),
            ])
    }

    @Test("retrying a source that fails at once, many times, does not grow the stack")
    func retrySynchronousError() {
        let attempts = Box(0)
        let failing = Signal<Int>.deferred {
            attempts.increment()
            return .error(TestError("still failing"))
        }
        let recorder = scheduler.record(failing.retry(100_000))
        #expect(recorder.events == [.error(0, TestError("still failing"))])
        #expect(attempts.value == 100_001)
    }

    // MARK: repeat

    @Test("repeat resubscribes each time the source completes, until disposed")
    func repeatResubscribes() {
        let source = scheduler.coldSignal("-a|")
        let recorder = scheduler.record(source.signal.repeat(), disposeAt: 7)
        scheduler.run()
        expectMarbles(recorder, "-a-a-a")
        #expect(recorder.events == [.next(1, "a"), .next(3, "a"), .next(5, "a")])
        #expect(
            source.subscriptions == [
                SubscriptionSpan(0, 2), SubscriptionSpan(2, 4), SubscriptionSpan(4, 6),
                SubscriptionSpan(6, 7),
            ])
    }

    @Test("repeat ends with the source's error")
    func repeatEndsOnError() {
        let first = scheduler.coldSignal("-a|")
        let second = scheduler.coldSignal("-b#")
        let runs = Box(0)
        let source = Signal<String>.deferred {
            let run = runs.modify { count in
                count += 1
                return count
            }
            return run == 1 ? first.signal : second.signal
        }
        let recorder = scheduler.record(source.repeat())
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .next(3, "b"), .error(4, TestError())])
        #expect(first.subscriptions == [SubscriptionSpan(0, 2)])
        #expect(second.subscriptions == [SubscriptionSpan(2, 4)])
    }

    @Test("repeating a synchronous source stops when the subscriber disposes from inside")
    func repeatSynchronousDisposedInside() {
        let seen = Box<[Int]>([])
        let subscription = Box<(any Disposable)?>(nil)
        let observer = Observer<Int>(next: { value in
            let count = seen.modify { values in
                values.append(value)
                return values.count
            }
            if count == 100_000 { subscription.value?.dispose() }
        })
        subscription.modify { $0 = observer }
        Signal.from([0, 1, 2]).repeat().subscribe(observer)
        #expect(seen.value.count == 100_000)
        #expect(seen.value.prefix(7) == [0, 1, 2, 0, 1, 2, 0])
        #expect(observer.isDisposed)
    }
}
