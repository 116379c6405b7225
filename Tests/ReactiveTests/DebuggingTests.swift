import Reactive
import ReactiveTesting
import Testing

@Suite("Debugging operators")
struct DebuggingTests {
    let scheduler = TestScheduler()

    @Test("logNext writes one line per value, with the signal's name, and passes values on")
    func logNext() {
        let source = scheduler.hotSignal("-3-4|", values: ["3": 3, "4": 4])
        let lines = Box<[String]>([])
        let logged = source.signal.named("clicks").logNext { lines.append($0) }
        let recorder = scheduler.record(logged)
        scheduler.run()
        #expect(lines.value == ["clicks next: 3", "clicks next: 4"])
        #expect(recorder.events == [.next(1, 3), .next(3, 4), .completed(4)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(logged.name == "clicks")
    }

    @Test("logError writes a line with the error, and passes it on")
    func logError() {
        let source = scheduler.hotSignal("-a#", error: TestError("offline"))
        let lines = Box<[String]>([])
        let recorder = scheduler.record(
            source.signal.named("upload").logError { lines.append($0) })
        scheduler.run()
        #expect(lines.value == ["upload error: offline"])
        #expect(recorder.events == [.next(1, "a"), .error(2, TestError("offline"))])
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
    }

    @Test("logCompleted writes a line on completion, and passes it on")
    func logCompleted() {
        let source = scheduler.hotSignal("-a-|")
        let lines = Box<[String]>([])
        let recorder = scheduler.record(
            source.signal.named("upload").logCompleted { lines.append($0) })
        scheduler.run()
        #expect(lines.value == ["upload completed"])
        #expect(recorder.events == [.next(1, "a"), .completed(3)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test("logAll writes every event, in order, and an unnamed signal is called 'signal'")
    func logAll() {
        let source = scheduler.hotSignal("-a-b#", error: TestError("boom"))
        let lines = Box<[String]>([])
        let logged = source.signal.logAll { lines.append($0) }
        let recorder = scheduler.record(logged)
        scheduler.run()
        #expect(lines.value == ["signal next: a", "signal next: b", "signal error: boom"])
        #expect(recorder.events == [.next(1, "a"), .next(3, "b"), .error(4, TestError("boom"))])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(logged.name == nil)

        let completing = scheduler.coldSignal("a|")
        let named = Box<[String]>([])
        let greeting = completing.signal.named("greeting").logAll { named.append($0) }
        let second = scheduler.record(greeting)
        scheduler.run()
        #expect(named.value == ["greeting next: a", "greeting completed"])
        #expect(second.events == [.next(4, "a"), .completed(5)])
        #expect(completing.subscriptions == [SubscriptionSpan(4, 5)])
        #expect(greeting.name == "greeting")
    }
}
