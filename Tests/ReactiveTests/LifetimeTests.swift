import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite("Lifetime: ending work with its owner")
struct LifetimeTests {
    let scheduler = TestScheduler()

    @Test("ended sends one value and completes at the moment the owner is freed")
    func endsWhenOwnerIsFreed() {
        let owner = Box<Owner?>(Owner())
        let lifetime = owner.value!.lifetime
        let recorder = scheduler.record(lifetime.ended.map { "ended" })
        scheduler.schedule(at: 3) { owner.modify { $0 = nil } }
        scheduler.advance(to: 2)
        #expect(!lifetime.hasEnded)
        scheduler.run()
        #expect(recorder.events == [.next(3, "ended"), .completed(3)])
        #expect(lifetime.hasEnded)
    }

    @Test("a late subscriber to an ended lifetime hears the end at once")
    func lateSubscriber() {
        var (lifetime, token): (Lifetime, Lifetime.Token?) = Lifetime.make()
        #expect(!lifetime.hasEnded)
        token = nil
        #expect(token == nil)
        let recorder = scheduler.record(lifetime.ended.map { "ended" }, subscribeAt: 5)
        scheduler.run()
        #expect(recorder.events == [.next(5, "ended"), .completed(5)])
        #expect(Lifetime.alreadyEnded.hasEnded)
    }

    @Test(
        "take(during:) passes values until the lifetime ends, then completes and disposes the source"
    )
    func takeDuringEndsWithOwner() {
        let owner = Box<Owner?>(Owner())
        let source = scheduler.hotSignal("-a-b-c-d-|")
        let recorder = scheduler.record(source.signal.take(during: owner.value!.lifetime))
        scheduler.schedule(at: 4) { owner.modify { $0 = nil } }
        scheduler.run()
        #expect(recorder.events == [.next(1, "a"), .next(3, "b"), .completed(4)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test("take(during:) passes the source's completion and error through while the lifetime lasts")
    func takeDuringPassesTerminalEvents() {
        let owner = Owner()
        let completing = scheduler.coldSignal("-a-|")
        let failing = scheduler.coldSignal("-a-#")
        let completed = scheduler.record(completing.signal.take(during: owner.lifetime))
        let failed = scheduler.record(failing.signal.take(during: owner.lifetime), subscribeAt: 2)
        scheduler.run()
        #expect(completed.events == [.next(1, "a"), .completed(3)])
        #expect(completing.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(failed.events == [.next(3, "a"), .error(5, TestError())])
        #expect(failing.subscriptions == [SubscriptionSpan(2, 5)])
        #expect(!owner.lifetime.hasEnded)
    }

    @Test(
        "take(during:) ends a signal that would never end, even when nobody keeps the subscription")
    func takeDuringEndsNever() {
        let owner = Box<Owner?>(Owner())
        let seen = Box<[String]>([])
        Signal<Int>.never.take(during: owner.value!.lifetime)
            .subscribe(next: { seen.append("next \($0)") }, completed: { seen.append("completed") })
        #expect(seen.value == [])
        owner.modify { $0 = nil }
        #expect(seen.value == ["completed"])
    }

    @Test("take(during:) an ended lifetime completes at once and never subscribes to the source")
    func takeDuringEndedLifetime() {
        let source = scheduler.coldSignal("-a-|")
        let recorder = scheduler.record(
            source.signal.take(during: Lifetime.alreadyEnded), subscribeAt: 2)
        scheduler.run()
        #expect(recorder.events == [.completed(2)])
        #expect(source.subscriptions == [])
    }

    @Test("takeUntil(lifetime) is the book's spelling of take(during:)")
    func takeUntilLifetime() {
        let owner = Box<Owner?>(Owner())
        let source = scheduler.hotSignal("-a-b-c-|")
        let recorder = scheduler.record(source.signal.takeUntil(owner.value!.lifetime))
        scheduler.schedule(at: 2) { owner.modify { $0 = nil } }
        scheduler.run()
        expectMarbles(recorder, "-a|")
        #expect(source.subscriptions == [SubscriptionSpan("^-!")])
    }

    @Test("Contract 6: takeUntil(lifetime) leaves no subscription alive once the owner is freed")
    func takeUntilLifetimeLeaksNothing() async {
        await #expect(processExitsWith: .success) {
            let before = Diagnostics.liveSubscriptions
            let ticks = Subject<Int>()
            let seen = Box<[Int]>([])
            do {
                let owner = Owner()
                ticks.signal.map { $0 * 2 }.takeUntil(owner.lifetime)
                    .subscribeNext { value in seen.modify { $0.append(value) } }
                ticks.sendNext(1)
                guard Diagnostics.liveSubscriptions > before else { exit(2) }
            }
            ticks.sendNext(2)
            exit(seen.value == [2] && Diagnostics.liveSubscriptions == before ? 0 : 1)
        }
    }
}

/// An object whose lifetime ends when it is freed.
private final class Owner: Sendable {
    private let token = Lifetime.Token()
    var lifetime: Lifetime { token.lifetime }
}
