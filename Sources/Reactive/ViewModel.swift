/// The base class of a view model: the logic of one screen, with an "active"
/// switch the screen flips while it is on show.
///
/// A view model holds what its screen shows as signals and properties, and
/// what its screen can do as commands, but never refers to the screen. The
/// screen sets `isActive` to true when it appears and to false when it goes
/// away; the view model uses that to start work only when someone is looking
/// (`didBecomeActive`, `forwardWhileActive(_:)`) and to calm updates down
/// while nobody is (`throttleWhileInactive(_:interval:on:)`).
///
/// A view model may present a model, as RVMViewModel's do: `init(model:)`
/// keeps it in `model`, and a subclass reads it through a typed property of
/// its own.
///
/// Subclass it, as the book does with RVMViewModel:
///
/// ```swift
/// final class ClockViewModel: ViewModel, @unchecked Sendable {
///     let loads = MutableProperty(0)
///     override init() {
///         super.init()
///         // Capture what the closure needs, never `self`: the view model
///         // owns the subscription, which ends when the view model goes away.
///         didBecomeActive.subscribeNext { [loads] in loads.value += 1 }
///     }
/// }
/// let clock = ClockViewModel()
/// clock.isActive = true
/// clock.isActive = true    // the same value again: nothing happens
/// print(clock.loads.value) // prints 1
/// ```
///
/// **Sendable.** A view model is handed to schedulers and `@Sendable`
/// closures, so it must be `Sendable`. Swift checks `Sendable` only for final
/// classes, and this one exists to be subclassed, so it is declared
/// `@unchecked Sendable` and keeps its promise by hand: its own state is one
/// `Locked` value, and everything else it stores is an immutable `let` of a
/// `Sendable` type. Swift asks each subclass to restate the conformance
/// (`final class GalleryViewModel: ViewModel, @unchecked Sendable`), and with
/// it the subclass takes on the same rule: store only `let`s of `Sendable`
/// types (`MutableProperty`, `Command`, `Signal`, other view models), never a
/// `var`. The alternatives were worse: a `@MainActor` base class would tie
/// every test to the main actor and force each delivery from a scheduler to
/// hop onto it, and a non-`Sendable` one could not be captured by the
/// library's closures at all.
///
/// Book: RVMViewModel (ReactiveViewModel)
open class ViewModel: @unchecked Sendable {
    private struct Activity {
        var isActive = false
        var waiting: [Bool] = []  // changes not yet delivered, oldest first
        var isDelivering = false
    }

    private let activity = Locked(Activity())
    private let activeChanges = BehaviorSubject(false)
    private let token = Lifetime.Token()

    /// What the view model presents, as given to `init(model:)`: a photo, a
    /// list of photos, anything `Sendable`; `nil` after `init()`.
    ///
    /// A subclass that knows its model's type reads it through a typed
    /// property of its own:
    ///
    /// ```swift
    /// final class PageViewModel: ViewModel, @unchecked Sendable {
    ///     var photoNames: [String] { model as? [String] ?? [] }
    /// }
    /// print(PageViewModel(model: ["Chelsea the Cat"]).photoNames)   // prints ["Chelsea the Cat"]
    /// ```
    ///
    /// Differs from RAC2: RVMViewModel's `model` is an `id` that a subclass
    /// redeclares with its own type (`NSArray *model`); Swift cannot narrow
    /// a stored property in a subclass, so the subclass adds a typed property.
    ///
    /// Book: `RVMViewModel.model`
    public let model: (any Sendable)?

    /// Creates an inactive view model with no model.
    ///
    /// Book: `-[RVMViewModel init]`
    public init() {
        model = nil
    }

    /// Creates an inactive view model that presents `model`.
    ///
    /// ```swift
    /// let page = ViewModel(model: "Chelsea the Cat")
    /// print(page.model as? String ?? "none")   // prints Chelsea the Cat
    /// ```
    ///
    /// Book: `-[RVMViewModel initWithModel:]`
    public init(model: any Sendable) {
        self.model = model
    }

    deinit {
        activeChanges.sendCompleted()
    }

    /// Whether the screen is showing this view model; false until the screen says so.
    ///
    /// Setting the value it already has does nothing at all, so a screen may
    /// set it as often as it likes. Each real change is delivered to
    /// `isActiveSignal`, `didBecomeActive` and `didBecomeInactive`, in the
    /// order the changes were made, after the lock is released.
    ///
    /// ```swift
    /// let model = ViewModel()
    /// model.isActiveSignal.subscribeNext { print($0) }   // prints false
    /// model.isActive = true                             // prints true
    /// model.isActive = true                             // prints nothing
    /// ```
    ///
    /// Book: `RVMViewModel.active`
    public final var isActive: Bool {
        get { activity.withLock { $0.isActive } }
        set {
            let delivers = activity.withLock { state -> Bool in
                guard state.isActive != newValue else { return false }
                state.isActive = newValue
                state.waiting.append(newValue)
                guard !state.isDelivering else { return false }
                state.isDelivering = true
                return true
            }
            guard delivers else { return }
            while let change = nextChange() {
                activeChanges.sendNext(change)
            }
        }
    }

    /// `isActive` now, then each change (never the same value twice in a
    /// row); completes when the view model goes away.
    ///
    /// Book: `RACObserve(viewModel, active)`
    public final var isActiveSignal: Signal<Bool> {
        activeChanges.signal
    }

