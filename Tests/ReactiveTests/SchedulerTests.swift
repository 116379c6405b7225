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

    @Test("Contract 8: a queue scheduler runs work in order on its own queue")
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

    @Test("Contract 8: two actions on a scheduler made from a concurrent queue never overlap")
    func concurrentQueueIsSerialized() {
        // A queue of its own QoS, so that tests blocking the default pool's
        // threads cannot starve it: on this queue two blocks may truly overlap.
        let concurrent = DispatchQueue(
            label: "test.concurrent", qos: .userInteractive, attributes: .concurrent)
        let scheduler = QueueScheduler(queue: concurrent)
        let secondStarted = DispatchSemaphore(value: 0)
        let firstFinished = DispatchSemaphore(value: 0)
        let overlapped = Box(false)
        scheduler.schedule {
            // On a concurrent queue the second action would start now; serial,
            // it waits until this one has returned, after the deadline.
            if secondStarted.wait(timeout: .now() + .milliseconds(200)) == .success {
                overlapped.modify { $0 = true }
            }
            firstFinished.signal()
        }
        scheduler.schedule { secondStarted.signal() }
        #expect(firstFinished.wait(timeout: .now() + 10) == .success)
        #expect(!overlapped.value)
    }

    @Test("Contract 8: a scheduler made from a concurrent queue runs its actions in order")
    func concurrentQueueKeepsOrder() {
        let concurrent = DispatchQueue(
            label: "test.concurrent.order", qos: .userInteractive, attributes: .concurrent)
        let scheduler = QueueScheduler(queue: concurrent)
        let seen = Box<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        for index in 0..<200 {
            scheduler.schedule { seen.modify { $0.append(index) } }
        }
        scheduler.schedule { done.signal() }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(seen.value == Array(0..<200))
        #expect(scheduler.name == "test.concurrent.order")
    }
}
