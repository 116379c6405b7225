import Reactive
import ReactiveTesting
import Testing

/// Marble values: `t` and `f` for single Booleans.
private let flags: [Character: Bool] = ["t": true, "f": false]

/// Marble values: arrays of Booleans, as `combineLatest` of an array sends them.
private let flagArrays: [Character: [Bool]] = [
    "a": [true, true], "b": [true, false], "c": [false, false], "e": [],
]

@Suite("Boolean operators")
struct BooleanTests {
    let scheduler = TestScheduler()

    @Test("not negates each Boolean at the time it arrives")
    func notNegates() {
        let source = scheduler.hotSignal("-t-f-t|", values: flags)
        let recorder = scheduler.record(source.signal.not())
        scheduler.run()
        expectMarbles(recorder, "-f-t-f|", values: flags)
        #expect(source.subscriptions == [SubscriptionSpan(0, 6)])
    }

    @Test("not passes an error through, and disposing it disposes the source")
    func notErrorAndDisposal() {
        let failing = scheduler.coldSignal("-t-#", values: flags)
        let endless = scheduler.hotSignal("-t-f-t-|", values: flags)
        let failed = scheduler.record(failing.signal.not())
        let disposed = scheduler.record(endless.signal.not(), disposeAt: 4)
        scheduler.run()
        #expect(failed.events == [.next(1, false), .error(3)])
        #expect(failing.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(disposed.events == [.next(1, false), .next(3, true)])
        #expect(endless.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test("and is true when every Boolean in the array is, and for an empty array")
    func andOfArrays() {
        let source = scheduler.hotSignal("-a-b-c-e-|", values: flagArrays)
        let recorder = scheduler.record(source.signal.and())
        scheduler.run()
        expectMarbles(recorder, "-t-f-f-t-|", values: flags)
        #expect(source.subscriptions == [SubscriptionSpan(0, 9)])
    }

    @Test("or is true when at least one Boolean in the array is, and false for an empty array")
    func orOfArrays() {
        let source = scheduler.hotSignal("-a-b-c-e-|", values: flagArrays)
        let recorder = scheduler.record(source.signal.or())
        scheduler.run()
        expectMarbles(recorder, "-t-t-f-f-|", values: flags)
        #expect(source.subscriptions == [SubscriptionSpan(0, 9)])
    }

    @Test("and and or pass an error through and release the source")
    func andOrPassErrors() {
        let source = scheduler.coldSignal("-b-#", values: flagArrays)
        let both = scheduler.record(source.signal.and())
        let either = scheduler.record(source.signal.or())
        scheduler.run()
        #expect(both.events == [.next(1, false), .error(3)])
        #expect(either.events == [.next(1, true), .error(3)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 3), SubscriptionSpan(0, 3)])
    }
}