    /// Sends when the view model becomes active: at once if it already is,
    /// then at each change from inactive to active. Completes when the view
    /// model goes away.
    ///
    /// ```swift
    /// let model = ViewModel()
    /// model.didBecomeActive.subscribeNext { print("load the photos") }
    /// model.isActive = true   // prints load the photos
    /// ```
    ///
    /// Book: `RVMViewModel.didBecomeActiveSignal`
    public final var didBecomeActive: Signal<Void> {
        activeChanges.signal.filter { $0 }.mapReplace(())
    }

    /// Sends when the view model becomes inactive: at once if it is inactive
    /// now, then at each change from active to inactive. Completes when the
    /// view model goes away.
    ///
    /// ```swift
    /// let model = ViewModel()
    /// model.didBecomeInactive.subscribeNext { print("inactive") }   // prints inactive
    /// ```
    ///
    /// Book: `RVMViewModel.didBecomeInactiveSignal`
    public final var didBecomeInactive: Signal<Void> {
        activeChanges.signal.filter { !$0 }.mapReplace(())
    }

    /// Ends when the view model goes away.
    ///
    /// Book: `-rac_willDeallocSignal` of the view model
    public final var lifetime: Lifetime {
        token.lifetime
    }

    /// Subscribes to `signal` each time the view model becomes active, and
    /// disposes that subscription each time it becomes inactive.
    ///
    /// Values from the current subscription are forwarded, and so is an
    /// error, which ends the result. The source's own completion is not
    /// forwarded: the next activation subscribes again. The result completes
    /// when the view model goes away, disposing any subscription in progress.
    ///
    /// ```
    /// active:  --t----f-t-----    t: becomes active, f: becomes inactive
    /// source:  -a-b|              cold: each subscription starts it afresh
    /// result:  ---a-b----a-b-|    the view model goes away at 14
    /// ```
    ///
    /// ```swift
    /// let model = ViewModel()
    /// model.forwardWhileActive(Signal.just("details")).subscribeNext { print($0) }
    /// model.isActive = true    // prints details
    /// model.isActive = false
    /// model.isActive = true    // prints details
    /// ```
    ///
    /// Book: `-[RVMViewModel forwardSignalWhileActive:]`
    public final func forwardWhileActive<Value>(_ signal: Signal<Value>) -> Signal<Value> {
        let activeChanges = activeChanges.signal
        return Signal { observer in
            let downstream = observer.serialized()
            let current = SerialDisposable()
            let watching = activeChanges.subscribe(
                next: { isActive in
                    current.inner =
                        isActive
                        ? signal.subscribe(next: downstream.sendNext, error: downstream.sendError)
                        : nil
                },
                error: downstream.sendError,
                completed: downstream.sendCompleted)
            return CompositeDisposable([watching, current])
        }
    }

    /// Passes `signal`'s values on at once while the view model is active,
    /// and throttles them while it is inactive.
    ///
    /// Unlike `forwardWhileActive(_:)`, it stays subscribed to `signal` the
    /// whole time. While inactive, a value waits until `signal` has been
    /// quiet for `interval` (a newer value replaces it), as `throttle` does.
    /// Becoming active sends a waiting value at once. No value is sent twice:
    /// a value sent already is not sent again when the activity changes (the
    /// book's version repeats the latest value on each change). Completes
    /// when `signal` completes (sending a waiting value first) or when the
    /// view model goes away; `signal`'s error passes through at once.
    ///
    /// ```
    /// active:  t---f---------t     t: becomes active, f: becomes inactive
    /// source:  -a---b-c-------d-|
    /// result:  -a-------c-----d-|  throttleWhileInactive(interval: 2)
    /// ```
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let model = ViewModel()
    /// let progress = Subject<Int>()
    /// model.throttleWhileInactive(progress.signal, interval: .seconds(1), on: scheduler)
    ///     .subscribeNext { print($0) }
    /// progress.sendNext(1)
    /// progress.sendNext(2)
    /// scheduler.advance(by: 1)   // prints 2
    /// ```
    ///
    /// Book: `-[RVMViewModel throttleSignalWhileInactive:]`
    public final func throttleWhileInactive<Value>(
        _ signal: Signal<Value>, interval: Duration = .seconds(1), on scheduler: any Scheduler
    ) -> Signal<Value> {
        let activeChanges = activeChanges.signal
        let lifetime = lifetime
        return Signal { observer in
            // One subscription to `signal`, shared by the two uses below. Each
            // value gets a number, so that none is sent twice.
            let numbers = Counter()
            let lastSent = Locked(-1)
            let source = signal.map { value in (numbers.next(), value) }.publish()
            let subscription = Signal.combineLatest(
                activeChanges.takeUntil(source.signal.ignoreValues()), source.signal
            )
            .throttle(interval, on: scheduler) { isActive, _ in !isActive }
            .filter { _, numbered in
                lastSent.withLock { last in
                    guard numbered.0 > last else { return false }
                    last = numbered.0
                    return true
                }
            }
            .map { _, numbered in numbered.1 }
            .take(during: lifetime)
            .subscribe(observer)
            return CompositeDisposable([subscription, source.connect()])
        }
    }

    /// Takes the oldest undelivered change, or ends this thread's delivery turn.
    private func nextChange() -> Bool? {
        activity.withLock { state in
            guard !state.waiting.isEmpty else {
                state.isDelivering = false
                return nil
            }
            return state.waiting.removeFirst()
        }
    }
}
