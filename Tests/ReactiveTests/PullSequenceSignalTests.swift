import Reactive
import ReactiveTesting
import Testing

@Suite("Contract 11: PullSequence.signal(on:) sends one element per scheduled action")
struct PullSequenceSignalTests {
    let scheduler = TestScheduler()

    @Test(
        "signal(on:) sends every element at the subscription's tick, pulling only when the scheduler runs"
    )
    func toSignal() {
        let reads = Box(0)
        let letters = PullSequence(["a", "b", "c"]).map { letter in
            reads.increment()
            return letter.uppercased()
        }
        let first = scheduler.record(letters.signal(on: scheduler), subscribeAt: 2)
        let second = scheduler.record(letters.signal(on: scheduler), subscribeAt: 5)
        scheduler.advance(to: 1)
        #expect(reads.value == 0)
        scheduler.run()
        #expect(first.events == [.next(2, "A"), .next(2, "B"), .next(2, "C"), .completed(2)])
        #expect(second.events == [.next(5, "A"), .next(5, "B"), .next(5, "C"), .completed(5)])
        #expect(reads.value == 3)
    }

    @Test("disposing the signal before the scheduler runs pulls and sends nothing")
    func toSignalDisposed() {
        let reads = Box(0)
        let numbers = PullSequence(Counting(upTo: 3, reads: reads))
        let recorder = scheduler.record(numbers.signal(on: scheduler), subscribeAt: 1, disposeAt: 1)
        scheduler.run()
        #expect(recorder.events == [])
        #expect(recorder.span == SubscriptionSpan(1, 1))
        #expect(reads.value == 0)
    }

    @Test(
        "Contract 11: signal(on:) sends one element per action, so other work on the scheduler runs between"
    )
    func oneElementPerAction() {
        let log = Box<[String]>([])
        PullSequence(["a", "b", "c"]).signal(on: scheduler).subscribe(
            next: { log.append($0) }, completed: { log.append("|") })
        scheduler.schedule { log.append("other work") }
        scheduler.run()
        #expect(log.value == ["a", "other work", "b", "c", "|"])
    }

    @Test("Contract 11: disposing between two elements stops the walk before the next pull")
    func disposeBetweenElements() {
        let reads = Box(0)
        let subscription = Box<(any Disposable)?>(nil)
        let seen = Box<[Int]>([])
        let numbers = PullSequence(Counting(upTo: 5, reads: reads))
        subscription.modify { slot in
            slot = numbers.signal(on: scheduler).subscribeNext { value in
                seen.modify { $0.append(value) }
            }
        }
        scheduler.schedule { subscription.value?.dispose() }
        scheduler.run()
        #expect(seen.value == [1])
        #expect(reads.value == 1)
        #expect(scheduler.pendingCount == 0)
    }

    @Test(
        "Contract 13: on the immediate scheduler a long sequence is sent in a loop, not by recursion"
    )
    func immediateSchedulerDoesNotRecurse() {
        let count = Box(0)
        let completed = Box(false)
        PullSequence(0..<100_000).signal(on: ImmediateScheduler.shared).subscribe(
            next: { _ in count.increment() }, completed: { completed.modify { $0 = true } })
        #expect(count.value == 100_000)
        #expect(completed.value)
    }
}
