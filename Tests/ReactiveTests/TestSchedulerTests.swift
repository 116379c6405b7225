import Reactive
import ReactiveTesting
import Testing

@Suite("TestScheduler: virtual time")
struct TestSchedulerTests {
    let scheduler = TestScheduler()

    @Test("work due at the same tick runs first-in, first-out")
    func fifoAtEqualTimes() {
        let order = Box<[String]>([])
        for name in ["a", "b", "c"] {
            scheduler.schedule(after: .seconds(2)) { order.append(name) }
        }
        scheduler.schedule(after: .seconds(1)) { order.append("early") }
        scheduler.run()
        #expect(order.value == ["early", "a", "b", "c"])
    }

    @Test("advance(by:) runs only what falls due and moves the clock exactly")
    func advanceBy() {
        let order = Box<[String]>([])
        scheduler.schedule(after: .seconds(1)) { order.append("1") }
        scheduler.schedule(after: .seconds(5)) { order.append("5") }
        scheduler.advance(by: 3)
        #expect(order.value == ["1"])
        #expect(scheduler.now == 3)
        scheduler.advance(by: .seconds(2))
        #expect(order.value == ["1", "5"])
        #expect(scheduler.now == 5)
    }

    @Test("advance(to:) never moves the clock backwards")
    func advanceToIsMonotonic() {
        scheduler.advance(to: 10)
        scheduler.advance(to: 4)
        #expect(scheduler.now == 10)
    }

    @Test("work scheduled while advancing runs in the same advance if it falls due")
    func nestedScheduling() {
        let order = Box<[String]>([])
        scheduler.schedule(after: .seconds(1)) {
            order.append("outer at \(scheduler.now)")
            scheduler.schedule(after: .seconds(1)) { order.append("inner at \(scheduler.now)") }
            scheduler.schedule { order.append("now at \(scheduler.now)") }
        }
        scheduler.advance(to: 2)
        #expect(order.value == ["outer at 1", "now at 1", "inner at 2"])
    }

    @Test("disposing scheduled work cancels it")
    func cancellation() {
        let ran = Box(false)
        let work = scheduler.schedule(after: .seconds(1)) { ran.modify { $0 = true } }
        work?.dispose()
        scheduler.run()
        #expect(!ran.value)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("durations convert to ticks by rounding up, so nothing runs early")
    func durationToTicks() {
        let fine = TestScheduler(tick: .milliseconds(100))
        #expect(fine.ticks(.milliseconds(250)) == 3)
        #expect(fine.ticks(.seconds(1)) == 10)
        #expect(fine.ticks(.zero) == 0)
        #expect(scheduler.ticks(.milliseconds(1)) == 1)
    }

    @Test("a repeating schedule runs every interval until disposed")
    func repeating() {
        let ticks = Box<[Int]>([])
        let timer = scheduler.schedule(after: .seconds(1), repeatingEvery: .seconds(2)) {
            ticks.modify { $0.append(scheduler.now) }
        }
        scheduler.advance(to: 6)
        timer?.dispose()
        scheduler.advance(to: 20)
        #expect(ticks.value == [1, 3, 5])
    }

    @Test("a test that writes a malformed marble fails with the MarbleError's message, and only it")
    func malformedMarbleFailsOneTest() {
        let recorder = scheduler.record(scheduler.hotSignal("-a-|").signal)
        scheduler.run()
        withKnownIssue {
            expectMarbles(recorder, "-a-|-b-")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("a value after the end") }
                && issue.comments.contains { $0.rawValue.contains("     ^") }
        }
        expectMarbles(recorder, "-a-|")
    }
}
