import Reactive

/// The stack of screens, with the top one on show: the app's navigation
/// controller.
///
/// `push` covers the screen on show with a new one, and `pop` closes the top
/// screen and shows the one under it again. Each screen hears `appear()` and
/// `disappear()` as it comes and goes (after the stack has changed, outside
/// the lock). The first screen pushed is the root, which is never popped.
/// Any change that needs a new picture on the screen goes through
/// `setNeedsDisplay()`, which `needsDisplay` passes on to the app.
///
/// ```swift
/// let navigator = Navigator()
/// navigator.push(galleryScreen)   // the gallery appears
/// navigator.push(pagerScreen)     // the gallery disappears, the pager appears
/// navigator.pop(pagerScreen)      // the pager disappears, the gallery appears again
/// ```
///
/// Book: UINavigationController
public final class Navigator: Sendable {
    private let stack = Locked<[any Screen]>([])
    private let displayRequests = Subject<Void>()

    /// An empty navigator.
    public init() {}

    /// The screen on show, or `nil` before the first push.
    public var top: (any Screen)? {
        stack.withLock { $0.last }
    }

    /// Every screen, the root first.
    public var screens: [any Screen] {
        stack.withLock { $0 }
    }

    /// Shows `screen` over the one on show.
    ///
    /// Book: `-pushViewController:animated:`
    public func push(_ screen: any Screen) {
        let covered = stack.withLock { stack in
            defer { stack.append(screen) }
            return stack.last
        }
        covered?.disappear()
        screen.appear()
        setNeedsDisplay()
    }

    /// Closes `screen` if it is on show and not the root, showing the screen
    /// under it again; otherwise does nothing.
    ///
    /// Book: `-popViewControllerAnimated:`, `-dismissViewControllerAnimated:`
    public func pop(_ screen: any Screen) {
        let uncovered = stack.withLock { stack -> (any Screen)? in
            guard stack.count > 1, stack.last === screen else { return nil }
            stack.removeLast()
            return stack.last
        }
        guard let uncovered else { return }
        screen.disappear()
        uncovered.appear()
        setNeedsDisplay()
    }

    /// Closes every screen but the root, top first, and the root disappears
    /// too: for quitting.
    public func closeAll() {
        let closed = stack.withLock { stack in
            defer { stack.removeAll() }
            return stack
        }
        closed.last?.disappear()
    }

    /// Asks for the screen to be drawn again.
    ///
    /// Book: `-[UIView setNeedsDisplay]`
    public func setNeedsDisplay() {
        displayRequests.sendNext(())
    }

    /// Sends each time something asked for the screen to be drawn again.
    public var needsDisplay: Signal<Void> {
        displayRequests.signal
    }
}
