import Pixels
import Reactive
import WorkbookKit

/// The app's window: the stack of screens, the footer, the help overlay, the
/// display loop and quitting.
///
/// Keys go to the screen on show first. What it does not use, the window
/// handles: `q` quits and `?` shows or hides the keys. Each request for a
/// new picture schedules one display pass on the window's scheduler, which
/// draws a `Frame` of the current size and sends it on `frames` (the
/// terminal app writes it out; the scripted tour keeps the last one).
///
/// ```swift
/// let window = AppWindow(size: TerminalSize(columns: 80, rows: 24),
///                        scheduler: MainScheduler.shared) { context in
///     GalleryScreen(viewModel: gallery, context: context)
/// }
/// window.frames.subscribeNext { frame in print(frame.text) }
/// window.handle(.character("q"))   // window.isFinished is now true
/// ```
///
/// Book: the app's UIWindow and its root UINavigationController
public final class AppWindow: Sendable {
    private struct State {
        var size: TerminalSize
        var showsHelp = false
        var isFinished = false
        var displayPending = false
    }

    /// The stack of screens.
    public let navigator = Navigator()
    /// What the screens are given: the navigator and the scheduler.
    public let context: ScreenContext
    private let state: Locked<State>
    private let drawn = Subject<Frame>()
    private let scheduler: any Scheduler

    /// A window of `size` whose display passes run on `scheduler`, showing
    /// the screen `root` makes.
    public init(
        size: TerminalSize, scheduler: any Scheduler, language: Language = .english,
        root: (ScreenContext) -> any Screen
    ) {
        state = Locked(State(size: size))
        self.scheduler = scheduler
        context = ScreenContext(navigator: navigator, scheduler: scheduler, language: language)
        navigator.needsDisplay.subscribeNext { [weak self] in self?.scheduleDisplay() }
        navigator.push(root(context))
    }

    /// The frame of each display pass.
    public var frames: Signal<Frame> {
        drawn.signal
    }

    /// The window's size now.
    public var size: TerminalSize {
        state.withLock { $0.size }
    }

    /// Whether the user has quit.
    public var isFinished: Bool {
        state.withLock { $0.isFinished }
    }

    /// Whether the screen on show has nothing on its way and no display pass
    /// is waiting: what the scripted tour waits for before printing a frame.
    public var isSettled: Bool {
        let pending = state.withLock { $0.displayPending }
        return !pending && (navigator.top?.isSettled ?? true)
    }

    /// Handles one key: the help overlay first, then the screen on show,
    /// then `q` (quit) and `?` (help).
    public func handle(_ key: Key) {
        let showsHelp = state.withLock { $0.showsHelp }
        if showsHelp {
            if key == .character("q") { quit() } else { setShowsHelp(false) }
            return
        }
        if navigator.top?.handle(key) == true { return }
        switch key {
        case .character("q"): quit()
        case .character("?"): setShowsHelp(true)
        default: break
        }
    }

    /// Takes a new size, and draws again at that size.
    ///
    /// Book: none; the book's app turns rotation off (UIKit would call
    /// `-viewWillTransitionToSize:withTransitionCoordinator:`)
    public func resize(to size: TerminalSize) {
        state.withLock { $0.size = size }
        navigator.setNeedsDisplay()
    }

    /// Ends the app: every screen goes, and `isFinished` becomes true.
    public func quit() {
        let quits = state.withLock { state in
            defer { state.isFinished = true }
            return !state.isFinished
        }
        guard quits else { return }
        navigator.closeAll()
    }

    /// Draws the screen on show, its footer and the help overlay, at the current size.
    public func render() -> Frame {
        let (size, showsHelp) = state.withLock { ($0.size, $0.showsHelp) }
        var frame = Frame(size: size)
        guard let screen = navigator.top else { return frame }
        screen.draw(into: &frame)
        frame.footer(screen.keyHelp + globalKeys(for: screen))
        if showsHelp {
            HelpOverlay(screen: screen.kind, keys: screen.keyHelp, language: context.language)
                .draw(into: &frame)
        }
        return frame
    }

    /// The keys the window handles, as they apply on `screen`.
    private func globalKeys(for screen: any Screen) -> [KeyHelp] {
        screen.kind == .login
            ? []
            : [
                KeyHelp("?", context.text(en: "keys", zh: "按键")),
                KeyHelp("q", context.text(en: "quit", zh: "退出")),
            ]
    }

    private func setShowsHelp(_ showsHelp: Bool) {
        state.withLock { $0.showsHelp = showsHelp }
        navigator.setNeedsDisplay()
    }

    /// Schedules one display pass, unless one is already waiting.
    private func scheduleDisplay() {
        let schedules = state.withLock { state in
            defer { state.displayPending = true }
            return !state.displayPending && !state.isFinished
        }
        guard schedules else { return }
        scheduler.schedule { [weak self] in
            guard let self else { return }
            self.state.withLock { $0.displayPending = false }
            self.drawn.sendNext(self.render())
        }
    }
}
