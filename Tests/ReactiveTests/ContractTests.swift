import Reactive
import ReactiveTesting
import Synchronization
import Testing

/// Each test cites the contract it checks; the contracts are listed in
/// `Sources/Reactive/Reactive.docc/Contracts.md`.
@Suite("The contracts")
struct ContractTests {
    let scheduler = TestScheduler()

    @Test("Contract 1: nothing is delivered after completed, not even another terminal event")
    func grammarAfterCompleted() {
        let misbehaving = Signal<String> { observer in
            observer.sendNext("a")
            observer.sendCompleted()
            observer.sendNext("b")
            observer.sendError(TestError())
            observer.sendCompleted()
            return nil
        }
        let recorder = scheduler.record(misbehaving)
        #expect(recorder.events == [.next(0, "a"), .completed(0)])
    }

    @Test("Contract 1: nothing is delivered after an error")
    func grammarAfterError() {
        let misbehaving = Signal<String> { observer in
            observer.sendError(TestError("first"))
            observer.sendNext("late")
            observer.sendError(TestError("second"))
            return nil
        }
        let recorder = scheduler.record(misbehaving)
        #expect(recorder.events == [.error(0, TestError("first"))])
    }

    @Test("Contract 1: a subject that has ended ignores further sends")
    func subjectGrammar() {
        let subject = Subject<String>()
        let recorder = scheduler.record(subject.signal)
        subject.sendNext("a")
        subject.sendCompleted()
        subject.sendNext("b")
        subject.sendError(TestError())
        #expect(recorder.events == [.next(0, "a"), .completed(0)])
    }

    @Test("Contract 2: a send from inside a delivery waits until that delivery has finished")
    func noReentrancy() {
        let subject = Subject<Int>()
        let log = Box<[String]>([])
        for name in ["first", "second"] {
            subject.signal.subscribeNext { value in
                log.append("\(name) begins \(value)")
                if value == 1 && name == "first" { subject.sendNext(2) }
                log.append("\(name) ends \(value)")
            }
        }
        subject.sendNext(1)
        #expect(
            log.value == [
                "first begins 1", "first ends 1", "second begins 1", "second ends 1",
                "first begins 2", "first ends 2", "second begins 2", "second ends 2",
            ])
    }

    @Test("Contract 2: events sent from many threads reach each observer one at a time")
    func serialUnderConcurrency() async {
        let subject = Subject<Int>()
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let received = Atomic<Int>(0)
        subject.signal.subscribeNext { _ in
            if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
                overlaps.add(1, ordering: .relaxed)
            }
            received.add(1, ordering: .relaxed)
            inside.subtract(1, ordering: .acquiringAndReleasing)
        }
        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<4 {
                group.addTask {
                    for value in 0..<2_000 { subject.sendNext(sender * 10_000 + value) }
                }
            }
        }
        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(received.load(ordering: .relaxed) == 8_000)
    }

    @Test(
        "Contract 3: after dispose() nothing more arrives and the source's resources are released")
    func disposeStopsEverything() {
        let released = Box(false)
        let source = Subject<String>()
        let signal = Signal<String> { observer in
            let inner = source.signal.subscribe(observer)
            return ActionDisposable {
                inner.dispose()
                released.modify { $0 = true }
            }
        }
        let recorder = scheduler.record(signal)
        source.sendNext("a")
        recorder.dispose()
        source.sendNext("b")
        source.sendCompleted()
        #expect(recorder.events == [.next(0, "a")])
        #expect(released.value)
    }

    @Test("Contract 3: disposing cancels pending timers upstream")
    func disposeCancelsTimers() {
        let source = scheduler.coldSignal("---a---b|")
        let recorder = scheduler.record(source.signal.map { $0 }, disposeAt: 2)
        scheduler.run()
        #expect(recorder.events == [])
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test("Contract 3: disposal reaches a source still sending synchronously, through any chain")
    func disposalReachesSynchronousSource() {
        let pulled = Box(0)
        let naturals = Signal<Int> { observer in
            var next = 0
            while !observer.isDisposed {
                pulled.increment()
                observer.sendNext(next)
                next += 1
            }
            return nil
        }
        let chain = naturals.map { $0 * 2 }.filter { $0 % 4 == 0 }.scan(0, +).doNext { _ in }
        let recorder = scheduler.record(chain.take(3))
        // 0 1 2 3 4 → doubled 0 2 4 6 8 → multiples of 4: 0 4 8 → running sums 0 4 12
        #expect(recorder.values == [0, 4, 12])
        #expect(pulled.value == 5)
        let endless = scheduler.record(Signal.from(1...).map { $0 }.takeWhile { $0 < 4 })
        #expect(endless.events == [.next(0, 1), .next(0, 2), .next(0, 3), .completed(0)])
    }

    @Test("Contract 4: a terminal event releases the body's resources without any dispose()")
    func terminalReleasesResources() {
        let released = Box<[String]>([])
        for ending in ["completed", "error"] {
            let signal = Signal<Int> { observer in
                if ending == "completed" {
                    observer.sendCompleted()
                } else {
                    observer.sendError(TestError())
                }
                return ActionDisposable { released.append(ending) }
            }
            signal.subscribeNext { _ in }
        }
        #expect(released.value == ["completed", "error"])
    }

    @Test("Contract 4: resources are released at the tick of the terminal event")
    func terminalReleasesAtItsTick() {
        let source = scheduler.hotSignal("-a--|")
        _ = scheduler.record(source.signal)
        scheduler.run()
        #expect(source.subscriptions == [SubscriptionSpan("^---!")])
    }

    @Test(
        "Contract 4: concat disposes its whole subscription inside the last inner signal's subscribe, when it completes there"
    )
    func lastSynchronousInnerEndsTheSubscriptionAtOnce() {
        let signals = Subject<Signal<Int>>()
        let running = Subject<Int>()
        let seen = Box<[String]>([])
        let subscription = Box<(any Disposable)?>(nil)
        let last = Signal<Int> { observer in
            seen.append("subscribed, disposed: \(subscription.value?.isDisposed ?? true)")
            observer.sendCompleted()
            seen.append("completed, disposed: \(subscription.value?.isDisposed ?? false)")
            return nil
        }
        let flattened = signals.signal.flatten(maxConcurrent: 1)
        subscription.modify { $0 = flattened.subscribeCompleted { seen.append("completed") } }
        signals.sendNext(running.signal)
        signals.sendNext(last)
        signals.sendCompleted()
        running.sendCompleted()
        #expect(
            seen.value == [
                "subscribed, disposed: false", "completed", "completed, disposed: true",
            ])
    }
}
