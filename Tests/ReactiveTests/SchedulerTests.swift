import Dispatch
import Foundation
import Reactive
import Testing

@Suite("Schedulers on real threads")
struct SchedulerTests {
    @Test("the immediate scheduler runs work before schedule returns")
    func immediate() {
        let ran = Box(false)
        ImmediateScheduler.shared.schedule { ran.modify { $0 = true } }
        #expect(ran.value)
    }

    @Test("a queue scheduler runs work in order on its own queue")
    func queueSchedulerOrder() {
        let scheduler = QueueScheduler(name: "test.order")
        let seen = Box<[String]>([])
        let done = DispatchSemaphore(value: 0)
        for index in 0..<5 {
            scheduler.schedule { seen.append("\(index) on \(QueueScheduler.currentQueueName)") }
        }
        scheduler.schedule { done.signal() }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(seen.value == (0..<5).map { "\($0) on test.order" })
    }

    @Test("cancelled queue work never runs")
    func queueSchedulerCancel() {
        let scheduler = QueueScheduler(name: "test.cancel")
        let gate = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let ran = Box(false)
        scheduler.schedule { gate.wait() }
        let cancelled = scheduler.schedule { ran.modify { $0 = true } }
        cancelled?.dispose()
        scheduler.schedule { done.signal() }
        gate.signal()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(!ran.value)
    }

    @Test("a queue scheduler's delayed work runs after its delay, not before")
    func queueSchedulerAfter() {
        let scheduler = QueueScheduler(name: "test.after")
        let done = DispatchSemaphore(value: 0)
        let start = ContinuousClock.now
        let elapsed = Box<Duration>(.zero)
        scheduler.schedule(after: .milliseconds(50)) {
            elapsed.modify { $0 = ContinuousClock.now - start }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(elapsed.value >= .milliseconds(50))
    }
}
