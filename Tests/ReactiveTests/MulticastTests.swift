import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite("Multicast: connections and replay")
struct MulticastTests {
    let scheduler = TestScheduler()

    @Test("publish subscribes the source once, at connect time, however many subscribers")
    func publishSharesOneSubscription() {
        let source = scheduler.coldSignal("-a-b-c-|")
        let connection = source.signal.publish()
        let early = scheduler.record(connection.signal)
        let late = scheduler.record(connection.signal, subscribeAt: 4)
        scheduler.schedule(at: 2) { connection.connect() }
        scheduler.advance(to: 1)
        #expect(source.subscriptions == [])  // subscribing to signal does not subscribe the source
        scheduler.run()
        #expect(early.events == [.next(3, "a"), .next(5, "b"), .next(7, "c"), .completed(9)])
        #expect(late.events == [.next(5, "b"), .next(7, "c"), .completed(9)])
        #expect(source.subscriptions == [SubscriptionSpan(2, 9)])
    }

    @Test("connect returns the same disposable every time, and disposing it disconnects")
    func connectIsIdempotent() {
        let source = scheduler.hotSignal("-a-b-c-d-|")
        let connection = source.signal.publish()
        let recorder = scheduler.record(connection.signal)
        let first = connection.connect()
        #expect(connection.connect() === first)
        scheduler.schedule(at: 4) { first.dispose() }
        let third = Box<(any Disposable)?>(nil)
        scheduler.schedule(at: 6) { third.modify { $0 = connection.connect() } }
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .next(3, "b")])  // no completion: cut off
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])  // connect at 6 did nothing
        #expect(third.value === first)
    }

    @Test("multicast through a ReplaySubject gives late subscribers what came before")
    func multicastThroughReplaySubject() {
        let source = scheduler.coldSignal("-a-b-|")
        let connection = source.signal.multicast(ReplaySubject(capacity: .unlimited))
        connection.connect()
        let during = scheduler.record(connection.signal, subscribeAt: 2)
        let after = scheduler.record(connection.signal, subscribeAt: 7)
        scheduler.run()
        #expect(during.events == [.next(2, "a"), .next(3, "b"), .completed(5)])
        #expect(after.events == [.next(7, "a"), .next(7, "b"), .completed(7)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test("autoconnect subscribes the source for the first subscriber and leaves with the last")
    func autoconnectFollowsSubscribers() {
        let source = scheduler.coldSignal("-a-b-c-d-e-|")
        let shared = source.signal.publish().autoconnect()
        let first = scheduler.record(shared, subscribeAt: 1, disposeAt: 5)
        let second = scheduler.record(shared, subscribeAt: 3, disposeAt: 7)
        scheduler.run()
        #expect(first.events == [.next(2, "a"), .next(4, "b")])
        #expect(second.events == [.next(4, "b"), .next(6, "c")])
        #expect(source.subscriptions == [SubscriptionSpan(1, 7)])
    }

    @Test("after the last subscriber leaves, autoconnect does not reconnect, as in the book")
    func autoconnectDoesNotReconnect() {
        let source = scheduler.coldSignal("-a-b-c-|")
        let shared = source.signal.publish().autoconnect()
        let first = scheduler.record(shared, subscribeAt: 0, disposeAt: 2)
        let comeback = scheduler.record(shared, subscribeAt: 4)
        scheduler.run()
        #expect(first.events == [.next(1, "a")])
        #expect(comeback.events == [])  // the subject never hears from the source again
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
    }

    @Test("autoconnect passes completion to every subscriber; a later one gets only the end")
    func autoconnectCompletes() {
        let source = scheduler.coldSignal("-a-|")
        let shared = source.signal.publish().autoconnect()
        let first = scheduler.record(shared)
        let second = scheduler.record(shared)
        let late = scheduler.record(shared, subscribeAt: 5)
        scheduler.run()
        #expect(first.events == [.next(1, "a"), .completed(3)])
        #expect(second.events == [.next(1, "a"), .completed(3)])
        #expect(late.events == [.completed(5)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test("autoconnect delivers a source that sends at once to its first subscriber")
    func autoconnectSubscribesBeforeConnecting() {
        let shared = Signal.from(["a", "b"]).publish().autoconnect()
        let recorder = scheduler.record(shared)
        #expect(recorder.events == [.next(0, "a"), .next(0, "b"), .completed(0)])
    }

    @Test("replay subscribes the source at once, once, and replays everything to everyone")
    func replaySubscribesImmediately() {
        let source = scheduler.coldSignal("-a-b-|")
        let replayed = source.signal.replay()
        #expect(source.subscriptions == [SubscriptionSpan(0)])  // before any subscriber
        let during = scheduler.record(replayed, subscribeAt: 2)
        let after = scheduler.record(replayed, subscribeAt: 7)
        scheduler.run()
        #expect(during.events == [.next(2, "a"), .next(3, "b"), .completed(5)])
        #expect(after.events == [.next(7, "a"), .next(7, "b"), .completed(7)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test("replay runs the source's side effects once, right away, even with no subscriber")
    func replayRunsSideEffectsOnce() {
        let runs = Box(0)
        let replayed = Signal<Int> { observer in
            runs.increment()
            observer.sendNext(runs.value)
            observer.sendCompleted()
            return nil
        }.replay()
        #expect(runs.value == 1)
        let first = scheduler.record(replayed)
        let second = scheduler.record(replayed, subscribeAt: 3)
        scheduler.run()
        #expect(runs.value == 1)
        #expect(first.events == [.next(0, 1), .completed(0)])
        #expect(second.events == [.next(3, 1), .completed(3)])
    }

    @Test("replayLast gives each new subscriber the latest value, then the live ones")
    func replayLastKeepsOneValue() {
        let source = scheduler.coldSignal("-a-b-c-|")
        let latest = source.signal.replayLast()
        let during = scheduler.record(latest, subscribeAt: 4)
        let after = scheduler.record(latest, subscribeAt: 8)
        scheduler.run()
        #expect(during.events == [.next(4, "b"), .next(5, "c"), .completed(7)])
        #expect(after.events == [.next(8, "c"), .completed(8)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 7)])
    }

    @Test("replayLazily waits for the first subscriber, then stays connected when all leave")
    func replayLazilyConnectsOnFirstSubscriber() {
        let source = scheduler.coldSignal("-a-b-c-|")
        let lazy = source.signal.replayLazily()
        let first = scheduler.record(lazy, subscribeAt: 3, disposeAt: 5)
        let second = scheduler.record(lazy, subscribeAt: 7)
        scheduler.advance(to: 2)
        #expect(source.subscriptions == [])
        scheduler.run()
        #expect(first.events == [.next(4, "a")])
        #expect(second.events == [.next(7, "a"), .next(7, "b"), .next(8, "c"), .completed(10)])
        #expect(source.subscriptions == [SubscriptionSpan(3, 10)])  // not cut at 5
    }

    @Test("Contract 6: a disposed autoconnected signal leaves no subscription alive")
    func autoconnectReleasesEverything() async {
        await #expect(processExitsWith: .success) {
            let before = Diagnostics.liveSubscriptions
            do {
                let scheduler = TestScheduler()
                let ticks = Signal.interval(.seconds(1), on: scheduler).map { $0 * 2 }
                let shared = ticks.publish().autoconnect()
                let first = shared.subscribeNext { _ in }
                let second = shared.map { $0 + 1 }.subscribeNext { _ in }
                scheduler.advance(to: 3)
                first.dispose()
                second.dispose()
                scheduler.advance(to: 6)
            }
            exit(Diagnostics.liveSubscriptions == before ? EXIT_SUCCESS : EXIT_FAILURE)
        }
    }

    @Test("Contract 6: a replayed signal that completed leaves no subscription alive")
    func replayReleasesEverything() async {
        await #expect(processExitsWith: .success) {
            let before = Diagnostics.liveSubscriptions
            do {
                let scheduler = TestScheduler()
                let replayed = Signal.timer(.seconds(2), on: scheduler).replayLazily()
                replayed.subscribeNext { _ in }
                scheduler.run()
                replayed.map { $0 }.subscribeNext { _ in }
            }
            exit(Diagnostics.liveSubscriptions == before ? EXIT_SUCCESS : EXIT_FAILURE)
        }
    }
}
