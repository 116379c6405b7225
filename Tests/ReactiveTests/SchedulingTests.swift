import Dispatch
import Reactive
import ReactiveTesting
import Testing

@Suite("Scheduling operators")
struct SchedulingTests {
    /// The clock that the sources and the recorder run on.
    let clock = TestScheduler(name: "clock")
    /// The scheduler under test; it runs only when a test says so.
    let worker = TestScheduler(name: "worker")

    // MARK: deliverOn

    @Test("deliverOn holds every event until its scheduler runs, then delivers them in order")
    func deliverOnWaitsForScheduler() {
        let source = clock.hotSignal("-a-b|")
        let recorder = clock.record(source.signal.deliverOn(worker))
        clock.advance(to: 1)
        #expect(recorder.events == [])
        worker.run()
        #expect(recorder.events == [.next(1, "a")])
        clock.advance(to: 4)
        #expect(recorder.events == [.next(1, "a")])
        worker.run()
        #expect(recorder.events == [.next(1, "a"), .next(4, "b"), .completed(4)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test("disposing cancels deliveries that have not run, and the source")
    func deliverOnDisposal() {
        let source = clock.hotSignal("-a-b|")
        let recorder = clock.record(source.signal.deliverOn(worker), disposeAt: 2)
        clock.advance(to: 2)
        #expect(worker.pendingCount == 0)
        worker.run()
        clock.run()
        #expect(recorder.events == [])
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
    }

    @Test("deliverOn a queue delivers every event on that queue, in the order sent")
    func deliverOnQueue() {
        let queue = QueueScheduler(name: "deliver-test")
        let seen = Box<[String]>([])
        let done = DispatchSemaphore(value: 0)
        let source = Signal.from(0..<1_000)
        source.deliverOn(queue).subscribe(
            next: { seen.append("\($0) on \(QueueScheduler.currentQueueName)") },
            completed: {
                seen.append("completed on \(QueueScheduler.currentQueueName)")
                done.signal()
            })
        #expect(done.wait(timeout: .now() + 10) == .success)
        let expected = (0..<1_000).map { "\($0) on deliver-test" } + ["completed on deliver-test"]
        #expect(seen.value == expected)
    }

    // MARK: subscribeOn

    @Test("subscribeOn subscribes to the source only when its scheduler runs")
    func subscribeOnWaitsForScheduler() {
        let source = clock.coldSignal("-a|")
        let recorder = clock.record(source.signal.subscribeOn(worker))
        clock.advance(to: 2)
        #expect(source.subscriptions == [])
        #expect(recorder.events == [])
        worker.run()
        #expect(source.subscriptions == [SubscriptionSpan(2)])
        clock.run()
        #expect(recorder.events == [.next(3, "a"), .completed(4)])
        #expect(source.subscriptions == [SubscriptionSpan(2, 4)])
    }

    @Test(
        "subscribeOn stops deliveries at once on dispose, but disposes the source on its scheduler")
    func subscribeOnDisposal() {
        let source = clock.hotSignal("-a-b-c|")
        let recorder = clock.record(source.signal.subscribeOn(worker), disposeAt: 2)
        worker.run()
        clock.advance(to: 4)
        #expect(recorder.events == [.next(1, "a")])
        #expect(source.subscriptions == [SubscriptionSpan(0)])
        worker.run()
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
        clock.run()
        #expect(recorder.events == [.next(1, "a")])
    }

    @Test("subscribeOn stops a synchronous source once the subscriber has had enough")
    func subscribeOnStopsAnEndlessSource() {
        let pulled = Box(0)
        // Long rather than endless, so that a failure fails instead of hanging.
        let naturals = Signal.from(1...100_000).doNext { _ in pulled.increment() }
        let recorder = clock.record(naturals.subscribeOn(worker).take(3))
        worker.run()
        #expect(recorder.events == [.next(0, 1), .next(0, 2), .next(0, 3), .completed(0)])
        #expect(pulled.value == 3)
    }

    @Test("disposing before subscribeOn's scheduler runs means the source is never subscribed")
    func subscribeOnCancelled() {
        let source = clock.coldSignal("-a|")
        let recorder = clock.record(source.signal.subscribeOn(worker))
        recorder.dispose()
        worker.run()
        clock.run()
        #expect(recorder.events == [])
        #expect(source.subscriptions == [])
    }

    @Test("subscribeOn a queue runs the source's body and its disposal on that queue")
    func subscribeOnQueue() {
        let queue = QueueScheduler(name: "subscribe-test")
        let seen = Box<[String]>([])
        let subscribed = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        let source = Signal<String> { observer in
            observer.sendNext("body on \(QueueScheduler.currentQueueName)")
            return ActionDisposable {
                seen.append("disposed on \(QueueScheduler.currentQueueName)")
                disposed.signal()
            }
        }
        let subscription = source.subscribeOn(queue).subscribeNext { value in
            seen.append("\(value), delivered on \(QueueScheduler.currentQueueName)")
            subscribed.signal()
        }
        #expect(subscribed.wait(timeout: .now() + 10) == .success)
        subscription.dispose()
        #expect(disposed.wait(timeout: .now() + 10) == .success)
        #expect(
            seen.value == [
                "body on subscribe-test, delivered on subscribe-test",
                "disposed on subscribe-test",
            ])
    }
}
