import Reactive
import ReactiveTesting
import Testing

@Suite("Side-effect operators")
struct SideEffectsTests {
    let scheduler = TestScheduler()

    /// A subscriber that writes each event it receives into `log`.
    private func logging(_ log: Box<[String]>) -> Observer<String> {
        Observer { event in log.append("received \(event)") }
    }

    @Test("doNext runs its action with each value, just before passing the value on")
    func doNext() {
        let source = scheduler.hotSignal("-a-b|")
        let log = Box<[String]>([])
        let signal = source.signal.doNext { log.append("doNext \($0) at \(scheduler.now)") }
        let recorder = scheduler.record(signal)
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .next(3, "b"), .completed(4)])
        #expect(log.value == ["doNext a at 1", "doNext b at 3"])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])

        let order = Box<[String]>([])
        Signal.from(["x"]).doNext { order.append("doNext \($0)") }.subscribe(logging(order))
        #expect(order.value == ["doNext x", "received next(x)", "received completed"])
    }

    @Test("doError runs its action with the error, just before passing it on")
    func doError() {
        let source = scheduler.hotSignal("-a#", error: TestError("boom"))
        let log = Box<[String]>([])
        let recorder = scheduler.record(
            source.signal.doError { log.append("doError \($0) at \(scheduler.now)") })
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .error(2, TestError("boom"))])
        #expect(log.value == ["doError boom at 2"])
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])

        let order = Box<[String]>([])
        Signal<String>.error(TestError("bad")).doError { order.append("doError \($0)") }
            .subscribe(logging(order))
        #expect(order.value == ["doError bad", "received error(bad)"])
    }

    @Test("doCompleted runs its action on completion, just before passing it on")
    func doCompleted() {
        let source = scheduler.hotSignal("-a--|")
        let log = Box<[String]>([])
        let recorder = scheduler.record(
            source.signal.doCompleted { log.append("doCompleted at \(scheduler.now)") })
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .completed(4)])
        #expect(log.value == ["doCompleted at 4"])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])

        let order = Box<[String]>([])
        Signal.just("x").doCompleted { order.append("doCompleted") }.subscribe(logging(order))
        #expect(order.value == ["received next(x)", "doCompleted", "received completed"])
    }

    @Test("initially runs once per subscription, before the source's body")
    func initially() {
        let source = scheduler.coldSignal("-a|")
        let log = Box<[String]>([])
        let signal = source.signal.initially { log.append("initially at \(scheduler.now)") }
        #expect(log.value == [])
        let first = scheduler.record(signal)
        let second = scheduler.record(signal, subscribeAt: 3)
        scheduler.run()
        #expect(first.events == [.next(1, "a"), .completed(2)])
        #expect(second.events == [.next(4, "a"), .completed(5)])
        #expect(log.value == ["initially at 0", "initially at 3"])
        #expect(source.subscriptions == [SubscriptionSpan(0, 2), SubscriptionSpan(3, 5)])

        let order = Box<[String]>([])
        let body = Signal<String> { observer in
            order.append("body")
            observer.sendCompleted()
            return nil
        }
        body.initially { order.append("initially") }.subscribe(logging(order))
        #expect(order.value == ["initially", "body", "received completed"])
    }

    @Test("finally runs when the source completes or fails, before that event is passed on")
    func finallyOnTerminalEvents() {
        let completing = scheduler.hotSignal("-a|")
        let failing = scheduler.hotSignal("--#")
        let log = Box<[String]>([])
        let completed = scheduler.record(
            completing.signal.finally { log.append("finally completed at \(scheduler.now)") })
        let failed = scheduler.record(
            failing.signal.finally { log.append("finally failed at \(scheduler.now)") })
        scheduler.run()
        #expect(completed.events == [.next(1, "a"), .completed(2)])
        #expect(failed.events == [.error(2, TestError())])
        #expect(log.value == ["finally completed at 2", "finally failed at 2"])
        #expect(completing.subscriptions == [SubscriptionSpan(0, 2)])
        #expect(failing.subscriptions == [SubscriptionSpan(0, 2)])

        let order = Box<[String]>([])
        Signal.just("x").finally { order.append("finally") }.subscribe(logging(order))
        #expect(order.value == ["received next(x)", "finally", "received completed"])
    }

    @Test("finally does not run when the subscriber disposes first, as in the book")
    func finallyNotOnDisposal() {
        let source = scheduler.hotSignal("-a--|")
        let runs = Box(0)
        let recorder = scheduler.record(
            source.signal.finally { runs.increment() }, disposeAt: 2)
        scheduler.run()
        #expect(recorder.events == [.next(1, "a")])
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
        #expect(runs.value == 0)
    }
}
