import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite("Binding: <~ writes a signal into a property or a key path")
struct BindingTests {
    let scheduler = TestScheduler()

    @Test("property <~ signal writes each value as it arrives and ends with the signal")
    func bindToProperty() {
        let name = MutableProperty("")
        let source = scheduler.hotSignal("-a-b-|")
        let changes = scheduler.record(name.signal)
        name <~ source.signal
        scheduler.run()
        #expect(changes.events == [.next(0, ""), .next(1, "a"), .next(3, "b")])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
        #expect(name.value == "b")
    }

    @Test("disposing a binding stops the writes and disposes the source at once")
    func disposeBinding() {
        let name = MutableProperty("")
        let source = scheduler.hotSignal("-a-b-c-|")
        let binding = name <~ source.signal
        scheduler.schedule(at: 2) { binding.dispose() }
        scheduler.run()
        #expect(name.value == "a")
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
    }

    @Test("an error ends the binding quietly and the property keeps its last value")
    func errorEndsBinding() {
        let name = MutableProperty("")
        let source = scheduler.hotSignal("-a-#---")
        let changes = scheduler.record(name.signal)
        name <~ source.signal
        scheduler.run()
        #expect(changes.events == [.next(0, ""), .next(1, "a")])
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test("a binding ends the moment its property is freed, and does not keep the property alive")
    func bindingEndsWithProperty() {
        let owner = Box<Profile?>(Profile())
        let source = scheduler.hotSignal("-a---b-|")
        owner.value!.name <~ source.signal
        scheduler.schedule(at: 2) { owner.modify { $0 = nil } }
        scheduler.run()
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
    }

    @Test("BindingTarget(object, keyPath) <~ signal sets the key path on each value")
    func bindToKeyPath() {
        let label = Label()
        let source = scheduler.hotSignal("-a-b-|")
        BindingTarget(label, \.text) <~ source.signal.map { "text \($0)" }
        scheduler.advance(to: 1)
        #expect(label.text == "text a")
        scheduler.run()
        #expect(label.text == "text b")
        #expect(source.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test(
        "a key path binding holds its object weakly and ends at the first value after it has gone")
    func keyPathBindingEndsAfterObject() {
        let label = Box<Label?>(Label())
        let weakLabel = WeakBox(label.value!)
        let source = scheduler.hotSignal("-a-----b-|")
        BindingTarget(label.value!, \.text) <~ source.signal
        scheduler.schedule(at: 2) { label.modify { $0 = nil } }
        scheduler.run()
        #expect(weakLabel.object == nil)
        #expect(source.subscriptions == [SubscriptionSpan(0, 7)])
    }

    @Test("a key path binding given its object's lifetime ends the moment the object goes")
    func keyPathBindingWithLifetime() {
        let label = Box<Label?>(Label())
        let source = scheduler.hotSignal("-a-----b-|")
        BindingTarget(label.value!, \.text, lifetime: label.value!.lifetime) <~ source.signal
        scheduler.schedule(at: 2) { label.modify { $0 = nil } }
        scheduler.run()
        #expect(source.subscriptions == [SubscriptionSpan(0, 2)])
    }

    @Test("BindingTarget(lifetime:action:) calls its action until the lifetime ends")
    func bindToAction() {
        let owner = Box<Profile?>(Profile())
        let seen = Box<[String]>([])
        let source = scheduler.hotSignal("-a-b-c-|")
        let target = BindingTarget<String>(lifetime: owner.value!.name.lifetime) { seen.append($0) }
        target <~ source.signal
        scheduler.schedule(at: 4) { owner.modify { $0 = nil } }
        scheduler.run()
        #expect(seen.value == ["a", "b"])
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test(
        "<~ binds looser than ?: and the result is the binding's disposable",
        arguments: [true, false])
    func precedence(useBig: Bool) {
        let total = MutableProperty(0)
        let binding = total <~ useBig ? Signal.just(100) : Signal.just(1)
        #expect(total.value == (useBig ? 100 : 1))
        #expect(binding.isDisposed)
    }

    @Test("Contract 6: a binding leaves no subscription alive once its owner is freed")
    func bindingLeaksNothing() async {
        await #expect(processExitsWith: .success) {
            let before = Diagnostics.liveSubscriptions
            let names = Subject<String>()
            do {
                let profile = Profile()
                profile.name <~ names.signal.map { $0.uppercased() }
                let label = Label()
                BindingTarget(label, \.text, lifetime: label.lifetime) <~ profile.name.signal
                names.sendNext("ash")
                guard label.text == "ASH", Diagnostics.liveSubscriptions > before else { exit(2) }
            }
            names.sendNext("bo")
            exit(Diagnostics.liveSubscriptions == before ? 0 : 1)
        }
    }
}

/// A view model as Chapter 5 writes one: `Sendable`, with properties as `let`s.
private final class Profile: Sendable {
    let name = MutableProperty("")
}

/// A thread-safe object with a plain settable property, and a lifetime.
private final class Label: Sendable {
    private let state = Locked("")
    private let token = Lifetime.Token()

    var text: String {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }

    var lifetime: Lifetime { token.lifetime }
}

/// Watches an object without keeping it alive.
private final class WeakBox<Object: AnyObject & Sendable>: Sendable {
    weak let object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
