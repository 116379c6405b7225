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

    @Test("a malformed marble is reported with the MarbleError's message: what is wrong, and where")
    func malformedMarbleIsReported() throws {
        let recorder = scheduler.record(scheduler.hotSignal("-a-|").signal)
        scheduler.run()
        let message = try #require(Marbles.mismatch(expected: "-a-|-b-", actual: recorder.events))
        #expect(message.contains("a value after the end"))
        #expect(message.contains("     ^"))
        #expect(Marbles.mismatch(expected: "-a-|", actual: recorder.events) == nil)
    }
}

/// The clock's edges and its cost: huge delays saturate at the last tick,
/// advancing always reaches its target, and the queue of waiting work costs
/// O(log n) per action (Contract 14).
@Suite("TestScheduler: the ends of time, and the cost of many actions")
struct TestSchedulerLimitTests {
    let scheduler = TestScheduler()

    @Test("a delay too long to count in ticks is due at the last tick instead of trapping")
    func hugeDelaySaturates() {
        #expect(scheduler.ticks(.seconds(Int64.max)) == Int.max)
        let recorder = scheduler.record(Signal.timer(.seconds(Int64.max), on: scheduler))
        scheduler.advance(to: Int.max - 1)
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: 1)
        #expect(recorder.events == [.next(Int.max, 0), .completed(Int.max)])
    }

    @Test("scheduling near the end of time is due at the last tick instead of overflowing")
    func schedulingNearTheEndSaturates() {
        let ran = Box<[Int]>([])
        scheduler.advance(to: Int.max - 1)
        scheduler.schedule(after: .seconds(5)) { ran.modify { $0.append(scheduler.now) } }
        scheduler.advance(by: Int.max)
        #expect(ran.value == [Int.max])
    }

    @Test("advance(by: Int.max) runs what is due and moves the clock to the end of time")
    func advanceByEverythingMovesTheClock() {
        let ran = Box<[Int]>([])
        scheduler.schedule(after: .seconds(3)) { ran.modify { $0.append(scheduler.now) } }
        scheduler.advance(by: Int.max)
        #expect(ran.value == [3])
        #expect(scheduler.now == Int.max)
        scheduler.advance(by: 1)
        #expect(scheduler.now == Int.max, "the clock stops at the last tick")
    }

    @Test("work disposed among work due at the same ticks leaves the rest first-in, first-out")
    func fifoSurvivesDisposal() {
        let order = Box<[Int]>([])
        var generator = SplitMix64(seed: 7)
        var expected: [(tick: Int, number: Int)] = []
        for number in 0..<300 {
            let tick = Int(generator.next() % 10)
            let work = scheduler.schedule(at: tick) { order.modify { $0.append(number) } }
            if number % 3 == 0 { work?.dispose() } else { expected.append((tick, number)) }
        }
        scheduler.run()
        let byTick = expected.enumerated().sorted {
            ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset)
        }
        #expect(order.value == byTick.map(\.element.number))
    }

    @Test(
        "Contract 14: scheduling and disposing 10,000 actions takes O(n log n) comparisons, not n²",
        arguments: [false, true])
    func manyActionsCostLogarithmically(disposeLatestFirst: Bool) {
        let count = 10_000
        let work = (0..<count).map { tick in scheduler.schedule(at: tick) {} }
        let scheduling = scheduler.queueComparisons
        for action in disposeLatestFirst ? work.reversed() : work { action?.dispose() }
        let disposing = scheduler.queueComparisons - scheduling
        #expect(scheduler.pendingCount == 0)
        // log2(10,000) is about 13.3: a heap compares at most twice per level.
        let nLogN = count * 14
        #expect(scheduling <= 2 * nLogN, "scheduling made \(scheduling) comparisons")
        #expect(disposing <= 2 * nLogN, "disposing made \(disposing) comparisons")
    }
}
