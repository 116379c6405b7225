import Dispatch
import Foundation
import Reactive
import Testing

/// Contract 7: a repeating schedule runs until it is disposed, and never stops
/// by itself, however its runs race the code that scheduled them.
/// The stress tests load every core, so the suite runs one test at a time.
@Suite("Contract 7: a repeating schedule runs until disposed", .serialized)
struct RepeatingScheduleTests {
    @Test(
        "Contract 7: the default repeat keeps going when its first run starts before schedule returns"
    )
    func firstRunBeforeScheduleReturns() {
        let scheduler = SteppingScheduler()
        let runs = Box(0)
        let timer = scheduler.schedule(after: .zero, repeatingEvery: .seconds(1)) {
            runs.increment()
        }
        #expect(runs.value == 1, "the first run starts inside schedule(after:repeatingEvery:)")
        scheduler.runPending()
        scheduler.runPending()
        #expect(runs.value == 3, "the second and third runs were lost")
        timer?.dispose()
        scheduler.runPending()
        #expect(runs.value == 3, "a run after dispose()")
    }

    @Test(
        "Contract 7: a 200 µs repeating timer on a queue scheduler never stops by itself under load"
    )
    func queueSchedulerUnderLoad() {
        #expect(Self.deadTimer(on: QueueScheduler(name: "test.repeat")) == nil)
    }

    @Test("Contract 7: the default repeat on a real queue never stops by itself under load")
    func defaultRepeatUnderLoad() {
        #expect(Self.deadTimer(on: PlainQueueScheduler(name: "test.repeat.plain")) == nil)
    }

    @Test("Contract 7: a repeating timer on a queue scheduler stops for good once disposed")
    func stopsWhenDisposed() {
        let scheduler = QueueScheduler(name: "test.repeat.dispose")
        let runs = Box(0)
        let three = DispatchSemaphore(value: 0)
        let timer = scheduler.schedule(after: .zero, repeatingEvery: .microseconds(200)) {
            let count = runs.modify { count in
                count += 1
                return count
            }
            if count == 3 { three.signal() }
        }
        #expect(three.wait(timeout: .now() + 10) == .success)
        timer?.dispose()
        // Work queued behind the disposal runs after any run already under way.
        let drained = DispatchSemaphore(value: 0)
        scheduler.schedule { drained.signal() }
        #expect(drained.wait(timeout: .now() + 10) == .success)
        let settled = runs.value
        let later = DispatchSemaphore(value: 0)
        scheduler.schedule(after: .milliseconds(5)) { later.signal() }
        #expect(later.wait(timeout: .now() + 10) == .success)
        #expect(runs.value == settled)
    }

    /// Starts 1,000 timers of 200 µs, one after another, while busy threads
    /// load every core. Returns the first trial whose timer did not reach its
    /// third run, or `nil` if every timer kept running until disposed.
    ///
    /// A live timer runs three times in well under a millisecond; the
    /// deadline only bounds how long a dead one is waited for.
    static func deadTimer(on scheduler: any Scheduler, trials: Int = 1_000) -> Int? {
        let load = BusyThreads()
        defer { load.stop() }
        for trial in 0..<trials {
            let runs = DispatchSemaphore(value: 0)
            let timer = scheduler.schedule(after: .zero, repeatingEvery: .microseconds(200)) {
                runs.signal()
            }
            let ranThrice = (0..<3).allSatisfy { _ in
                runs.wait(timeout: .now() + 10) == .success
            }
            timer?.dispose()
            if !ranThrice { return trial }
        }
        return nil
    }
}
