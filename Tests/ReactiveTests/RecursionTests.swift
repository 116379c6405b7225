import Dispatch
import Foundation
import Reactive
import ReactiveTesting
import Testing

/// Contract 13: recursion through flatMap, concat and then runs in constant
/// stack, on the smallest stack the tests may be given.
@Suite(
    "Contract 13: recursion through the library is stack-safe",
    .disabled(
        if: Sanitizer.isThreadSanitizerActive,
        "ThreadSanitizer slows each call about tenfold; these tests are single-threaded"))
struct RecursionTests {
    static let depth = 100_000

    /// Polls until the countdown reaches zero: each level subscribes the next.
    static func poll(_ k: Int) -> Signal<Int> {
        .just(k).flatMap { v in v == 0 ? .just(0) : poll(v - 1) }
    }

    /// Counts down with `then`: each level waits for its own signal, then the next.
    static func countdown(_ k: Int) -> Signal<Int> {
        k == 0 ? .just(0) : Signal<Int>.empty.then { countdown(k - 1) }
    }

    /// Counts down with `concat`: each level's signal, then the next level's.
    /// (Only the last level sends a value: a value from level n passes up
    /// through n levels, so values from every level would cost n² steps.)
    static func chained(_ k: Int) -> Signal<Int> {
        k == 0 ? .just(0) : Signal<Int>.empty.concat(.deferred { chained(k - 1) })
    }

    /// Subscribes and returns every event, as lines.
    static func events(of signal: Signal<Int>) -> [String] {
        let lines = Box<[String]>([])
        signal.subscribe(
            next: { lines.append("next \($0)") }, error: { lines.append("error \($0)") },
            completed: { lines.append("completed") })
        return lines.value
    }

    /// Subscribes to `signal` with `subscribeOn` a queue scheduler, whose
    /// thread has CI's 360 KiB stack, and returns every event, as lines.
    /// Every level then asks, through `isDisposed`, whether the
    /// subscription has ended: a question whose cost grew with the depth
    /// made this quadratic, so the wait has a deadline.
    static func eventsSubscribedOnQueue(_ signal: Signal<Int>) -> [String] {
        let lines = Box<[String]>([])
        let ended = DispatchSemaphore(value: 0)
        let subscription = signal.subscribeOn(QueueScheduler(name: "recursion")).subscribe(
            next: { lines.append("next \($0)") },
            error: {
                lines.append("error \($0)")
                ended.signal()
            },
            completed: {
                lines.append("completed")
                ended.signal()
            })
        guard ended.wait(timeout: .now() + 120) == .success else {
            subscription.dispose()
            return lines.value + ["still running after two minutes"]
        }
        return lines.value
    }

    @Test("Contract 13: a recursive flatMap 100,000 levels deep completes on a 360 KiB stack")
    func recursiveFlatMapOnSmallStack() {
        let lines = onThread(stackKiB: smallStackKiB) { Self.events(of: Self.poll(Self.depth)) }
        #expect(lines == ["next 0", "completed"])
    }

    @Test("Contract 13: a recursive flatMap 100,000 levels deep completes on a queue scheduler")
    func recursiveFlatMapOnQueueScheduler() {
        let scheduler = QueueScheduler(name: "recursion")
        let lines = Box<[String]>([])
        let done = DispatchSemaphore(value: 0)
        scheduler.schedule {
            lines.modify { $0 = Self.events(of: Self.poll(Self.depth)) }
            done.signal()
        }
        done.wait()
        #expect(lines.value == ["next 0", "completed"])
    }

    @Test("Contract 13: a recursive then 100,000 levels deep completes on a 360 KiB stack")
    func recursiveThenOnSmallStack() {
        let lines = onThread(stackKiB: smallStackKiB) {
            Self.events(of: Self.countdown(Self.depth))
        }
        #expect(lines == ["next 0", "completed"])
    }

    @Test("Contract 13: a recursive then 100,000 levels deep completes on a queue scheduler")
    func recursiveThenOnQueueScheduler() {
        let scheduler = QueueScheduler(name: "recursion")
        let lines = Box<[String]>([])
        let done = DispatchSemaphore(value: 0)
        scheduler.schedule {
            lines.modify { $0 = Self.events(of: Self.countdown(Self.depth)) }
            done.signal()
        }
        done.wait()
        #expect(lines.value == ["next 0", "completed"])
    }

    @Test("Contract 13: a recursive concat 100,000 levels deep completes on a 360 KiB stack")
    func recursiveConcatOnSmallStack() {
        let lines = onThread(stackKiB: smallStackKiB) { Self.events(of: Self.chained(Self.depth)) }
        #expect(lines == ["next 0", "completed"])
    }

    @Test(
        "Contract 13: a recursive flatMap 100,000 levels deep completes subscribed on a queue scheduler"
    )
    func recursiveFlatMapSubscribedOnQueue() {
        #expect(Self.eventsSubscribedOnQueue(Self.poll(Self.depth)) == ["next 0", "completed"])
    }

    @Test(
        "Contract 13: a recursive then 100,000 levels deep completes subscribed on a queue scheduler"
    )
    func recursiveThenSubscribedOnQueue() {
        #expect(
            Self.eventsSubscribedOnQueue(Self.countdown(Self.depth)) == ["next 0", "completed"])
    }

    @Test(
        "Contract 13: a recursive concat 100,000 levels deep completes subscribed on a queue scheduler"
    )
    func recursiveConcatSubscribedOnQueue() {
        #expect(Self.eventsSubscribedOnQueue(Self.chained(Self.depth)) == ["next 0", "completed"])
    }

    @Test("Contract 13: a recursive flatMap on virtual time sends its value up 20,000 levels")
    func recursiveFlatMapOverTime() {
        let scheduler = TestScheduler()
        let levels = 20_000
        @Sendable func poll(_ k: Int) -> Signal<Int> {
            Signal.timer(.seconds(1), on: scheduler).flatMap { _ in k == 0 ? .just(0) : poll(k - 1)
            }
        }
        let recorder = onThread(stackKiB: smallStackKiB) { () -> TestObserver<Int> in
            let recorder = scheduler.record(poll(levels))
            scheduler.run()
            return recorder
        }
        let end = levels + 1
        #expect(recorder.events == [.next(end, 0), .completed(end)])
    }
}
