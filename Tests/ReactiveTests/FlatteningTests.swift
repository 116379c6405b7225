import Foundation
import Reactive
import ReactiveTesting
import Testing

/// Something a pipeline's closures hold, so a test can see whether it was released.
private final class Token: Sendable {}

@Suite("Flattening operators")
struct FlatteningTests {
    let scheduler = TestScheduler()

    // MARK: - flatMap

    @Test("flatMap merges the inner signals and completes after the source and every inner signal")
    func flatMapMerges() {
        let inners = [
            "a": scheduler.coldSignal("-1-2-3|"),
            "b": scheduler.coldSignal("-x--y---|"),
        ]
        let source = scheduler.hotSignal("-a--b-----|")
        let recorder = scheduler.record(source.signal.flatMap { inners[$0]!.signal })
        scheduler.run()
        expectMarbles(recorder, "--1-2x3-y---|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 10)])
        #expect(inners["a"]!.subscriptions == [SubscriptionSpan(1, 7)])
        #expect(inners["b"]!.subscriptions == [SubscriptionSpan(4, 12)])
    }

    @Test("flatMap subscribes to the signal for each value, even the same signal twice")
    func flatMapSubscribesPerValue() {
        let inner = scheduler.coldSignal("-x|")
        let source = scheduler.hotSignal("-a-a-|")
        let recorder = scheduler.record(source.signal.flatMap { _ in inner.signal })
        scheduler.run()
        #expect(recorder.events == [.next(2, "x"), .next(4, "x"), .completed(5)])
        #expect(inner.subscriptions == [SubscriptionSpan(1, 3), SubscriptionSpan(3, 5)])
    }

    @Test("an error from an inner signal fails flatMap at once and disposes everything else")
    func flatMapInnerError() {
        let inners = [
            "a": scheduler.coldSignal("-1---2|"),
            "b": scheduler.coldSignal("--#"),
        ]
        let source = scheduler.hotSignal("-a-b------|")
        let recorder = scheduler.record(source.signal.flatMap { inners[$0]!.signal })
        scheduler.run()
        expectMarbles(recorder, "--1--#")
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(inners["a"]!.subscriptions == [SubscriptionSpan(1, 5)])
        #expect(inners["b"]!.subscriptions == [SubscriptionSpan(3, 5)])
    }

    @Test("an error from the source fails flatMap at once and disposes the running inner signals")
    func flatMapSourceError() {
        let inner = scheduler.coldSignal("-1-2-3|")
        let source = scheduler.hotSignal("-a---#")
        let recorder = scheduler.record(source.signal.flatMap { _ in inner.signal })
        scheduler.run()
        expectMarbles(recorder, "--1-2#")
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(inner.subscriptions == [SubscriptionSpan(1, 5)])
    }

    @Test("disposing flatMap disposes the source and every running inner signal at that tick")
    func flatMapDisposal() {
        let inners = [
            "a": scheduler.coldSignal("-1-1-1-1|"),
            "b": scheduler.coldSignal("--2-2-2|"),
        ]
        let source = scheduler.hotSignal("-a-b-----|")
        let recorder = scheduler.record(
            source.signal.flatMap { inners[$0]!.signal }, disposeAt: 6)
        scheduler.run()
        expectMarbles(recorder, "--1-12")
        #expect(source.subscriptions == [SubscriptionSpan(0, 6)])
        #expect(inners["a"]!.subscriptions == [SubscriptionSpan(1, 6)])
        #expect(inners["b"]!.subscriptions == [SubscriptionSpan(3, 6)])
    }

    @Test(
        "flatMap sends one event at a time while inner signals send on other threads (Contract 2)")
    func flatMapIsSerial() throws {
        let running = Box(0)
        let fromAnotherThread = Signal<Int> { observer in
            Thread {
                running.increment()
                while running.value < 4 {}  // the four threads start sending together
                for value in 0..<1_000 { observer.sendNext(value) }
                observer.sendCompleted()
            }.start()
            return nil
        }
        let inside = Box(0)
        let overlaps = Box(0)
        let lingered = Box(false)
        let merged = Signal.from(0..<4).flatMap { _ in fromAnotherThread }.map { value in
            let others = inside.modify { count in
                defer { count += 1 }
                return count
            }
            if others > 0 { overlaps.increment() }
            // The first event lingers for up to half a second. If events were not
            // serial, another thread's event would come in meanwhile and be counted.
            let isFirst = lingered.modify { lingered in
                defer { lingered = true }
                return !lingered
            }
            if isFirst {
                let deadline = ContinuousClock.now + .milliseconds(500)
                while inside.value < 2, ContinuousClock.now < deadline {
                    Thread.sleep(forTimeInterval: 0.001)
                }
            }
            inside.modify { $0 -= 1 }
            return value
        }
        let values = try merged.toArray()
        #expect(values.count == 4_000)
        #expect(overlaps.value == 0)
    }

    // MARK: - flatten

    @Test(
        "flatten subscribes to each inner signal when it arrives, so a hot one's earlier values are missed"
    )
    func flattenSubscribesOnArrival() {
        let hotInner = scheduler.hotSignal("-1-2-3-|")
        let source = scheduler.hotSignal("--a---|", values: ["a": hotInner.signal])
        let recorder = scheduler.record(source.signal.flatten())
        scheduler.run()
        #expect(recorder.events == [.next(3, "2"), .next(5, "3"), .completed(7)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 6)])
        #expect(hotInner.subscriptions == [SubscriptionSpan(2, 7)])
    }

    @Test("flatten of a signal that sends no inner signals completes with it")
    func flattenOfEmpty() {
        let source = scheduler.hotSignal("---|", values: ["a": Signal<String>.never])
        let recorder = scheduler.record(source.signal.flatten())
        scheduler.run()
        #expect(recorder.events == [.completed(3)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test("flatten(maxConcurrent:) queues inner signals until one of the running ones completes")
    func flattenMaxConcurrent() {
        let a = scheduler.coldSignal("--1|")
        let b = scheduler.coldSignal("----2|")
        let c = scheduler.coldSignal("-3|")
        let source = scheduler.hotSignal(
            "-abc----|", values: ["a": a.signal, "b": b.signal, "c": c.signal])
        let recorder = scheduler.record(source.signal.flatten(maxConcurrent: 2))
        scheduler.run()
        expectMarbles(recorder, "---1-32-|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 8)])
        #expect(a.subscriptions == [SubscriptionSpan(1, 4)])
        #expect(b.subscriptions == [SubscriptionSpan(2, 7)])
        #expect(c.subscriptions == [SubscriptionSpan(4, 6)])
    }

    @Test(
        "queued inner signals are never subscribed to if flatten(maxConcurrent:) is disposed first")
    func flattenMaxConcurrentDisposal() {
        let a = scheduler.coldSignal("-----1|")
        let b = scheduler.coldSignal("-2|")
        let source = scheduler.hotSignal("-ab----|", values: ["a": a.signal, "b": b.signal])
        let recorder = scheduler.record(source.signal.flatten(maxConcurrent: 1), disposeAt: 4)
        scheduler.run()
        #expect(recorder.events == [])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(a.subscriptions == [SubscriptionSpan(1, 4)])
        #expect(b.subscriptions == [])
    }

    // MARK: - concat

    @Test("concat subscribes to the second signal only when the first completes")
    func concatWaitsForFirst() {
        let first = scheduler.hotSignal("-a-b-|")
        let second = scheduler.coldSignal("-c-d|")
        let recorder = scheduler.record(first.signal.concat(second.signal))
        scheduler.run()
        expectMarbles(recorder, "-a-b--c-d|")
        #expect(first.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(second.subscriptions == [SubscriptionSpan(5, 9)])
    }

    @Test("concat hears a hot second signal only from the moment the first completes")
    func concatWithHotSecond() {
        let first = scheduler.coldSignal("-a--|")
        let second = scheduler.hotSignal("-x-y-z-|")
        let recorder = scheduler.record(first.signal.concat(second.signal))
        scheduler.run()
        expectMarbles(recorder, "-a---z-|")
        #expect(first.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(second.subscriptions == [SubscriptionSpan(4, 7)])
    }

    @Test("an error from the first signal fails concat, and the second is never subscribed to")
    func concatFirstError() {
        let first = scheduler.hotSignal("-a-#")
        let second = scheduler.coldSignal("-c|")
        let recorder = scheduler.record(first.signal.concat(second.signal))
        scheduler.run()
        expectMarbles(recorder, "-a-#")
        #expect(first.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(second.subscriptions == [])
    }

    @Test("disposing concat while the second signal runs disposes it at that tick")
    func concatDisposal() {
        let first = scheduler.hotSignal("-a|")
        let second = scheduler.coldSignal("-c-d-e|")
        let recorder = scheduler.record(first.signal.concat(second.signal), disposeAt: 5)
        scheduler.run()
        expectMarbles(recorder, "-a-c")
        #expect(first.subscriptions == [SubscriptionSpan(0, 2)])
        #expect(second.subscriptions == [SubscriptionSpan(2, 5)])
    }

    @Test("concat() on a signal of signals runs the inner signals one after another")
    func concatOfSignals() {
        let a = scheduler.coldSignal("-1-1|")
        let b = scheduler.coldSignal("-2-2|")
        let source = scheduler.hotSignal("-a-b------|", values: ["a": a.signal, "b": b.signal])
        let recorder = scheduler.record(source.signal.concat())
        scheduler.run()
        expectMarbles(recorder, "--1-1-2-2-|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 10)])
        #expect(a.subscriptions == [SubscriptionSpan(1, 5)])
        #expect(b.subscriptions == [SubscriptionSpan(5, 9)])
    }

    @Test("an error in the running inner signal fails concat(), and queued ones never start")
    func concatOfSignalsError() {
        let a = scheduler.coldSignal("--#")
        let b = scheduler.coldSignal("-2|")
        let source = scheduler.hotSignal("-ab---|", values: ["a": a.signal, "b": b.signal])
        let recorder = scheduler.record(source.signal.concat())
        scheduler.run()
        expectMarbles(recorder, "---#")
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(a.subscriptions == [SubscriptionSpan(1, 3)])
        #expect(b.subscriptions == [])
    }

    // MARK: - switchToLatest

    @Test("switchToLatest disposes the previous inner signal at the tick the next one arrives")
    func switchToLatestSwitches() {
        let a = scheduler.coldSignal("-1-1-1-1|")
        let b = scheduler.coldSignal("--2-2--|")
        let source = scheduler.hotSignal("-a---b---|", values: ["a": a.signal, "b": b.signal])
        let recorder = scheduler.record(source.signal.switchToLatest())
        scheduler.run()
        expectMarbles(recorder, "--1-1--2-2--|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 9)])
        #expect(a.subscriptions == [SubscriptionSpan(1, 5)])
        #expect(b.subscriptions == [SubscriptionSpan(5, 12)])
    }

    @Test("switchToLatest completes with the outer signal when the latest inner one has completed")
    func switchToLatestCompletesWithOuter() {
        let a = scheduler.coldSignal("-1|")
        let source = scheduler.hotSignal("-a----|", values: ["a": a.signal])
        let recorder = scheduler.record(source.signal.switchToLatest())
        scheduler.run()
        expectMarbles(recorder, "--1---|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 6)])
        #expect(a.subscriptions == [SubscriptionSpan(1, 3)])
    }

    @Test("an error from the current inner signal fails switchToLatest and disposes the outer one")
    func switchToLatestInnerError() {
        let a = scheduler.coldSignal("-1-1-1-1|")
        let b = scheduler.coldSignal("-2#")
        let source = scheduler.hotSignal("-a---b-----|", values: ["a": a.signal, "b": b.signal])
        let recorder = scheduler.record(source.signal.switchToLatest())
        scheduler.run()
        expectMarbles(recorder, "--1-1-2#")
        #expect(source.subscriptions == [SubscriptionSpan(0, 7)])
        #expect(a.subscriptions == [SubscriptionSpan(1, 5)])
        #expect(b.subscriptions == [SubscriptionSpan(5, 7)])
    }

    @Test("an error from the outer signal fails switchToLatest and disposes the current inner one")
    func switchToLatestOuterError() {
        let a = scheduler.coldSignal("-1-1-1|")
        let source = scheduler.hotSignal("-a---#", values: ["a": a.signal])
        let recorder = scheduler.record(source.signal.switchToLatest())
        scheduler.run()
        expectMarbles(recorder, "--1-1#")
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(a.subscriptions == [SubscriptionSpan(1, 5)])
    }

    @Test("disposing switchToLatest disposes the outer signal and the current inner one")
    func switchToLatestDisposal() {
        let a = scheduler.coldSignal("-1-1-1-1|")
        let b = scheduler.coldSignal("-2-2-2|")
        let source = scheduler.hotSignal("-a---b----|", values: ["a": a.signal, "b": b.signal])
        let recorder = scheduler.record(source.signal.switchToLatest(), disposeAt: 8)
        scheduler.run()
        expectMarbles(recorder, "--1-1-2")
        #expect(source.subscriptions == [SubscriptionSpan(0, 8)])
        #expect(a.subscriptions == [SubscriptionSpan(1, 5)])
        #expect(b.subscriptions == [SubscriptionSpan(5, 8)])
    }

    // MARK: - Releasing everything (Contract 6)

    @Test(
        "finished or disposed flatMap, concat and switchToLatest pipelines release everything (Contract 6)",
        arguments: ["flatMap", "concat()", "concat(_:)", "switchToLatest"], [nil, 3])
    func pipelinesAreReleased(operatorName: String, disposeAt: Int?) {
        weak var released: Token?
        let events = Box<[String]>([])
        do {
            let inner = scheduler.coldSignal("-1-2|")
            let source = scheduler.coldSignal("-a-b|")
            let inners = source.signal.map { _ in inner.signal }
            let signal: Signal<String> =
                switch operatorName {
                case "flatMap": source.signal.flatMap { _ in inner.signal }
                case "concat()": inners.concat()
                case "concat(_:)": source.signal.concat(inner.signal)
                default: inners.switchToLatest()
                }
            // The subscriber holds the token, and every part of the pipeline holds the
            // subscriber, so a part that is never released keeps the token alive.
            let token = Token()
            released = token
            let subscription = signal.subscribe(
                Observer { event in
                    withExtendedLifetime(token) { events.append(event.description) }
                })
            if let disposeAt {
                scheduler.advance(to: disposeAt)
                subscription.dispose()
            }
            scheduler.run()
            #expect(inner.subscriptions.allSatisfy { $0.disposed != nil })
            #expect(source.subscriptions.allSatisfy { $0.disposed != nil })
        }
        #expect((events.value.last == "completed") == (disposeAt == nil))
        #expect(released == nil)
        #expect(scheduler.pendingCount == 0)
    }
}
