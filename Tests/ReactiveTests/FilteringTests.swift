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
}
