import Reactive
import ReactiveTesting
import Testing

@Suite("Time operators")
struct TimeTests {
    let scheduler = TestScheduler()

    // MARK: throttle

    @Test("throttle sends a value only after a quiet interval, so a burst gives its last value")
    func throttleWaitsForQuiet() {
        let source = scheduler.hotSignal("-ab---c--|")
        let recorder = scheduler.record(source.signal.throttle(.seconds(2), on: scheduler))
        scheduler.run()
        expectMarbles(recorder, "----b---c|")
        #expect(recorder.events == [.next(4, "b"), .next(8, "c"), .completed(9)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 9)])
    }

    @Test("throttle sends the waiting value at once when the source completes, then completes")
    func throttleFlushesOnCompletion() {
        let source = scheduler.hotSignal("-a|")
        let recorder = scheduler.record(source.signal.throttle(.seconds(3), on: scheduler))
        scheduler.run()
        #expect(recorder.events == [.next(2, "a"), .completed(2)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
    }

    @Test("throttle passes an error at once and drops the waiting value")
    func throttlePassesErrors() {
        let source = scheduler.coldSignal("-a-#")
        let recorder = scheduler.record(
            source.signal.throttle(.seconds(3), on: scheduler), subscribeAt: 1)
        scheduler.run()
        #expect(recorder.events == [.error(4, TestError())])
        #expect(source.subscriptions == [SubscriptionSpan(1, 4)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test("throttle(valuesPassingTest:) sends failing values at once and drops the waiting one")
    func throttleValuesPassingTest() {
        let source = scheduler.hotSignal("-aB--c--|")
        let recorder = scheduler.record(
            source.signal.throttle(.seconds(2), on: scheduler) { $0 == $0.lowercased() })
        scheduler.run()
        expectMarbles(recorder, "--B----c|")
        #expect(recorder.events == [.next(2, "B"), .next(7, "c"), .completed(8)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 8)])
    }

    @Test("disposing a throttled signal cancels the waiting value and the source")
    func throttleDisposal() {
        let source = scheduler.hotSignal("-a--b----|")
        let recorder = scheduler.record(
            source.signal.throttle(.seconds(2), on: scheduler), disposeAt: 5)
        scheduler.run()
        #expect(recorder.events == [.next(3, "a")])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    // MARK: delay

    @Test("delay shifts every value and the completion by the interval")
    func delayShiftsEvents() {
        let source = scheduler.hotSignal("-a--b-|")
        let recorder = scheduler.record(source.signal.delay(.seconds(2), on: scheduler))
        scheduler.run()
        expectMarbles(recorder, "---a--b-|")
        #expect(recorder.events == [.next(3, "a"), .next(6, "b"), .completed(8)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 6)])
    }

    @Test("delay passes an error at once and drops the values still waiting")
    func delayPassesErrorsAtOnce() {
        let source = scheduler.hotSignal("-a--b#")
        let recorder = scheduler.record(source.signal.delay(.seconds(2), on: scheduler))
        scheduler.run()
        #expect(recorder.events == [.next(3, "a"), .error(5, TestError())])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test("disposing a delayed signal cancels its waiting values and the source")
    func delayDisposal() {
        let source = scheduler.coldSignal("a-b|")
        let recorder = scheduler.record(
            source.signal.delay(.seconds(2), on: scheduler), subscribeAt: 1, disposeAt: 4)
        scheduler.run()
        #expect(recorder.events == [.next(3, "a")])
        #expect(source.subscriptions == [SubscriptionSpan(1, 4)])
        #expect(scheduler.pendingCount == 0)
    }

    // MARK: timeout

    @Test("timeout disposes a slow source at the deadline and fails with TimeoutError")
    func timeoutFails() {
        let source = scheduler.hotSignal("-a-b-----|")
        let recorder = scheduler.record(source.signal.timeout(.seconds(4), on: scheduler))
        scheduler.run()
        expectMarbles(recorder, "-a-b#")
        #expect(
            recorder.events == [
                .next(1, "a"), .next(3, "b"), .error(4, TimeoutError(interval: .seconds(4))),
            ])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test("TimeoutError says how long it waited")
    func timeoutErrorDescription() {
        let error = TimeoutError(interval: .seconds(4))
        #expect("\(error)" == "timed out: the signal did not finish within 4.0 seconds")
        #expect(error.interval == .seconds(4))
    }

    @Test("timeout lets a source that finishes in time complete, and cancels its timer")
    func timeoutPassesCompletion() {
        let source = scheduler.coldSignal("-a-|")
        let recorder = scheduler.record(
            source.signal.timeout(.seconds(4), on: scheduler), subscribeAt: 2)
        scheduler.advance(to: 5)
        #expect(recorder.events == [.next(3, "a"), .completed(5)])
        #expect(source.subscriptions == [SubscriptionSpan(2, 5)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test("timeout passes the source's own error, and disposing cancels the timer")
    func timeoutPassesErrorsAndDisposes() {
        let failing = scheduler.hotSignal("--#")
        let failed = scheduler.record(failing.signal.timeout(.seconds(4), on: scheduler))
        let slow = scheduler.hotSignal("-a-------|")
        let disposed = scheduler.record(
            slow.signal.timeout(.seconds(4), on: scheduler), disposeAt: 2)
        scheduler.run()
        #expect(failed.events == [.error(2, TestError())])
        #expect(failing.subscriptions == [SubscriptionSpan(0, 2)])
        #expect(disposed.events == [.next(1, "a")])
        #expect(slow.subscriptions == [SubscriptionSpan(0, 2)])
    }

    // MARK: buffer

    @Test("buffer sends the values of each batch as an array, the interval after its first value")
    func bufferCollects() {
        let source = scheduler.hotSignal("-ab---c-|")
        let recorder = scheduler.record(source.signal.buffer(.seconds(3), on: scheduler))
        scheduler.run()
        #expect(recorder.events == [.next(4, ["a", "b"]), .next(8, ["c"]), .completed(8)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 8)])
    }

    @Test("buffer sends no empty arrays: quiet time sends nothing, completion only completes")
    func bufferSkipsEmptyBatches() {
        let source = scheduler.hotSignal("-a-------|")
        let recorder = scheduler.record(source.signal.buffer(.seconds(2), on: scheduler))
        scheduler.run()
        #expect(recorder.events == [.next(3, ["a"]), .completed(9)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 9)])
    }

    @Test("buffer passes an error at once and drops the collected values")
    func bufferPassesErrors() {
        let source = scheduler.hotSignal("-ab#")
        let recorder = scheduler.record(source.signal.buffer(.seconds(3), on: scheduler))
        scheduler.run()
        #expect(recorder.events == [.error(3, TestError())])
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test("disposing a buffered signal cancels its batch timer and the source")
    func bufferDisposal() {
        let source = scheduler.coldSignal("ab--c|")
        let recorder = scheduler.record(
            source.signal.buffer(.seconds(3), on: scheduler), disposeAt: 2)
        scheduler.run()
        #expect(recorder.events == [])
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
        #expect(scheduler.pendingCount == 0)
    }
}
