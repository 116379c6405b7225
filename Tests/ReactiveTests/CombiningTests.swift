import Dispatch
import Reactive
import ReactiveTesting
import Synchronization
import Testing

@Suite("Combining operators")
struct CombiningTests {
    let scheduler = TestScheduler()

    // MARK: - merge

    @Test("merge passes on values from both signals as they come, and completes after both")
    func mergeInterleaves() {
        let a = scheduler.hotSignal("-a---c-|")
        let b = scheduler.hotSignal("---b---d-|")
        let recorder = scheduler.record(a.signal.merge(b.signal))
        scheduler.run()
        #expect(
            recorder.events == [
                .next(1, "a"), .next(3, "b"), .next(5, "c"), .next(7, "d"), .completed(9),
            ])
        #expect(a.subscriptions == [SubscriptionSpan(0, 7)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 9)])
    }

    @Test("Signal.merge subscribes to every signal at once, counting time from then")
    func mergeArrayOfColdSignals() {
        let a = scheduler.coldSignal("-a|")
        let b = scheduler.coldSignal("--b|")
        let c = scheduler.coldSignal("---c-|")
        let recorder = scheduler.record(
            Signal.merge([a.signal, b.signal, c.signal]), subscribeAt: 2)
        scheduler.run()
        expectMarbles(recorder, "---abc-|")
        #expect(a.subscriptions == [SubscriptionSpan(2, 4)])
        #expect(b.subscriptions == [SubscriptionSpan(2, 5)])
        #expect(c.subscriptions == [SubscriptionSpan(2, 7)])
    }

    @Test("merge ends at the first error and disposes the other signals at that tick")
    func mergeError() {
        let a = scheduler.hotSignal("-a--#")
        let b = scheduler.hotSignal("---b---d-|")
        let recorder = scheduler.record(a.signal.merge(b.signal))
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .next(3, "b"), .error(4)])
        #expect(a.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test("merging no signals completes at once")
    func mergeNothing() {
        let recorder = scheduler.record(Signal<String>.merge([]), subscribeAt: 3)
        scheduler.run()
        #expect(recorder.events == [.completed(3)])
    }

    @Test("a signal that fails at once keeps merge from subscribing the signals after it")
    func mergeImmediateError() {
        let later = scheduler.hotSignal("-a-|")
        let recorder = scheduler.record(Signal.merge([Signal.error(TestError()), later.signal]))
        scheduler.run()
        #expect(recorder.events == [.error(0)])
        #expect(later.subscriptions == [])
    }

    @Test("disposing a merge disposes every signal at the same tick")
    func mergeDisposed() {
        let a = scheduler.hotSignal("-a---c-|")
        let b = scheduler.hotSignal("---b---d-|")
        let recorder = scheduler.record(Signal.merge([a.signal, b.signal]), disposeAt: 4)
        scheduler.run()
        expectMarbles(recorder, "-a-b")
        #expect(a.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test("merge delivers serially when its signals send from several threads (Contract 2)")
    func mergeFromSeveralThreads() {
        let subjects = (0..<4).map { _ in Subject<Int>() }
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let received = Atomic<Int>(0)
        let subscription = Signal.merge(subjects.map(\.signal)).subscribeNext { _ in
            if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
                overlaps.add(1, ordering: .relaxed)
            }
            received.add(1, ordering: .relaxed)
            inside.subtract(1, ordering: .sequentiallyConsistent)
        }
        DispatchQueue.concurrentPerform(iterations: subjects.count) { index in
            for value in 0..<5_000 { subjects[index].sendNext(value) }
        }
        subscription.dispose()
        #expect(received.load(ordering: .relaxed) == 20_000)
        #expect(overlaps.load(ordering: .relaxed) == 0)
    }

    // MARK: - startWith

    @Test("startWith sends its value at subscription, then the source's events")
    func startWithSendsFirst() {
        let source = scheduler.hotSignal("---a-b-|")
        let recorder = scheduler.record(source.signal.startWith("z"))
        scheduler.run()
        #expect(
            recorder.events == [.next(0, "z"), .next(3, "a"), .next(5, "b"), .completed(7)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 7)])
    }

    @Test("startWith sends its value even before a source fails, and passes the error")
    func startWithThenError() {
        let source = scheduler.coldSignal("-#")
        let recorder = scheduler.record(source.signal.startWith("z"), subscribeAt: 2)
        scheduler.run()
        #expect(recorder.events == [.next(2, "z"), .error(3)])
        #expect(source.subscriptions == [SubscriptionSpan(2, 3)])
    }

    @Test("disposing a startWith disposes the source at the same tick")
    func startWithDisposed() {
        let source = scheduler.hotSignal("-a-b-|")
        let recorder = scheduler.record(source.signal.startWith("z"), disposeAt: 2)
        scheduler.run()
        expectMarbles(recorder, "za")
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
    }

    // MARK: - then

    @Test("then ignores the values, and subscribes to the next signal when the first completes")
    func thenContinues() {
        let first = scheduler.coldSignal("-a-b-|")
        let second = scheduler.coldSignal("-x-y-|")
        let calls = Box(0)
        let recorder = scheduler.record(
            first.signal.then {
                calls.increment()
                return second.signal
            })
        #expect(calls.value == 0)
        scheduler.run()
        #expect(recorder.events == [.next(6, "x"), .next(8, "y"), .completed(10)])
        #expect(calls.value == 1)
        #expect(first.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(second.subscriptions == [SubscriptionSpan(5, 10)])
    }

    @Test("then passes the first signal's error on and never calls the closure")
    func thenError() {
        let first = scheduler.coldSignal("-a-#")
        let calls = Box(0)
        let recorder = scheduler.record(
            first.signal.then {
                calls.increment()
                return Signal.just(1)
            })
        scheduler.run()
        #expect(recorder.events == [.error(3)])
        #expect(calls.value == 0)
        #expect(first.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test("disposing a then while the next signal runs disposes it at the same tick")
    func thenDisposed() {
        let first = scheduler.coldSignal("-a|")
        let second = scheduler.coldSignal("-x-y-|")
        let recorder = scheduler.record(first.signal.then { second.signal }, disposeAt: 5)
        scheduler.run()
        expectMarbles(recorder, "---x")
        #expect(first.subscriptions == [SubscriptionSpan(0, 2)])
        #expect(second.subscriptions == [SubscriptionSpan(2, 5)])
    }

    // MARK: - sample

    @Test("sample sends the latest value at each sample, again if nothing new came")
    func sampleSendsLatest() {
        let source = scheduler.hotSignal("-a-b---c----|")
        let sampler = scheduler.hotSignal("--x--x---x-x--|")
        let recorder = scheduler.record(source.signal.sample(sampler.signal))
        scheduler.run()
        #expect(
            recorder.events == [
                .next(2, "a"), .next(5, "b"), .next(9, "c"), .next(11, "c"), .completed(12),
            ])
        #expect(source.subscriptions == [SubscriptionSpan(0, 12)])
        #expect(sampler.subscriptions == [SubscriptionSpan(0, 12)])
    }

    @Test("sample sends nothing for samples before the first value, and ends with the sampler")
    func sampleBeforeFirstValue() {
        let source = scheduler.hotSignal("---a-------|")
        let sampler = scheduler.hotSignal("-x---x-|", values: ["x": 0])
        let recorder = scheduler.record(source.signal.sample(sampler.signal))
        scheduler.run()
        #expect(recorder.events == [.next(5, "a"), .completed(7)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 7)])
        #expect(sampler.subscriptions == [SubscriptionSpan(0, 7)])
    }

    @Test("sample fails at once when either signal fails, and disposes the other")
    func sampleErrors() {
        let source = scheduler.hotSignal("-a--#")
        let quietSource = scheduler.hotSignal("-a-------|")
        let sampler = scheduler.hotSignal("--x----x--|")
        let failingSampler = scheduler.hotSignal("--x#")
        let sourceFailed = scheduler.record(source.signal.sample(sampler.signal))
        let samplerFailed = scheduler.record(quietSource.signal.sample(failingSampler.signal))
        scheduler.run()
        expectMarbles(sourceFailed, "--a-#")
        expectMarbles(samplerFailed, "--a#")
        #expect(sampler.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(quietSource.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test("disposing a sample disposes the source and the sampler at the same tick")
    func sampleDisposed() {
        let source = scheduler.hotSignal("-a-b-c-|")
        let sampler = scheduler.hotSignal("--x-x-x-|")
        let recorder = scheduler.record(source.signal.sample(sampler.signal), disposeAt: 5)
        scheduler.run()
        expectMarbles(recorder, "--a-b")
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(sampler.subscriptions == [SubscriptionSpan(0, 5)])
    }

    // MARK: - zip

    @Test("zip pairs values in order and completes once a finished side has no values left")
    func zipPairsInOrder() {
        let a = scheduler.hotSignal("-1-2-3---|")
        let b = scheduler.hotSignal("---x---y-z-|")
        let recorder = scheduler.record(Signal.zip(a.signal, b.signal).map { $0.0 + $0.1 })
        scheduler.run()
        #expect(
            recorder.events == [.next(3, "1x"), .next(7, "2y"), .next(9, "3z"), .completed(9)])
        #expect(a.subscriptions == [SubscriptionSpan(0, 9)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 9)])
    }

    @Test("zip completes when a side completes with nothing waiting, disposing the other")
    func zipCompletesEarly() {
        let a = scheduler.hotSignal("-1|")
        let b = scheduler.hotSignal("---x-----y-|")
        let recorder = scheduler.record(Signal.zip(a.signal, b.signal).map { $0.0 + $0.1 })
        scheduler.run()
        #expect(recorder.events == [.next(3, "1x"), .completed(3)])
        #expect(a.subscriptions == [SubscriptionSpan(0, 2)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test("zip of three makes triples, and zip(with:) pairs this signal with another")
    func zipThreeAndWith() {
        let a = scheduler.hotSignal("-1-2-|")
        let b = scheduler.hotSignal("--x-y--|")
        let c = scheduler.hotSignal("---p--q|")
        let triples = scheduler.record(
            Signal.zip(a.signal, b.signal, c.signal).map { $0.0 + $0.1 + $0.2 })
        let pairs = scheduler.record(a.signal.zip(with: c.signal).map { $0.0 + $0.1 })
        scheduler.run()
        #expect(triples.events == [.next(3, "1xp"), .next(6, "2yq"), .completed(6)])
        #expect(pairs.events == [.next(3, "1p"), .next(6, "2q"), .completed(6)])
        #expect(a.subscriptions == [SubscriptionSpan(0, 5), SubscriptionSpan(0, 5)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(c.subscriptions == [SubscriptionSpan(0, 6), SubscriptionSpan(0, 6)])
    }

    @Test("zip fails at once on an error from either side and disposes the other")
    func zipError() {
        let a = scheduler.hotSignal("-1-2-3-|")
        let b = scheduler.hotSignal("--x-#")
        let recorder = scheduler.record(Signal.zip(a.signal, b.signal).map { $0.0 + $0.1 })
        scheduler.run()
        #expect(recorder.events == [.next(2, "1x"), .error(4)])
        #expect(a.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test("disposing a zip disposes both signals at the same tick")
    func zipDisposed() {
        let a = scheduler.coldSignal("-1-2-3-|")
        let b = scheduler.coldSignal("--x-y-z-|")
        let recorder = scheduler.record(
            Signal.zip(a.signal, b.signal).map { $0.0 + $0.1 }, subscribeAt: 1, disposeAt: 4)
        scheduler.run()
        #expect(recorder.events == [.next(3, "1x")])
        #expect(a.subscriptions == [SubscriptionSpan(1, 4)])
        #expect(b.subscriptions == [SubscriptionSpan(1, 4)])
    }

    @Test("zip from two threads sends every pair once, in order (Contract 2)")
    func zipFromTwoThreads() {
        let left = Subject<Int>()
        let right = Subject<Int>()
        let pairs = Locked<[[Int]]>([])
        let subscription = Signal.zip(left.signal, right.signal).subscribeNext { pair in
            pairs.withLock { $0.append([pair.0, pair.1]) }
        }
        let subjects = [left, right]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for value in 1...5_000 { subjects[index].sendNext(value) }
        }
        subscription.dispose()
        #expect(pairs.withLock { $0 } == (1...5_000).map { [$0, $0] })
    }
}
