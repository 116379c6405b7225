import Dispatch
import Reactive
import ReactiveTesting
import Synchronization
import Testing

@Suite("combineLatest")
struct CombineLatestTests {
    let scheduler = TestScheduler()

    @Test("combineLatest waits for both, then sends the latest pair on every value")
    func pairsOfLatestValues() {
        let a = scheduler.hotSignal("-1---2-----|")
        let b = scheduler.hotSignal("---x---y-|")
        let recorder = scheduler.record(
            Signal.combineLatest(a.signal, b.signal).map { $0.0 + $0.1 })
        scheduler.run()
        #expect(
            recorder.events == [
                .next(3, "1x"), .next(5, "2x"), .next(7, "2y"), .completed(11),
            ])
        #expect(a.subscriptions == [SubscriptionSpan(0, 11)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 9)])
    }

    @Test("combineLatest completes only when every signal has completed, even a silent one")
    func completesWhenAllComplete() {
        let silent = scheduler.hotSignal("--|")
        let busy = scheduler.hotSignal("-a-b-|")
        let recorder = scheduler.record(
            Signal.combineLatest(silent.signal, busy.signal).map { $0.0 + $0.1 })
        scheduler.run()
        #expect(recorder.events == [.completed(5)])
        #expect(silent.subscriptions == [SubscriptionSpan(0, 2)])
        #expect(busy.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test("combineLatest fails at the first error and disposes the other signal at that tick")
    func failsAtOnce() {
        let a = scheduler.hotSignal("-1-2-#")
        let b = scheduler.hotSignal("--x-----y-|")
        let recorder = scheduler.record(
            Signal.combineLatest(a.signal, b.signal).map { $0.0 + $0.1 })
        scheduler.run()
        #expect(recorder.events == [.next(2, "1x"), .next(3, "2x"), .error(5)])
        #expect(a.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test("combineLatest with reduce maps each combination with the closure")
    func reducePair() {
        let values: [Character: Int] = ["1": 1, "2": 2, "5": 5]
        let a = scheduler.hotSignal("-1---2-|", values: values)
        let b = scheduler.hotSignal("---5---|", values: values)
        let recorder = scheduler.record(Signal.combineLatest(a.signal, b.signal) { $0 * $1 })
        scheduler.run()
        #expect(recorder.events == [.next(3, 5), .next(5, 10), .completed(7)])
        #expect(a.subscriptions == [SubscriptionSpan(0, 7)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 7)])
    }

    @Test("combineLatest subscribes to cold signals at subscription and counts time from then")
    func coldSignals() {
        let a = scheduler.coldSignal("-a-b|")
        let b = scheduler.coldSignal("--x|")
        let recorder = scheduler.record(
            Signal.combineLatest(a.signal, b.signal).map { $0.0 + $0.1 }, subscribeAt: 3)
        scheduler.run()
        #expect(recorder.events == [.next(5, "ax"), .next(6, "bx"), .completed(7)])
        #expect(a.subscriptions == [SubscriptionSpan(3, 7)])
        #expect(b.subscriptions == [SubscriptionSpan(3, 6)])
    }

    @Test("disposing a combineLatest disposes both signals at the same tick")
    func disposed() {
        let a = scheduler.hotSignal("-1---2---|")
        let b = scheduler.hotSignal("---x---y-|")
        let recorder = scheduler.record(
            Signal.combineLatest(a.signal, b.signal).map { $0.0 + $0.1 }, disposeAt: 6)
        scheduler.run()
        #expect(recorder.events == [.next(3, "1x"), .next(5, "2x")])
        #expect(a.subscriptions == [SubscriptionSpan(0, 6)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 6)])
    }

    // MARK: - Three signals

    @Test("combineLatest of three waits for all three, then sends triples")
    func threeSignals() {
        let a = scheduler.hotSignal("-1-----2-|")
        let b = scheduler.hotSignal("---x-----|")
        let c = scheduler.hotSignal("-----p---|")
        let tuples = scheduler.record(
            Signal.combineLatest(a.signal, b.signal, c.signal).map { $0.0 + $0.1 + $0.2 })
        let reduced = scheduler.record(
            Signal.combineLatest(a.signal, b.signal, c.signal) { $2 + $1 + $0 })
        scheduler.run()
        #expect(tuples.events == [.next(5, "1xp"), .next(7, "2xp"), .completed(9)])
        #expect(reduced.events == [.next(5, "px1"), .next(7, "px2"), .completed(9)])
        #expect(a.subscriptions == [SubscriptionSpan(0, 9), SubscriptionSpan(0, 9)])
        #expect(c.subscriptions == [SubscriptionSpan(0, 9), SubscriptionSpan(0, 9)])
    }

    @Test("combineLatest of three fails at the first error and disposes all three")
    func threeSignalsError() {
        let a = scheduler.hotSignal("-1-----|")
        let b = scheduler.hotSignal("---x---|")
        let c = scheduler.hotSignal("----#")
        let recorder = scheduler.record(
            Signal.combineLatest(a.signal, b.signal, c.signal).map { $0.0 + $0.1 + $0.2 })
        scheduler.run()
        #expect(recorder.events == [.error(4)])
        #expect(a.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(c.subscriptions == [SubscriptionSpan(0, 4)])
    }

    // MARK: - An array of signals

    @Test("combineLatest of an array sends arrays of the latest values, in the array's order")
    func arrayOfSignals() {
        let values: [Character: Int] = ["1": 1, "2": 2, "5": 5, "6": 6]
        let a = scheduler.hotSignal("-1---2---|", values: values)
        let b = scheduler.hotSignal("---5---6-|", values: values)
        let arrays = scheduler.record(Signal.combineLatest([a.signal, b.signal]))
        let sums = scheduler.record(
            Signal.combineLatest([a.signal, b.signal]) { $0.reduce(0, +) })
        scheduler.run()
        #expect(
            arrays.events == [
                .next(3, [1, 5]), .next(5, [2, 5]), .next(7, [2, 6]), .completed(9),
            ])
        #expect(sums.events == [.next(3, 6), .next(5, 7), .next(7, 8), .completed(9)])
        #expect(a.subscriptions == [SubscriptionSpan(0, 9), SubscriptionSpan(0, 9)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 9), SubscriptionSpan(0, 9)])
    }

    @Test("combineLatest of an array fails at the first error and disposes the others")
    func arrayError() {
        let a = scheduler.hotSignal("-a-----|")
        let b = scheduler.hotSignal("--b----|")
        let c = scheduler.hotSignal("---c-#")
        let recorder = scheduler.record(
            Signal.combineLatest([a.signal, b.signal, c.signal]).map { $0.joined() })
        scheduler.run()
        #expect(recorder.events == [.next(3, "abc"), .error(5)])
        #expect(a.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test("combineLatest of an array completes after all, and at once for an empty array")
    func arrayCompletion() {
        let a = scheduler.hotSignal("-a-|")
        let b = scheduler.hotSignal("--b---|")
        let recorder = scheduler.record(
            Signal.combineLatest([a.signal, b.signal]).map { $0.joined() })
        let empty = scheduler.record(Signal<[String]>.combineLatest([]), subscribeAt: 2)
        scheduler.run()
        #expect(recorder.events == [.next(2, "ab"), .completed(6)])
        #expect(empty.events == [.completed(2)])
        #expect(a.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 6)])
    }

    @Test("disposing a combineLatest of an array disposes every signal at the same tick")
    func arrayDisposed() {
        let a = scheduler.hotSignal("-a---|")
        let b = scheduler.hotSignal("--b----|")
        let recorder = scheduler.record(
            Signal.combineLatest([a.signal, b.signal]).map { $0.joined() }, disposeAt: 4)
        scheduler.run()
        #expect(recorder.events == [.next(2, "ab")])
        #expect(a.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(b.subscriptions == [SubscriptionSpan(0, 4)])
    }

    // MARK: - Threads

    @Test(
        "combineLatest from two threads delivers serially and ends on the latest pair (Contract 2)")
    func twoThreads() {
        let left = Subject<Int>()
        let right = Subject<Int>()
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let last = Locked<[Int]>([])
        let subscription = Signal.combineLatest(left.signal, right.signal).subscribeNext {
            pair in
            if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
                overlaps.add(1, ordering: .relaxed)
            }
            last.withLock { $0 = [pair.0, pair.1] }
            inside.subtract(1, ordering: .sequentiallyConsistent)
        }
        let subjects = [left, right]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for value in 1...5_000 { subjects[index].sendNext(value) }
        }
        subscription.dispose()
        #expect(overlaps.load(ordering: .relaxed) == 0)
        // Each combination is sent in the order it was made, so the last one
        // sent holds both last values, whichever thread finished first.
        #expect(last.withLock { $0 } == [5_000, 5_000])
    }
}
