import Dispatch
import Foundation
import Reactive
import Synchronization
import Testing

/// Contract 5: senders on several threads into a subject with many subscribers
/// lose nothing and duplicate nothing. CI also runs this under ThreadSanitizer,
/// which must report nothing. The work is bounded: a fixed number of events,
/// and a time cap so that a deadlock fails the test instead of hanging it.
///
/// The senders run on threads of their own, not on Dispatch's global pool,
/// which the waiting test itself occupies.
@Suite("Contract 5: thread safety under stress")
struct StressTests {
    static let senders = 4
    static let eventsPerSender = 2_000
    static let subscribers = 16

    @Test("Contract 5: many threads sending to many subscribers lose and duplicate nothing")
    func concurrentSendsAreExact() {
        let subject = Subject<Int>()
        let tallies = (0..<Self.subscribers).map { _ in Tally() }
        for tally in tallies {
            subject.signal.subscribeNext { tally.record($0) }
        }
        let finished = DispatchGroup()
        for sender in 0..<Self.senders {
            onOwnThread(group: finished) {
                for index in 0..<Self.eventsPerSender {
                    subject.sendNext(sender * Self.eventsPerSender + index)
                }
            }
        }
        #expect(finished.wait(timeout: .now() + 60) == .success, "the senders deadlocked")
        let everything = Set(0..<(Self.senders * Self.eventsPerSender))
        for tally in tallies {
            #expect(tally.count == everything.count)
            #expect(tally.distinct == everything)
        }
    }

    @Test("Contract 5: subscribing and disposing while others send keeps the survivors exact")
    func churnWhileSending() {
        let subject = Subject<Int>()
        let survivor = Tally()
        subject.signal.subscribeNext { survivor.record($0) }
        let finished = DispatchGroup()
        for sender in 0..<Self.senders {
            onOwnThread(group: finished) {
                for index in 0..<Self.eventsPerSender {
                    subject.sendNext(sender * Self.eventsPerSender + index)
                }
            }
        }
        onOwnThread(group: finished) {
            for _ in 0..<2_000 {
                subject.signal.map { $0 }.subscribeNext { _ in }.dispose()
            }
        }
        #expect(finished.wait(timeout: .now() + 60) == .success, "the threads deadlocked")
        #expect(survivor.count == Self.senders * Self.eventsPerSender)
        #expect(survivor.distinct.count == Self.senders * Self.eventsPerSender)
    }

    @Test(
        "Contract 5: disposing from another thread while events flow never crashes or delivers late"
    )
    func disposeRace() {
        for _ in 0..<200 {
            let subject = Subject<Int>()
            let afterDispose = Atomic<Bool>(false)
            let late = Atomic<Int>(0)
            let subscription = subject.signal.subscribeNext { _ in
                if afterDispose.load(ordering: .acquiring) { late.add(1, ordering: .relaxed) }
            }
            let sending = DispatchGroup()
            onOwnThread(group: sending) {
                for value in 0..<200 { subject.sendNext(value) }
            }
            subscription.dispose()
            afterDispose.store(true, ordering: .releasing)
            #expect(sending.wait(timeout: .now() + 60) == .success)
            // A delivery that had already started when dispose() ran may finish;
            // no new delivery may start afterwards, so at most one is late.
            #expect(late.load(ordering: .relaxed) <= 1)
        }
    }
}

extension StressTests {
    @Test("Contract 5: merge of 8 subjects fed from 8 threads at once loses and duplicates nothing")
    func mergeFromEightThreads() {
        let threads = 8
        let eventsPerThread = 10_000
        let subjects = (0..<threads).map { _ in Subject<Int>() }
        let tally = Tally()
        let completed = Box(false)
        Signal.merge(subjects.map(\.signal)).subscribe(
            next: { tally.record($0) }, completed: { completed.modify { $0 = true } })
        let finished = DispatchGroup()
        for (thread, subject) in subjects.enumerated() {
            onOwnThread(group: finished) {
                for index in 0..<eventsPerThread {
                    subject.sendNext(thread * eventsPerThread + index)
                }
                subject.sendCompleted()
            }
        }
        #expect(finished.wait(timeout: .now() + 60) == .success, "the senders deadlocked")
        #expect(tally.count == threads * eventsPerThread)
        #expect(tally.distinct == Set(0..<(threads * eventsPerThread)))
        #expect(completed.value)
    }
}

/// Runs `work` on a new thread, entering `group` until it has finished.
private func onOwnThread(group: DispatchGroup, _ work: @escaping @Sendable () -> Void) {
    group.enter()
    Thread {
        work()
        group.leave()
    }.start()
}

/// Counts values from one subscriber.
private final class Tally: Sendable {
    private let state = Locked<[Int]>([])

    func record(_ value: Int) {
        state.withLock { $0.append(value) }
    }

    var count: Int { state.withLock { $0.count } }
    var distinct: Set<Int> { state.withLock { Set($0) } }
}
