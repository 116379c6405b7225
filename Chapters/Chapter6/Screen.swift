import Reactive

/// A stand-in for a screen: it owns one view model, tells it when it is on
/// show, and lets it go when it closes.
///
/// A real screen sets `isActive` when it appears and disappears, and frees its
/// view model when it is closed. The chapter's examples schedule these calls
/// on a `TestScheduler` to play a screen's life at known ticks.
///
/// ```swift
/// let screen = Screen(ViewModel())
/// screen.model?.didBecomeActive.subscribeNext { print("on show") }
/// screen.show()    // prints on show
/// screen.close()   // the view model goes away
/// ```
///
/// Book: a UIViewController holding its view model, setting `active` in
/// -viewWillAppear: and -viewDidDisappear:
final class Screen<Model: ViewModel>: Sendable {
    private let held: Locked<Model?>
    private let log = Subject<Character>()

    /// A screen that owns `model`, not yet on show.
    init(_ model: Model) {
        held = Locked(model)
    }

    /// What the screen does, for a marble diagram: `s` when it shows, `h`
    /// when it hides, `x` when it closes.
    ///
    /// Contract: hot · values: Character · errors: none
    ///   completes: never · fails: never
    ///   scheduler: the caller's (no hop) · multicast: yes (a subject)
    var actions: Signal<Character> {
        log.signal
    }

    /// The view model, until the screen closes.
    var model: Model? {
        held.withLock { $0 }
    }

    /// The screen appears: its view model becomes active.
    func show() {
        log.sendNext("s")
        model?.isActive = true
    }

    /// The screen disappears: its view model becomes inactive.
    func hide() {
        log.sendNext("h")
        model?.isActive = false
    }

    /// The screen closes and lets its view model go.
    func close() {
        log.sendNext("x")
        let closing = held.withLock { held in
            defer { held = nil }
            return held
        }
        _ = closing  // freed here, after the lock is released
    }
}
