import Foundation
import Reactive
import ReactiveTesting
import Testing

/// Marble values for the tests that add numbers.
private let digits: [Character: Int] = ["1": 1, "2": 2, "3": 3, "4": 4]

@Suite("Transforming operators")
struct TransformingTests {
    let scheduler = TestScheduler()

    // MARK: - map

    @Test("map transforms each value at the time it arrives and passes completion through")
    func mapTransformsValues() {
        let source = scheduler.hotSignal("-a-b--|")
        let recorder = scheduler.record(source.signal.map { $0.uppercased() })
        scheduler.run()
        #expect(recorder.events == [.next(1, "A"), .next(3, "B"), .completed(6)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 6)])
    }

    @Test("map passes an error through and releases the source at that moment")
    func mapPassesErrors() {
        let source = scheduler.coldSignal("-a-#")
        let recorder = scheduler.record(source.signal.map { $0 + $0 }, subscribeAt: 2)
        scheduler.run()
        #expect(recorder.events == [.next(3, "aa"), .error(5, TestError())])
        #expect(source.subscriptions == [SubscriptionSpan("--^--!")])
    }

    @Test("disposing a mapped signal disposes its source at the same tick")
    func mapDisposesSource() {
        let source = scheduler.hotSignal("-a-b-c-|")
        let recorder = scheduler.record(source.signal.map { $0 }, disposeAt: 4)
        scheduler.run()
        expectMarbles(recorder, "-a-b")
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
    }

    // MARK: - mapReplace

    @Test("mapReplace sends the same value at the moment of each source value")
    func mapReplaceSendsConstant() {
        let source = scheduler.hotSignal("-a-b--|")
        let recorder = scheduler.record(source.signal.mapReplace("x"))
        scheduler.run()
        #expect(recorder.events == [.next(1, "x"), .next(3, "x"), .completed(6)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 6)])
    }

    @Test("mapReplace passes an error through and releases the source")
    func mapReplacePassesErrors() {
        let source = scheduler.coldSignal("-a-#")
        let recorder = scheduler.record(source.signal.mapReplace("x"))
        scheduler.run()
        expectMarbles(recorder, "-x-#")
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
    }

    // MARK: - scan

    @Test("scan sends each running total as the values arrive")
    func scanSendsRunningTotals() {
        let source = scheduler.hotSignal("-1-2--3-|", values: digits)
        let recorder = scheduler.record(source.signal.scan(0, +))
        scheduler.run()
        #expect(recorder.events == [.next(1, 1), .next(3, 3), .next(6, 6), .completed(8)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 8)])
    }

    @Test("scan starts again from its start value for each subscription")
    func scanRestartsPerSubscription() {
        let source = scheduler.coldSignal("-1-2|", values: digits)
        let totals = source.signal.scan(10, +)
        let first = scheduler.record(totals)
        let second = scheduler.record(totals, subscribeAt: 3)
        scheduler.run()
        #expect(first.events == [.next(1, 11), .next(3, 13), .completed(4)])
        #expect(second.events == [.next(4, 11), .next(6, 13), .completed(7)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4), SubscriptionSpan(3, 7)])
    }

    @Test("scan passes an error through, and disposing it disposes the source")
    func scanErrorAndDisposal() {
        let failing = scheduler.coldSignal("-1-#", values: digits)
        let endless = scheduler.hotSignal("-1-2-3-4-|", values: digits)
        let failed = scheduler.record(failing.signal.scan(0, +))
        let disposed = scheduler.record(endless.signal.scan(0, +), disposeAt: 4)
        scheduler.run()
        #expect(failed.events == [.next(1, 1), .error(3)])
        #expect(failing.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(disposed.events == [.next(1, 1), .next(3, 3)])
        #expect(endless.subscriptions == [SubscriptionSpan(0, 4)])
    }

    // MARK: - aggregate

    @Test("aggregate sends only the final total, at the moment the source completes")
    func aggregateSendsFinalTotal() {
        let source = scheduler.hotSignal("-1-2-3--|", values: digits)
        let recorder = scheduler.record(source.signal.aggregate(0, +))
        scheduler.run()
        #expect(recorder.events == [.next(8, 6), .completed(8)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 8)])
    }

