import PixelsTerminal
import Reactive

/// A box over the screen that says a request is under way, or that it failed.
///
/// `show()` puts up a spinner, `dismiss()` takes it down, and
/// `showError(status:)` replaces it with the error's status. Each screen
/// that needs one has its own: SVProgressHUD is one overlay for the whole
/// app, called through class methods. An error stays up until the next
/// `show()` or `dismiss()`, where SVProgressHUD's fades after a moment.
///
/// ```swift
/// let hud = ProgressHUD()
/// hud.show()
/// hud.dismiss()
/// print(hud.state)   // prints hidden
/// ```
///
/// Book: SVProgressHUD's `+show`, `+dismiss` and `+showErrorWithStatus:`
public final class ProgressHUD: Sendable {
    /// What the box shows.
    public enum State: Sendable, Hashable, CustomStringConvertible {
        /// Nothing: the box is down.
        case hidden
        /// A spinner.
        case spinning
        /// A failure, with its status.
        case error(String)

        /// `hidden`, `spinning` or `error: <status>`.
        public var description: String {
            switch self {
            case .hidden: "hidden"
            case .spinning: "spinning"
            case .error(let status): "error: \(status)"
            }
        }
    }

    private let shown = MutableProperty(State.hidden)

    /// A box that is down.
    public init() {}

    /// What the box shows now.
    public var state: State {
        shown.value
    }

    /// What the box shows now, then each change: for the screen to draw again.
    ///
    /// Contract: hot · values: State · errors: none
    ///   completes: when the box goes away · fails: never
    ///   scheduler: the caller's (no hop) · multicast: yes (a property)
    public var states: Signal<State> {
        shown.signal
    }

    /// Puts up the spinner. Book: `+[SVProgressHUD show]`
    public func show() {
        shown.value = .spinning
    }

    /// Takes the box down. Book: `+[SVProgressHUD dismiss]`
    public func dismiss() {
        shown.value = .hidden
    }

    /// Shows that something failed. Book: `+[SVProgressHUD showErrorWithStatus:]`
    public func showError(status: String) {
        shown.value = .error(status)
    }

    /// Draws the box in the middle of `frame`, if it is up.
    public func draw(into frame: inout Frame) {
        let text: String
        switch state {
        case .hidden: return
        case .spinning: text = "\(Spinner.frame(0)) Loading…"
        case .error(let status): text = "✕ \(status)"
        }
        let width = text.count + 4
        let row = frame.rows / 2 - 1
        let column = (frame.columns - width) / 2
        frame.box(row: row, column: column, columns: width, rows: 3)
        frame.write(text, row: row + 1, column: column + 2)
    }
}
