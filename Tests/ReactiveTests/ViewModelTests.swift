import Dispatch
import Reactive
import ReactiveTesting
import Testing

@Suite("ViewModel: the active lifecycle of a screen's logic")
struct ViewModelTests {
    let scheduler = TestScheduler()

    /// Flips `model.isActive` along a timeline: `t` sets true, `f` sets false,
    /// `-` leaves it alone, one character per tick from tick 0.
    func drive(_ model: ViewModel, _ timeline: String) {
        for (tick, mark) in timeline.enumerated() where mark != "-" {
            scheduler.schedule(at: tick) { model.isActive = mark == "t" }
        }
    }

    /// Frees the view model held in `owner` at `tick`.
    func release(_ owner: Box<ViewModel?>, at tick: Int) {
        scheduler.schedule(at: tick) { owner.modify { $0 = nil } }
    }

    // MARK: The model

    @Test("init(model:) keeps the model for the view model's life; init() has none")
    func keepsItsModel() {
        let photos = ["Astronaut Eileen Collins", "Chelsea the Cat"]
        let withModel = ViewModel(model: photos)
        withModel.isActive = true
        withModel.isActive = false
        #expect(withModel.model as? [String] == photos)
        #expect(ViewModel().model == nil)
    }

    @Test("a subclass reads its model through a typed property and is still an inactive view model")
    func subclassReadsItsModel() {
        let pager = PagerViewModel(photoNames: ["Astronaut Eileen Collins", "Chelsea the Cat"])
        #expect(pager.photoNames == ["Astronaut Eileen Collins", "Chelsea the Cat"])
        #expect(!pager.isActive)
        let activations = scheduler.record(pager.didBecomeActive.mapReplace("a"))
        drive(pager, "-t")
        scheduler.run()
        expectMarbles(activations, "-a")
    }

    // MARK: isActive and the activation signals

    @Test("isActive starts false, and setting the value it already has sends nothing")
    func isActiveSkipsRepeats() {
        let model = ViewModel()
        #expect(!model.isActive)
        let recorder = scheduler.record(model.isActiveSignal.map { $0 ? "t" : "f" })
        drive(model, "-ft-tt-f-f")
        scheduler.run()
        expectMarbles(recorder, "f-t----f")
        #expect(!model.isActive)
    }

    @Test("didBecomeActive sends at once if active, then at each change from inactive to active")
    func didBecomeActive() {
        let model = ViewModel()
        let early = scheduler.record(model.didBecomeActive.mapReplace("a"))
        let late = scheduler.record(model.didBecomeActive.mapReplace("a"), subscribeAt: 3)
        drive(model, "-t-t-f-t--f")
        scheduler.run()
        expectMarbles(early, "-a-----a")
        expectMarbles(late, "---a---a")
    }

    @Test(
        "didBecomeInactive sends at once if inactive, then at each change from active to inactive")
    func didBecomeInactive() {
        let model = ViewModel()
        let early = scheduler.record(model.didBecomeInactive.mapReplace("i"))
        let late = scheduler.record(model.didBecomeInactive.mapReplace("i"), subscribeAt: 2)
        drive(model, "-t---f-t--f")
        scheduler.run()
        expectMarbles(early, "i----i----i")
        expectMarbles(late, "-----i----i")
    }

    @Test("the activation signals complete, and the lifetime ends, when the view model goes away")
    func completesWhenFreed() {
        let owner = Box<ViewModel?>(ViewModel())
        let lifetime = owner.value!.lifetime
        let active = scheduler.record(owner.value!.didBecomeActive.mapReplace("a"))
        let inactive = scheduler.record(owner.value!.didBecomeInactive.mapReplace("i"))
        drive(owner.value!, "-t")
        release(owner, at: 4)
        scheduler.run()
        expectMarbles(active, "-a--|")
        expectMarbles(inactive, "i---|")
        #expect(lifetime.hasEnded)
    }