    @Test("aggregate of a signal without values sends its start value")
    func aggregateOfEmptySendsStart() {
        let source = scheduler.hotSignal("---|", values: digits)
        let recorder = scheduler.record(source.signal.aggregate(10, +))
        scheduler.run()
        #expect(recorder.events == [.next(3, 10), .completed(3)])
    }

    @Test("aggregate sends only the error when the source fails, and nothing if disposed")
    func aggregateErrorAndDisposal() {
        let failing = scheduler.hotSignal("-1-2-#", values: digits)
        let endless = scheduler.hotSignal("-1-2-3-|", values: digits)
        let failed = scheduler.record(failing.signal.aggregate(0, +))
        let disposed = scheduler.record(endless.signal.aggregate(0, +), disposeAt: 4)
        scheduler.run()
        #expect(failed.events == [.error(5)])
        #expect(failing.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(disposed.events == [])
        #expect(endless.subscriptions == [SubscriptionSpan(0, 4)])
    }

    // MARK: - combinePrevious

    @Test("combinePrevious pairs each value with the one before, the first with the start")
    func combinePreviousPairsValues() {
        let source = scheduler.hotSignal("-a-b--c-|")
        let recorder = scheduler.record(source.signal.combinePrevious("_") { $0 + $1 })
        scheduler.run()
        #expect(
            recorder.events == [.next(1, "_a"), .next(3, "ab"), .next(6, "bc"), .completed(8)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 8)])
    }

    @Test("combinePrevious starts again from the start for each subscription, and passes errors")
    func combinePreviousRestartsAndFails() {
        let source = scheduler.coldSignal("-a-b-#")
        let pairs = source.signal.combinePrevious("_") { $0 + $1 }
        let first = scheduler.record(pairs)
        let second = scheduler.record(pairs, subscribeAt: 2)
        scheduler.run()
        #expect(first.events == [.next(1, "_a"), .next(3, "ab"), .error(5)])
        #expect(second.events == [.next(3, "_a"), .next(5, "ab"), .error(7)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5), SubscriptionSpan(2, 7)])
    }

    // MARK: - reduceEach

    @Test("reduceEach maps each pair with a closure that takes its two parts")
    func reduceEachOverPairs() {
        let source = scheduler.hotSignal("-p-q-|", values: ["p": ("a", 1), "q": ("b", 2)])
        let recorder = scheduler.record(source.signal.reduceEach { "\($0)\($1)" })
        scheduler.run()
        #expect(recorder.events == [.next(1, "a1"), .next(3, "b2"), .completed(5)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test("reduceEach accepts an operator such as + for a pair of numbers")
    func reduceEachWithOperator() {
        let source = scheduler.coldSignal("-p-q-#", values: ["p": (1, 2), "q": (3, 4)])
        let recorder = scheduler.record(source.signal.reduceEach(+))
        scheduler.run()
        #expect(recorder.events == [.next(1, 3), .next(3, 7), .error(5)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test("reduceEach maps each triple with a closure that takes its three parts")
    func reduceEachOverTriples() {
        let source = scheduler.hotSignal(
            "-p-q-|", values: ["p": ("a", 1, true), "q": ("b", 2, false)])
        let recorder = scheduler.record(source.signal.reduceEach { $2 ? "\($0)\($1)" : "-" })
        scheduler.run()
        #expect(recorder.events == [.next(1, "a1"), .next(3, "-"), .completed(5)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    // MARK: - collect and toArray

    @Test("collect sends one array of every value when the source completes")
    func collectGathersValues() {
        let source = scheduler.hotSignal("-a-b-c-|")
        let recorder = scheduler.record(source.signal.collect())
        scheduler.run()
        #expect(recorder.events == [.next(7, ["a", "b", "c"]), .completed(7)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 7)])
    }

    @Test("collect of a signal without values sends an empty array")
    func collectOfEmpty() {
        let source = scheduler.hotSignal("--|")
        let recorder = scheduler.record(source.signal.collect())
        scheduler.run()
        #expect(recorder.events == [.next(2, []), .completed(2)])
    }

    @Test("collect sends only the error when the source fails, and nothing if disposed")
    func collectErrorAndDisposal() {
        let failing = scheduler.coldSignal("-a-b-#")
        let endless = scheduler.hotSignal("-a-b-c-|")
        let failed = scheduler.record(failing.signal.collect())
        let disposed = scheduler.record(endless.signal.collect(), disposeAt: 6)
        scheduler.run()
        #expect(failed.events == [.error(5)])
        #expect(failing.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(disposed.events == [])
        #expect(endless.subscriptions == [SubscriptionSpan(0, 6)])
    }

    @Test("toArray returns the values of a signal that completes at once")
    func toArrayOfSynchronousSignal() throws {
        #expect(try Signal.from(["a", "b", "c"]).toArray() == ["a", "b", "c"])
        #expect(try Signal<String>.empty.toArray() == [])
    }

    @Test("toArray throws the signal's error")
    func toArrayThrows() {
        let failing = Signal<String> { observer in
            observer.sendNext("a")
            observer.sendError(TestError("boom"))
            return nil
        }
        #expect(throws: TestError("boom")) { try failing.toArray() }
    }

    @Test("toArray blocks until the signal completes, here when another thread runs the clock")
    func toArrayBlocksUntilCompletion() throws {
        let scheduler = self.scheduler
        let source = scheduler.coldSignal("-a-b--|")
        // The clock may run only once the subscription has put the script on
        // it: a cold signal logs its subscription first and schedules its
        // events after, so a clock run between the two would leave them
        // waiting forever, and toArray with them.
        let subscribed = DispatchSemaphore(value: 0)
        let signal = Signal<String> { observer in
            let subscription = source.signal.subscribe(observer)
            subscribed.signal()
            return subscription
        }
        Thread {
            subscribed.wait()
            scheduler.advance(to: 10)
        }.start()
        let values = try signal.toArray()
        #expect(values == ["a", "b"])
        #expect(source.subscriptions == [SubscriptionSpan(0, 6)])
    }

    // MARK: - materialize and dematerialize

    @Test("materialize turns every event into a value, then completes")
    func materializeCompletes() {
        let source = scheduler.hotSignal("-a-b-|")
        let recorder = scheduler.record(source.signal.materialize().map { $0.description })
        scheduler.run()
        #expect(
            recorder.events == [
                .next(1, "next(a)"), .next(3, "next(b)"), .next(5, "completed"), .completed(5),
            ])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test("materialize turns an error into a value, so the result completes instead of failing")
    func materializeError() {
        let source = scheduler.hotSignal("-a--#", error: TestError("boom"))
        let recorder = scheduler.record(source.signal.materialize().map { $0.description })
        scheduler.run()
        #expect(
            recorder.events == [.next(1, "next(a)"), .next(4, "error(boom)"), .completed(4)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test("dematerialize completes at a described completion and releases the source then")
    func dematerializeCompletes() {
        let events: [Character: Event<String>] = [
            "a": .next("a"), "b": .next("b"), "c": .completed,
        ]
        let source = scheduler.hotSignal("-a-b-c-a-|", values: events)
        let recorder = scheduler.record(source.signal.dematerialize())
        scheduler.run()
        expectMarbles(recorder, "-a-b-|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test("dematerialize fails at a described error")
    func dematerializeFails() {
        let events: [Character: Event<String>] = ["a": .next("a"), "e": .error(TestError("boom"))]
        let source = scheduler.hotSignal("-a-e-a-|", values: events)
        let recorder = scheduler.record(source.signal.dematerialize())
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .error(3, TestError("boom"))])
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test("dematerialize undoes materialize, and disposing the pair disposes the source")
    func materializeRoundTrip() {
        let failing = scheduler.coldSignal("-a-b-#")
        let endless = scheduler.hotSignal("-a-b-c-|")
        let roundTrip = scheduler.record(failing.signal.materialize().dematerialize())
        let disposed = scheduler.record(
            endless.signal.materialize().dematerialize(), disposeAt: 4)
        scheduler.run()
        expectMarbles(roundTrip, "-a-b-#")
        #expect(failing.subscriptions == [SubscriptionSpan(0, 5)])
        expectMarbles(disposed, "-a-b")
        #expect(endless.subscriptions == [SubscriptionSpan(0, 4)])
    }
}
