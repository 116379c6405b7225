import Reactive
import ReactiveTesting
import Testing

@Suite("Taking operators")
struct TakingTests {
    let scheduler = TestScheduler()

    // MARK: - take

    @Test("take(2) completes right after the second value and disposes the source at that tick")
    func takeCompletesAfterCount() {
        let source = scheduler.hotSignal("-a-b-c-d-|")
        let recorder = scheduler.record(source.signal.take(2))
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .next(3, "b"), .completed(3)])
        expectMarbles(recorder, "-a-(b|)")
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test("take(0) completes at once and never subscribes to the source")
    func takeZero() {
        let source = scheduler.hotSignal("-a-|")
        let recorder = scheduler.record(source.signal.take(0), subscribeAt: 2)
        scheduler.run()
        #expect(recorder.events == [.completed(2)])
        #expect(source.subscriptions == [])
    }

    @Test("take passes on a completion or an error that comes before the count")
    func takeShortSource() {
        let short = scheduler.hotSignal("-a-|")
        let failing = scheduler.coldSignal("-a-#")
        let shortRecorder = scheduler.record(short.signal.take(5))
        let failingRecorder = scheduler.record(failing.signal.take(5), subscribeAt: 4)
        scheduler.run()
        #expect(shortRecorder.events == [.next(1, "a"), .completed(3)])
        #expect(failingRecorder.events == [.next(5, "a"), .error(7)])
        #expect(short.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(failing.subscriptions == [SubscriptionSpan(4, 7)])
    }

    @Test("take stops a synchronous source right after the count, without pulling more")
    func takeStopsSynchronousSource() {
        let pulled = Box(0)
        let seen = Box<[Int]>([])
        let completions = Box(0)
        Signal.from(PullCounter(upTo: 1_000_000, pulls: pulled)).take(3).subscribe(
            next: { value in seen.modify { $0.append(value) } },
            completed: { completions.increment() })
        #expect(seen.value == [1, 2, 3])
        #expect(completions.value == 1)
        #expect(pulled.value == 3)
    }

    @Test("disposing a take before the count disposes the source at that tick")
    func takeDisposedEarly() {
        let source = scheduler.hotSignal("-a-b-c-|")
        let recorder = scheduler.record(source.signal.take(3), disposeAt: 2)
        scheduler.run()
        #expect(recorder.events == [.next(1, "a")])
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
    }

    // MARK: - takeLast

    @Test("takeLast sends the last values only when the source completes, all at that tick")
    func takeLastSendsAtCompletion() {
        let source = scheduler.hotSignal("-a-b-c-|")
        let recorder = scheduler.record(source.signal.takeLast(2))
        scheduler.run()
        #expect(recorder.events == [.next(7, "b"), .next(7, "c"), .completed(7)])
        expectMarbles(recorder, "-------(bc|)")
        #expect(source.subscriptions == [SubscriptionSpan(0, 7)])
    }

    @Test("takeLast sends everything when the source has fewer values, and nothing for 0")
    func takeLastShortSource() {
        let source = scheduler.hotSignal("-a-|")
        let some = scheduler.record(source.signal.takeLast(5))
        let none = scheduler.record(source.signal.takeLast(0))
        scheduler.run()
        #expect(some.events == [.next(3, "a"), .completed(3)])
        #expect(none.events == [.completed(3)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 3), SubscriptionSpan(0, 3)])
    }

    @Test("takeLast drops the kept values when the source fails")
    func takeLastOnError() {
        let source = scheduler.hotSignal("-a-b-#")
        let recorder = scheduler.record(source.signal.takeLast(2))
        scheduler.run()
        #expect(recorder.events == [.error(5)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test("disposing a takeLast before completion sends nothing and disposes the source")
    func takeLastDisposedEarly() {
        let source = scheduler.hotSignal("-a-b-c-|")
        let recorder = scheduler.record(source.signal.takeLast(2), disposeAt: 4)
        scheduler.run()
        #expect(recorder.events == [])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
    }

    // MARK: - takeWhile

    @Test("takeWhile completes at the first failing value, without it, and disposes the source")
    func takeWhileStopsAtFirstFailure() {
        let values: [Character: Int] = ["1": 1, "2": 2, "5": 5]
        let source = scheduler.hotSignal("-1-2-5-1-|", values: values)
        let recorder = scheduler.record(source.signal.takeWhile { $0 < 3 })
        scheduler.run()
        #expect(recorder.events == [.next(1, 1), .next(3, 2), .completed(5)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test("takeWhile passes through an error or completion that comes first")
    func takeWhileEarlyEnd() {
        let failing = scheduler.hotSignal("-a-#")
        let finishing = scheduler.hotSignal("-a--|")
        let failingRecorder = scheduler.record(failing.signal.takeWhile { _ in true })
        let finishingRecorder = scheduler.record(finishing.signal.takeWhile { _ in true })
        scheduler.run()
        expectMarbles(failingRecorder, "-a-#")
        expectMarbles(finishingRecorder, "-a--|")
        #expect(failing.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(finishing.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test("takeWhile stops a synchronous source at the first failing value")
    func takeWhileStopsSynchronousSource() {
        let pulled = Box(0)
        let seen = Box<[Int]>([])
        Signal.from(PullCounter(upTo: 1_000_000, pulls: pulled)).takeWhile { $0 < 4 }
            .subscribeNext { value in seen.modify { $0.append(value) } }
        #expect(seen.value == [1, 2, 3])
        #expect(pulled.value == 4)
    }

    // MARK: - takeUntil

    @Test("takeUntil completes when the trigger sends, and disposes both subscriptions")
    func takeUntilTriggerSends() {
        let source = scheduler.hotSignal("-a-b-c-d-|")
        let trigger = scheduler.hotSignal("----x--", values: ["x": 42])
        let recorder = scheduler.record(source.signal.takeUntil(trigger.signal))
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .next(3, "b"), .completed(4)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(trigger.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test("takeUntil also completes when the trigger completes without a value")
    func takeUntilTriggerCompletes() {
        let source = scheduler.hotSignal("-a-b-c-d-|")
        let trigger = scheduler.hotSignal("------|")
        let recorder = scheduler.record(source.signal.takeUntil(trigger.signal))
        scheduler.run()
        expectMarbles(recorder, "-a-b-c|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 6)])
        #expect(trigger.subscriptions == [SubscriptionSpan(0, 6)])
    }

    @Test("takeUntil ignores a failing trigger and carries on until the source ends")
    func takeUntilIgnoresTriggerError() {
        let source = scheduler.hotSignal("-a-b-c-|")
        let trigger = scheduler.hotSignal("--#")
        let recorder = scheduler.record(source.signal.takeUntil(trigger.signal))
        scheduler.run()
        expectMarbles(recorder, "-a-b-c-|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 7)])
        #expect(trigger.subscriptions == [SubscriptionSpan(0, 2)])
    }

    @Test("takeUntil passes the source's error and completion, disposing the trigger then")
    func takeUntilSourceEnds() {
        let failing = scheduler.hotSignal("-a-#")
        let finishing = scheduler.hotSignal("-a---|")
        let trigger = scheduler.hotSignal("--------x")
        let failingRecorder = scheduler.record(failing.signal.takeUntil(trigger.signal))
        let finishingRecorder = scheduler.record(finishing.signal.takeUntil(trigger.signal))
        scheduler.run()
        expectMarbles(failingRecorder, "-a-#")
        expectMarbles(finishingRecorder, "-a---|")
        #expect(trigger.subscriptions == [SubscriptionSpan(0, 3), SubscriptionSpan(0, 5)])
    }

    @Test("takeUntil with a trigger that fires at once completes and never subscribes the source")
    func takeUntilImmediateTrigger() {
        let source = scheduler.hotSignal("-a-|")
        let recorder = scheduler.record(source.signal.takeUntil(Signal.just(())), subscribeAt: 2)
        scheduler.run()
        #expect(recorder.events == [.completed(2)])
        #expect(source.subscriptions == [])
    }

    @Test("disposing a takeUntil disposes the source and the trigger at the same tick")
    func takeUntilDisposed() {
        let source = scheduler.coldSignal("-a-b-c-|")
        let trigger = scheduler.coldSignal("-------x")
        let recorder = scheduler.record(
            source.signal.takeUntil(trigger.signal), subscribeAt: 1, disposeAt: 5)
        scheduler.run()
        expectMarbles(recorder, "--a-b")
        #expect(source.subscriptions == [SubscriptionSpan(1, 5)])
        #expect(trigger.subscriptions == [SubscriptionSpan(1, 5)])
    }

    // MARK: - takeUntilReplacement

    @Test("takeUntilReplacement switches to the replacement at its first value")
    func takeUntilReplacementSwitches() {
        let source = scheduler.hotSignal("-a-b-c-d-|")
        let replacement = scheduler.hotSignal("----x-y-|")
        let recorder = scheduler.record(source.signal.takeUntilReplacement(replacement.signal))
        scheduler.run()
        #expect(
            recorder.events == [
                .next(1, "a"), .next(3, "b"), .next(4, "x"), .next(6, "y"), .completed(8),
            ])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(replacement.subscriptions == [SubscriptionSpan(0, 8)])
    }

    @Test("takeUntilReplacement ignores the source's completion; only the replacement ends it")
    func takeUntilReplacementIgnoresSourceCompletion() {
        let source = scheduler.hotSignal("-a-|")
        let replacement = scheduler.hotSignal("-----x-|")
        let recorder = scheduler.record(source.signal.takeUntilReplacement(replacement.signal))
        scheduler.run()
        expectMarbles(recorder, "-a---x-|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(replacement.subscriptions == [SubscriptionSpan(0, 7)])
    }

    @Test("takeUntilReplacement passes the source's error and disposes the replacement")
    func takeUntilReplacementSourceError() {
        let source = scheduler.hotSignal("-a-#")
        let replacement = scheduler.hotSignal("------x-|")
        let recorder = scheduler.record(source.signal.takeUntilReplacement(replacement.signal))
        scheduler.run()
        expectMarbles(recorder, "-a-#")
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(replacement.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test("a replacement that ends without values still replaces the source, with its end")
    func takeUntilReplacementEndsAtOnce() {
        let source = scheduler.hotSignal("-a-b-c-|")
        let failing = scheduler.hotSignal("--#")
        let finishing = scheduler.hotSignal("----|")
        let failed = scheduler.record(source.signal.takeUntilReplacement(failing.signal))
        let finished = scheduler.record(source.signal.takeUntilReplacement(finishing.signal))
        scheduler.run()
        expectMarbles(failed, "-a#")
        expectMarbles(finished, "-a-b|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 2), SubscriptionSpan(0, 4)])
    }

    @Test("a replacement that sends at once means the source is never subscribed")
    func takeUntilReplacementImmediate() {
        let source = scheduler.hotSignal("-a-|")
        let recorder = scheduler.record(
            source.signal.takeUntilReplacement(Signal.just("z")), subscribeAt: 2)
        scheduler.run()
        #expect(recorder.events == [.next(2, "z"), .completed(2)])
        #expect(source.subscriptions == [])
    }

    @Test("disposing a takeUntilReplacement disposes both subscriptions at the same tick")
    func takeUntilReplacementDisposed() {
        let source = scheduler.hotSignal("-a-b-c-|")
        let replacement = scheduler.hotSignal("------x-|")
        let recorder = scheduler.record(
            source.signal.takeUntilReplacement(replacement.signal), disposeAt: 4)
        scheduler.run()
        expectMarbles(recorder, "-a-b")
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(replacement.subscriptions == [SubscriptionSpan(0, 4)])
    }
}

/// 1, 2, … up to a limit, counting how many elements were pulled.
private struct PullCounter: Sequence, Sendable {
    let upTo: Int
    let pulls: Box<Int>

    func makeIterator() -> AnyIterator<Int> {
        var current = 0
        return AnyIterator {
            guard current < upTo else { return nil }
            current += 1
            pulls.increment()
            return current
        }
    }
}
