import Narration
import Reactive
import ReactiveTesting
import Testing

@Suite("Subscription spans drawn as marble lines")
struct MarbleSpanTests {
    @Test("a span is drawn from ^ at its start to ! at its end, as the testable signal logged it")
    func closedSpan() {
        let scheduler = TestScheduler()
        let search = scheduler.coldSignal("----r|")
        _ = scheduler.record(search.signal, subscribeAt: 2, disposeAt: 4)
        scheduler.run()
        let capture = CapturedNarration()
        capture.narrator().marbles(MarbleLine("search", span: search.subscriptions[0]))
        #expect(capture.output == "\n    search  --^-!\n")
    }

    @Test("an open span runs on to the end of the diagram; a closed one stops at !")
    func openSpan() {
        let capture = CapturedNarration()
        capture.narrator().marbles(
            [
                MarbleLine("open", span: SubscriptionSpan(1)),
                MarbleLine("closed", span: SubscriptionSpan(0, 2)),
            ], until: 5)
        #expect(capture.output == "\n    open    -^---\n    closed  ^-!\n")
    }

    @Test("a span that began and ended in one tick is drawn as ! alone")
    func instantSpan() {
        let capture = CapturedNarration()
        capture.narrator().marbles(MarbleLine("instant", span: SubscriptionSpan(3, 3)))
        #expect(capture.output == "\n    instant  ---!\n")
    }

    @Test("span lines line up with event lines of the same run")
    func alignsWithEvents() {
        let scheduler = TestScheduler()
        let request = scheduler.coldSignal("--a|")
        let answer = scheduler.record(request.signal, subscribeAt: 1)
        scheduler.run()
        let capture = CapturedNarration()
        capture.narrator().marbles(
            MarbleLine("request", span: request.subscriptions[0]), MarbleLine("answer", answer))
        #expect(capture.output == "\n    request  -^--!\n    answer   ---a|\n")
    }
}
