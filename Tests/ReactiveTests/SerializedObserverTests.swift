import Dispatch
import Foundation
import Reactive
import Synchronization
import Testing

@Suite("serialized(): one event at a time from many senders")
struct SerializedObserverTests {
    @Test(
        "Contract 2: events from several threads never overlap, none is lost, and each thread's order is kept"
    )
    func concurrentSendersAreSerialized() {
        let threads = 4
        let perThread = 5_000
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let received = Locked<[Int]>([])
        let target = Observer<Int>(next: { value in
            if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
                overlaps.add(1, ordering: .relaxed)
            }
            received.withLock { $0.append(value) }
            inside.subtract(1, ordering: .acquiringAndReleasing)
        })
        let gate = target.serialized()
        let finished = DispatchGroup()
        for sender in 0..<threads {
            finished.enter()
            Thread {
                for index in 0..<perThread { gate.sendNext(sender * perThread + index) }
                finished.leave()
            }.start()
        }
        #expect(finished.wait(timeout: .now() + 60) == .success, "the senders deadlocked")
        let values = received.withLock { $0 }
        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(values.count == threads * perThread)
        for sender in 0..<threads {
            let fromSender = values.filter { $0 / perThread == sender }
            #expect(fromSender == Array((sender * perThread)..<((sender + 1) * perThread)))
        }
    }

    @Test("Contract 2: a send from inside a delivery is delivered after it, in order")
    func reentrantSendsQueue() {
        let log = Locked<[String]>([])
        let gate = Box<Observer<Int>?>(nil)
        let target = Observer<Int>(next: { value in
            log.withLock { $0.append("begin \(value)") }
            if value < 3 { gate.value?.sendNext(value + 1) }
            log.withLock { $0.append("end \(value)") }
        })
        gate.modify { $0 = target.serialized() }
        gate.value?.sendNext(1)
        #expect(
            log.withLock { $0 } == [
                "begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3",
            ])
    }

    @Test("nothing passes a serialized observer after its terminal event")
    func grammarHolds() {
        let seen = Locked<[String]>([])
        let gate = Observer<Int>({ event in seen.withLock { $0.append("\(event)") } }).serialized()
        gate.sendNext(1)
        gate.sendCompleted()
        gate.sendNext(2)
        #expect(seen.withLock { $0 } == ["next(1)", "completed"])
    }
}
