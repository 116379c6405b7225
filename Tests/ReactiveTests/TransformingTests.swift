import Reactive
import ReactiveTesting
import Testing

@Suite("Transforming operators")
struct TransformingTests {
    let scheduler = TestScheduler()

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
}
