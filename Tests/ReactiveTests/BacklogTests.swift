import Dispatch
import Foundation
import Reactive
import Synchronization
import Testing

/// Contract 15: a flood from several threads into a slow observer waits
/// instead of queueing without bound, and a send from inside a delivery
/// never waits on itself.
@Suite("Contract 15: a flood waits for room instead of filling memory", .serialized)
struct BacklogTests {
    static let senders = 3
    static let eventsPerSender = 4_000
    static let limit = 1_024

    /// Sends from `senders` threads at once into `send`, while the observer,
    /// subscribed with `subscribe`, takes 20 µs per event; returns the largest
    /// number of events that had been sent but not yet received.
    static func largestBacklog(
        subscribe: (@escaping @Sendable (Int) -> Void) -> Void,
        send: @escaping @Sendable (_ sender: Int, _ value: Int) -> Void
    ) -> Int {
        let sent = Atomic<Int>(0)
        let received = Atomic<Int>(0)
        let largest = Atomic<Int>(0)
        subscribe { _ in
            let behind = sent.load(ordering: .acquiring) - received.load(ordering: .relaxed)
            largest.max(behind, ordering: .relaxed)
            usleep(20)
            received.add(1, ordering: .releasing)
        }
        DispatchQueue.concurrentPerform(iterations: senders) { sender in
            for value in 0..<eventsPerSender {
                sent.add(1, ordering: .releasing)
                send(sender, value)
            }
        }
        #expect(received.load(ordering: .acquiring) == senders * eventsPerSender)
        return largest.load(ordering: .relaxed)
    }

    @Test("Contract 15: three threads flooding a subject hold at most its backlog limit")
    func subjectBacklogIsBounded() {
        let subject = Subject<Int>()
        let largest = Self.largestBacklog(
            subscribe: { observe in subject.signal.subscribeNext(observe) },
            send: { _, value in subject.sendNext(value) })
        // Waiting: the limit; being sent: one per sender; being received: one.
        #expect(largest <= Self.limit + Self.senders + 1)
    }

    @Test("Contract 15: three threads flooding merge through subjects hold at most its backlog")
    func mergeBacklogIsBounded() {
        let subjects = (0..<Self.senders).map { _ in Subject<Int>() }
        let largest = Self.largestBacklog(
            subscribe: { observe in Signal.merge(subjects.map(\.signal)).subscribeNext(observe) },
            send: { sender, value in subjects[sender].sendNext(value) })
        // A gate delivers a whole batch while the next one fills: twice the limit.
        #expect(largest <= 2 * Self.limit + Self.senders + 1)
    }

    @Test("Contract 15: sends from inside a delivery go past the limit, in order, without waiting")
    func reentrantSendsNeverWait() {
        let subject = Subject<Int>()
        let seen = Box<[Int]>([])
        let count = 3 * Self.limit
        subject.signal.subscribeNext { value in
            seen.modify { $0.append(value) }
            if value == 0 { for next in 1...count { subject.sendNext(next) } }
        }
        subject.sendNext(0)
        #expect(seen.value == Array(0...count))
    }

    @Test("Contract 15: a gate's re-entrant sends go past the limit, in order, without waiting")
    func reentrantGateSendsNeverWait() {
        let trigger = Subject<Int>()
        let seen = Box<[Int]>([])
        let count = 3 * Self.limit
        let echo = Signal<Int> { observer in
            let gate = observer.serialized()
            return trigger.signal.subscribeNext { value in
                gate.sendNext(value)
                if value == 0 { for next in 1...count { gate.sendNext(next) } }
            }
        }
        echo.subscribeNext { value in
            seen.modify { $0.append(value) }
            if value == 0 { trigger.sendNext(-1) }
        }
        trigger.sendNext(0)
        #expect(seen.value.first == 0)
        #expect(seen.value.count == count + 2)
        #expect(seen.value.filter { $0 > 0 } == Array(1...count))
    }
}
