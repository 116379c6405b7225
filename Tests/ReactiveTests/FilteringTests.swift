import Reactive
import ReactiveTesting
import Testing

@Suite("Filtering operators")
struct FilteringTests {
    let scheduler = TestScheduler()

    @Test("filter keeps matching values, at their original times")
    func filterKeepsMatches() {
        let source = scheduler.hotSignal("-1-2-3-4-|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
        let recorder = scheduler.record(source.signal.filter { $0.isMultiple(of: 2) })
        scheduler.run()
        #expect(recorder.events == [.next(3, 2), .next(7, 4), .completed(9)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 9)])
    }

    // MARK: - ignore

    @Test("ignore drops the values equal to the given one and keeps the rest at their times")
    func ignoreDropsOneValue() {
        let source = scheduler.hotSignal("-a-b-a-c-|")
        let recorder = scheduler.record(source.signal.ignore("a"))
        scheduler.run()
        #expect(recorder.events == [.next(3, "b"), .next(7, "c"), .completed(9)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 9)])
    }

    @Test("ignore passes an error through and releases the source at that moment")
    func ignorePassesErrors() {
        let source = scheduler.coldSignal("-a-b-#")
        let recorder = scheduler.record(source.signal.ignore("b"), subscribeAt: 2)
        scheduler.run()
        expectMarbles(recorder, "---a---#")
        #expect(source.subscriptions == [SubscriptionSpan("--^----!")])
    }

    // MARK: - ignoreValues

    @Test("ignoreValues sends only the completion, at the source's completion time")
    func ignoreValuesKeepsCompletion() {
        let source = scheduler.hotSignal("-a-b-c-|")
        let recorder = scheduler.record(source.signal.ignoreValues())
        scheduler.run()
        #expect(recorder.events == [.completed(7)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 7)])
    }

    @Test("ignoreValues sends only the error when the source fails")
    func ignoreValuesKeepsError() {
        let source = scheduler.hotSignal("-a-b-#", error: TestError("lost"))
        let recorder = scheduler.record(source.signal.ignoreValues())
        scheduler.run()
        #expect(recorder.events == [.error(5, TestError("lost"))])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    // MARK: - distinctUntilChanged

    @Test("distinctUntilChanged drops a value equal to the one before it, not to older ones")
    func distinctUntilChangedDropsRepeats() {
        let source = scheduler.hotSignal("-a-a-b-b-a-|")
        let recorder = scheduler.record(source.signal.distinctUntilChanged())
        scheduler.run()
        #expect(
            recorder.events == [.next(1, "a"), .next(5, "b"), .next(9, "a"), .completed(11)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 11)])
    }

    @Test("distinctUntilChanged starts afresh for each subscription")
    func distinctUntilChangedPerSubscription() {
        let source = scheduler.coldSignal("-a-a-|")
        let signal = source.signal.distinctUntilChanged()
        let first = scheduler.record(signal)
        let second = scheduler.record(signal, subscribeAt: 10)
        scheduler.run()
        expectMarbles(first, "-a---|")
        expectMarbles(second, "-----------a---|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 5), SubscriptionSpan(10, 15)])
    }

    @Test("distinctUntilChanged passes an error through")
    func distinctUntilChangedPassesErrors() {
        let source = scheduler.hotSignal("-a-a-#")
        let recorder = scheduler.record(source.signal.distinctUntilChanged())
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .error(5)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    // MARK: - skip

    @Test("skip drops the first values, then passes the rest at their times")
    func skipDropsFirstValues() {
        let source = scheduler.hotSignal("-a-b-c-d-|")
        let recorder = scheduler.record(source.signal.skip(2))
        scheduler.run()
        #expect(recorder.events == [.next(5, "c"), .next(7, "d"), .completed(9)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 9)])
    }

    @Test("skip(0) passes everything, and an error arriving while skipping passes through")
    func skipZeroAndEarlyError() {
        let all = scheduler.hotSignal("-a-b-|")
        let failing = scheduler.hotSignal("-a-#")
        let allRecorder = scheduler.record(all.signal.skip(0))
        let failingRecorder = scheduler.record(failing.signal.skip(5))
        scheduler.run()
        expectMarbles(allRecorder, "-a-b-|")
        #expect(failingRecorder.events == [.error(3)])
        #expect(failing.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test("disposing a skipping signal disposes its source at the same tick")
    func skipDisposesSource() {
        let source = scheduler.hotSignal("-a-b-c-d-|")
        let recorder = scheduler.record(source.signal.skip(1), disposeAt: 6)
        scheduler.run()
        expectMarbles(recorder, "---b-c")
        #expect(source.subscriptions == [SubscriptionSpan(0, 6)])
    }

    // MARK: - skipWhile

    @Test("skipWhile drops values until one fails the test, then passes everything")
    func skipWhileDropsLeadingValues() {
        let values: [Character: Int] = ["1": 1, "2": 2, "5": 5]
        let source = scheduler.hotSignal("-1-2-5-1-2-|", values: values)
        let tested = Box<[Int]>([])
        let recorder = scheduler.record(
            source.signal.skipWhile { value in
                tested.modify { $0.append(value) }
                return value < 3
            })
        scheduler.run()
        #expect(
            recorder.events == [.next(5, 5), .next(7, 1), .next(9, 2), .completed(11)])
        #expect(tested.value == [1, 2, 5])
        #expect(source.subscriptions == [SubscriptionSpan(0, 11)])
    }

    @Test("skipWhile passes an error through, even while still skipping")
    func skipWhilePassesErrors() {
        let source = scheduler.coldSignal("-a-a-#")
        let recorder = scheduler.record(source.signal.skipWhile { $0 == "a" }, subscribeAt: 1)
        scheduler.run()
        #expect(recorder.events == [.error(6)])
        #expect(source.subscriptions == [SubscriptionSpan(1, 6)])
    }
}
