import Reactive
import ReactiveTesting
import Testing

@Suite("Creating signals")
struct CreatingTests {
    let scheduler = TestScheduler()

    @Test("just sends its value and completes at the moment of subscription")
    func just() {
        let recorder = scheduler.record(Signal.just("a"), subscribeAt: 3)
        scheduler.run()
        #expect(recorder.events == [.next(3, "a"), .completed(3)])
        #expect(recorder.span == SubscriptionSpan(3))
    }

    @Test("return is the book's name for just")
    func bookReturn() {
        let recorder = scheduler.record(Signal.return("a"))
        #expect(recorder.events == [.next(0, "a"), .completed(0)])
    }

    @Test("empty completes at once, never stays silent, error fails at once")
    func emptyNeverError() {
        let empty = scheduler.record(Signal<String>.empty)
        let never = scheduler.record(Signal<String>.never)
        let failing = scheduler.record(Signal<String>.error(TestError("boom")))
        scheduler.advance(to: 100)
        #expect(empty.events == [.completed(0)])
        #expect(never.events == [])
        #expect(failing.events == [.error(0, TestError("boom"))])
    }

    @Test("deferred builds a new signal for each subscriber, at subscription time")
    func deferred() {
        let builds = Box(0)
        let signal = Signal.deferred {
            builds.increment()
            return Signal.just("built \(builds.value)")
        }
        #expect(builds.value == 0)
        let first = scheduler.record(signal)
        let second = scheduler.record(signal, subscribeAt: 2)
        scheduler.run()
        #expect(first.events == [.next(0, "built 1"), .completed(0)])
        #expect(second.events == [.next(2, "built 2"), .completed(2)])
    }

    @Test("from(_:) sends a sequence in order and completes")
    func fromSequence() {
        let recorder = scheduler.record(Signal.from(["a", "b", "c"]))
        #expect(recorder.events == [.next(0, "a"), .next(0, "b"), .next(0, "c"), .completed(0)])
    }

    @Test("from(_:) stops pulling from the sequence once the subscriber disposes")
    func fromSequenceStopsEarly() {
        let pulled = Box(0)
        let seen = Box<[Int]>([])
        let subscription = Box<(any Disposable)?>(nil)
        let observer = Observer<Int>(next: { value in
            seen.modify { $0.append(value) }
            if value == 3 { subscription.value?.dispose() }
        })
        subscription.modify { $0 = observer }
        Signal.from(CountingSequence(upTo: 1_000, pulls: pulled)).subscribe(observer)
        #expect(seen.value == [1, 2, 3])
        #expect(pulled.value == 3)
    }

    @Test("interval counts 0, 1, 2, … once per period until disposed")
    func interval() {
        let recorder = scheduler.record(
            Signal.interval(.seconds(2), on: scheduler).map(String.init), disposeAt: 7)
        scheduler.advance(to: 20)
        #expect(recorder.events == [.next(2, "0"), .next(4, "1"), .next(6, "2")])
        #expect(scheduler.pendingCount == 0)
    }

    @Test("a timer disposed before it fires sends nothing and leaves no work behind")
    func timerDisposedEarly() {
        let recorder = scheduler.record(
            Signal.timer(.seconds(3), on: scheduler).map(String.init), disposeAt: 2)
        scheduler.run()
        #expect(recorder.events == [])
        #expect(recorder.span == SubscriptionSpan(0, 2))
        #expect(scheduler.pendingCount == 0)
        #expect(scheduler.now == 2)
    }

    @Test("timer sends 0 once after its delay, then completes")
    func timer() {
        let recorder = scheduler.record(Signal.timer(.seconds(3), on: scheduler).map(String.init))
        scheduler.run()
        expectMarbles(recorder, "---(0|)")
        #expect(recorder.events == [.next(3, "0"), .completed(3)])
    }
}

/// 1, 2, … up to a limit, counting how many elements were pulled.
private struct CountingSequence: Sequence, Sendable {
    let upTo: Int
    let pulls: Box<Int>

    func makeIterator() -> AnyIterator<Int> {
        var current = 0
        return AnyIterator {
            guard current < upTo else { return nil }
            current += 1
            pulls.increment()
            return current
        }
    }
}
