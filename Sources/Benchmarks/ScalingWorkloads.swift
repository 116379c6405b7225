import Foundation
import Reactive
import Synchronization

/// Nanoseconds per inner signal for `flatMap` holding `inners` live inner
/// signals at once, each completing later, one after another. The time per
/// inner must not grow with the number of inners; the hand-written side
/// keeps the same callbacks in a dictionary.
func liveInnersWorkload(inners: Int, runs: Int) -> (Outcome, perInner: Double) {
    let hand = Sink()
    let library = Sink()
    let times = timeSideBySide(runs: runs) {
        let registry = CallbackRegistry()
        let tokens = (0..<inners).map { _ in registry.add { hand.consume($0) } }
        for (value, token) in tokens.enumerated() {
            registry.call(token, with: value)
            registry.remove(token)
        }
    } library: {
        let subjects = (0..<inners).map { _ in Subject<Int>() }
        Signal.from(subjects).flatMap { $0.signal }.subscribeNext { library.consume($0) }
        for (value, subject) in subjects.enumerated() {
            subject.sendNext(value)
            subject.sendCompleted()
        }
    }
    let outcome = Outcome(
        name: "live \(countLabel(inners))", events: inners, times: times, target: 20, hand: hand,
        library: library)
    return (outcome, times.library / Double(inners))
}

/// Nanoseconds per event for `merge` of 8 subjects, when 8 threads send into
/// them at once and when one thread sends all the same events.
func mergeFromThreadsWorkload(eventsPerThread: Int, runs: Int) -> (
    threaded: Double, single: Double, checked: Bool
) {
    let threads = 8
    let expectedCount = threads * eventsPerThread
    let expectedSum = (0..<expectedCount).reduce(0, &+)
    func run(threaded: Bool) -> (nanoseconds: Double, checked: Bool) {
        var checked = true
        let time = bestTime(runs: runs) {
            let subjects = (0..<threads).map { _ in Subject<Int>() }
            let sink = LockedSink()
            Signal.merge(subjects.map(\.signal)).subscribeNext { sink.consume($0) }
            if threaded {
                onThreads(threads) { thread in
                    let subject = subjects[thread]
                    for index in 0..<eventsPerThread {
                        subject.sendNext(thread * eventsPerThread + index)
                    }
                }
            } else {
                for index in 0..<eventsPerThread {
                    for (thread, subject) in subjects.enumerated() {
                        subject.sendNext(thread * eventsPerThread + index)
                    }
                }
            }
            let (sum, count) = sink.totals
            checked = checked && sum == expectedSum && count == expectedCount
        }
        return (time / Double(expectedCount), checked)
    }
    let single = run(threaded: false)
    let threaded = run(threaded: true)
    return (threaded.nanoseconds, single.nanoseconds, single.checked && threaded.checked)
}

/// Runs `body` on `count` threads of their own, started together, and waits for them all.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let ready = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    let finished = DispatchGroup()
    for index in 0..<count {
        ready.enter()
        finished.enter()
        Thread {
            ready.leave()
            start.wait()
            body(index)
            finished.leave()
        }.start()
    }
    ready.wait()
    for _ in 0..<count { start.signal() }
    finished.wait()
}

/// A sink that several threads may feed; merge delivers one event at a time,
/// so the lock is never contended, but the sum must be exact.
private final class LockedSink: Sendable {
    private let state = Mutex((sum: 0, count: 0))

    @inline(never)
    func consume(_ value: Int) {
        state.withLock { state in
            state.sum &+= value
            state.count += 1
        }
    }

    var totals: (sum: Int, count: Int) {
        state.withLock { $0 }
    }
}

/// A count as the table shows it: `16k` from 16,000, `160` below a thousand.
func countLabel(_ count: Int) -> String {
    count >= 1_000 ? "\(count / 1_000)k" : "\(count)"
}

/// Nanoseconds per value sent to a full `ReplaySubject` with a small and
/// with a large capacity: a send replaces the oldest value in O(1), so the
/// two should cost about the same.
func replayGrowthWorkload(small: Int, large: Int, sends: Int) -> (small: Double, large: Double) {
    func perSend(capacity: Int) -> Double {
        let subject = ReplaySubject<Int>(capacity: capacity)
        for value in 0..<capacity { subject.sendNext(value) }
        let time = bestTime(runs: 3) {
            for value in 0..<sends { subject.sendNext(value) }
        }
        return time / Double(sends)
    }
    return (perSend(capacity: small), perSend(capacity: large))
}
