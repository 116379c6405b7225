import Dispatch
import Foundation
import Reactive
import ReactiveTesting
import Testing

/// Contract 13: draining operators loop instead of recursing, and a chain of
/// operators may be as deep as the documented depth. Contract 14: no
/// operator slows down as the number of live subscriptions grows.
@Suite("Contracts 13 and 14: stack safety and no quadratic paths")
struct ScaleTests {
    static let queuedInners = 100_000

    @Test("Contract 13: concat starts 100,000 synchronous inners queued behind a pending one")
    func concatDrainsInALoop() {
        let pending = Subject<Int>()
        let inners = [pending.signal] + (0..<Self.queuedInners).map { Signal.just($0) }
        let tally = Tally()
        Signal.from(inners).concat().subscribe(
            next: { tally.add($0) }, completed: { tally.complete() })
        #expect(tally.count == 0)
        pending.sendCompleted()
        #expect(tally.count == Self.queuedInners)
        #expect(tally.sum == (0..<Self.queuedInners).reduce(0, +))
        #expect(tally.isCompleted)
    }

    @Test("Contract 13: flatten(maxConcurrent: 2) starts 100,000 queued synchronous inners")
    func flattenDrainsInALoop() {
        let pending = (0..<2).map { _ in Subject<Int>() }
        let inners = pending.map(\.signal) + (0..<Self.queuedInners).map { Signal.just($0) }
        let tally = Tally()
        Signal.from(inners).flatten(maxConcurrent: 2).subscribe(
            next: { tally.add($0) }, completed: { tally.complete() })
        pending[1].sendCompleted()
        #expect(tally.count == Self.queuedInners)
        #expect(!tally.isCompleted, "the first pending inner is still running")
        pending[0].sendCompleted()
        #expect(tally.isCompleted)
    }

    @Test(
        "Contract 13: a chain of 5,000 maps runs on an 8 MiB stack, the main thread's size",
        .disabled(
            if: Sanitizer.isThreadSanitizerActive,
            "ThreadSanitizer enlarges every stack frame; the depth is documented for plain builds"))
    func deepChainOnMainSizedStack() {
        #expect(Self.chainResult(depth: 5_000, stackKiB: 8 * 1_024) == 5_001)
    }

    @Test(
        "Contract 13: a chain of 500 maps runs on a 512 KiB stack, a Darwin worker thread's size",
        .disabled(
            if: Sanitizer.isThreadSanitizerActive,
            "ThreadSanitizer enlarges every stack frame; the depth is documented for plain builds"))
    func deepChainOnWorkerSizedStack() {
        #expect(Self.chainResult(depth: 500, stackKiB: 512) == 501)
    }

    @Test(
        "Contract 14: flatMap with 100,000 live inners, each completing later, delivers everything",
        .disabled(
            if: Sanitizer.isThreadSanitizerActive,
            "ThreadSanitizer slows each call about tenfold; this test is single-threaded"))
    func manyLiveInners() {
        let subjects = (0..<Self.queuedInners).map { _ in Subject<Int>() }
        let tally = Tally()
        // On its own thread, so that a quadratic slowdown fails at the
        // deadline instead of holding up the whole run.
        let finished = DispatchSemaphore(value: 0)
        Thread {
            Signal.from(subjects).flatMap { $0.signal }.subscribe(
                next: { tally.add($0) }, completed: { tally.complete() })
            for (value, subject) in subjects.enumerated() {
                subject.sendNext(value)
                subject.sendCompleted()
            }
            finished.signal()
        }.start()
        #expect(finished.wait(timeout: .now() + 60) == .success, "still running after a minute")
        #expect(tally.count == Self.queuedInners)
        #expect(tally.sum == (0..<Self.queuedInners).reduce(0, +))
        #expect(tally.isCompleted)
    }

    @Test(
        "Contract 14: a ReplaySubject of capacity 1,000 moves O(1) elements per value, not O(capacity)"
    )
    func boundedReplayCostsConstantPerSend() {
        let capacity = 1_000
        let subject = ReplaySubject<Int>(capacity: capacity)
        for value in 0..<10 * capacity { subject.sendNext(value) }
        let movesAfterTenfold = subject.replayBufferMoves
        for value in 0..<40 * capacity { subject.sendNext(value) }
        // Filling a ring buffer of 1,000 moves under 2,048 elements, once;
        // removing the first of 1,000 array elements moves 999, every time.
        #expect(movesAfterTenfold < 2 * capacity + 64)
        #expect(subject.replayBufferMoves == movesAfterTenfold, "sending more moved more")
        #expect(subject.replayedValues == Array((39 * capacity)..<(40 * capacity)))
    }

    /// Subscribes to `Signal.just(1)` under `depth` maps that each add one,
    /// on a thread whose stack is `stackKiB` long, and returns the value.
    static func chainResult(depth: Int, stackKiB: Int) -> Int? {
        let result = Box<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var chain = Signal.just(1)
            for _ in 0..<depth { chain = chain.map { $0 + 1 } }
            chain.subscribeNext { value in result.modify { $0 = value } }
            done.signal()
        }
        thread.stackSize = stackKiB * 1_024
        thread.start()
        done.wait()
        return result.value
    }
}

/// Counts and sums the values of one subscription, and notes its completion.
private final class Tally: Sendable {
    private let state = Locked((count: 0, sum: 0, completed: false))

    func add(_ value: Int) {
        state.withLock { state in
            state.count += 1
            state.sum += value
        }
    }

    func complete() {
        state.withLock { $0.completed = true }
    }

    var count: Int { state.withLock { $0.count } }
    var sum: Int { state.withLock { $0.sum } }
    var isCompleted: Bool { state.withLock { $0.completed } }
}