    @Test(
        "changes made on many threads arrive one at a time, and the last one delivered is the state"
    )
    func concurrentChanges() {
        let model = ViewModel()
        let received = Box<[Bool]>([])
        model.isActiveSignal.subscribeNext { value in received.modify { $0.append(value) } }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for step in 0..<200 { model.isActive = (thread + step) % 2 == 0 }
        }
        let values = received.value
        #expect(values.last == model.isActive)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 != $1 })
    }

    // MARK: forwardWhileActive

    @Test(
        "forwardWhileActive subscribes on each activation, forwards values but not completion, and completes when the view model goes away"
    )
    func forwardWhileActiveResubscribes() {
        let owner = Box<ViewModel?>(ViewModel())
        let source = scheduler.coldSignal("-a-b|")
        let recorder = scheduler.record(owner.value!.forwardWhileActive(source.signal))
        drive(owner.value!, "--t----f-t")
        release(owner, at: 14)
        scheduler.run()
        expectMarbles(recorder, "---a-b----a-b-|")
        #expect(source.subscriptions == [SubscriptionSpan(2, 6), SubscriptionSpan(9, 13)])
    }

    @Test("forwardWhileActive disposes the subscription when the view model becomes inactive")
    func forwardWhileActiveDisposes() {
        let owner = Box<ViewModel?>(ViewModel())
        let source = scheduler.coldSignal("-a--b|")
        let recorder = scheduler.record(owner.value!.forwardWhileActive(source.signal))
        drive(owner.value!, "-t-f-t--")
        release(owner, at: 8)
        scheduler.run()
        expectMarbles(recorder, "--a---a-|")
        #expect(source.subscriptions == [SubscriptionSpan(1, 3), SubscriptionSpan(5, 8)])
    }

    @Test("forwardWhileActive passes an error on and stops subscribing")
    func forwardWhileActiveError() {
        let model = ViewModel()
        let source = scheduler.coldSignal("-a#")
        let recorder = scheduler.record(model.forwardWhileActive(source.signal))
        drive(model, "-t---f-t")
        scheduler.run()
        expectMarbles(recorder, "--a#")
        #expect(source.subscriptions == [SubscriptionSpan(1, 3)])
    }

    @Test("forwardWhileActive subscribes at once when the view model is already active")
    func forwardWhileActiveAlreadyActive() {
        let model = ViewModel()
        model.isActive = true
        let source = scheduler.coldSignal("-a|")
        let recorder = scheduler.record(model.forwardWhileActive(source.signal), subscribeAt: 2)
        scheduler.run()
        expectMarbles(recorder, "---a")
        #expect(source.subscriptions == [SubscriptionSpan(2, 4)])
    }

    // MARK: throttleWhileInactive

    @Test(
        "throttleWhileInactive passes values at once while active and throttles them while inactive"
    )
    func throttleWhileInactive() {
        let owner = Box<ViewModel?>(ViewModel())
        owner.value!.isActive = true
        let source = scheduler.hotSignal("-a---b-c-------d-|")
        let recorder = scheduler.record(
            owner.value!.throttleWhileInactive(source.signal, interval: .seconds(2), on: scheduler))
        drive(owner.value!, "----f---------t")
        scheduler.run()
        expectMarbles(recorder, "-a-------c-----d-|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 17)])
    }

    @Test("becoming active sends the waiting value at once, and never a value twice")
    func throttleWhileInactiveFlushesOnActivation() {
        let model = ViewModel()
        let source = scheduler.hotSignal("-a-b--------c|")
        let recorder = scheduler.record(
            model.throttleWhileInactive(source.signal, interval: .seconds(2), on: scheduler))
        drive(model, "-----t-f---t")
        scheduler.run()
        // b waits, goes out at activation (5), and is not repeated when the
        // view model becomes inactive (7, with a quiet period ending at 9) or
        // active again (11).
        expectMarbles(recorder, "-----b------c|")
    }

    @Test("throttleWhileInactive sends the waiting value when the source completes, then completes")
    func throttleWhileInactiveCompletes() {
        let model = ViewModel()
        let source = scheduler.hotSignal("-a-|")
        let recorder = scheduler.record(
            model.throttleWhileInactive(source.signal, interval: .seconds(5), on: scheduler))
        scheduler.run()
        expectMarbles(recorder, "---(a|)")
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test("throttleWhileInactive passes an error at once and drops the waiting value")
    func throttleWhileInactiveError() {
        let model = ViewModel()
        let source = scheduler.hotSignal("-a-#")
        let recorder = scheduler.record(
            model.throttleWhileInactive(source.signal, interval: .seconds(5), on: scheduler))
        scheduler.run()
        expectMarbles(recorder, "---#")
        #expect(source.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test(
        "throttleWhileInactive completes when the view model goes away, and drops the waiting value"
    )
    func throttleWhileInactiveEndsWithViewModel() {
        let owner = Box<ViewModel?>(ViewModel())
        let source = scheduler.hotSignal("-a--b-----|")
        let recorder = scheduler.record(
            owner.value!.throttleWhileInactive(source.signal, interval: .seconds(2), on: scheduler))
        release(owner, at: 4)
        scheduler.run()
        expectMarbles(recorder, "---a|")
        #expect(source.subscriptions == [SubscriptionSpan(0, 4)])
    }

    // MARK: subclassing

    @Test("a subclass starts its work on activation, as the book's view models do")
    func subclass() {
        let model = LoadingViewModel()
        let recorder = scheduler.record(model.loads.signal.map(String.init))
        drive(model, "-t-f-t-t")
        scheduler.run()
        expectMarbles(recorder, "01---2")
    }
}

/// A view model as the app writes them: it counts its activations.
private final class LoadingViewModel: ViewModel, @unchecked Sendable {
    let loads = MutableProperty(0)

    override init() {
        super.init()
        didBecomeActive.subscribeNext { [loads] in loads.value += 1 }
    }
}

/// A view model made as the book makes its own: it hands its model to
/// `init(model:)` and reads it back with its own type.
private final class PagerViewModel: ViewModel, @unchecked Sendable {
    var photoNames: [String] { model as? [String] ?? [] }

    init(photoNames: [String]) {
        super.init(model: photoNames)
    }
}
