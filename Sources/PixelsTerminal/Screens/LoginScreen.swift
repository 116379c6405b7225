import Pixels
import Reactive
import TerminalText

/// The login form: a username and a password field, and a Log in button that
/// is enabled only when both are filled in.
///
/// What the user types goes into two `TextField`s, bound into the
/// `LoginViewModel`'s `username` and `password`. The screen shows what the
/// view model says back: the username, the masked password, whether the
/// login command is enabled, the progress and the error. Enter in the
/// password field runs `login`, and Esc runs `cancel`; the screen closes
/// itself when the view model's `dismiss` sends. Every printable key is
/// typed into the focused field, so `q` and `?` are letters here.
///
/// ```swift
/// let screen = LoginScreen(viewModel: login, context: context)
/// context.navigator.push(screen)
/// for key in "demo" { _ = screen.handle(.character(key)) }   // the username
/// ```
///
/// Book: none; the FunctionalReactivePixels repository's FRPLoginViewController
public final class LoginScreen: Screen {
    private struct Shown: Sendable {
        var username = ""
        var maskedPassword = ""
        var canLogIn = false
        var isLoggingIn = false
        var errorMessage: String?
        var focusesPassword = false
    }

    /// The view model this screen shows.
    public let viewModel: LoginViewModel
    private let context: ScreenContext
    private let state: ScreenState<Shown>
    private let usernameField = TextField()
    private let passwordField = TextField()

    /// A login screen for `viewModel`, which closes itself through `context`.
    public init(viewModel: LoginViewModel, context: ScreenContext) {
        self.viewModel = viewModel
        self.context = context
        state = ScreenState(Shown(), navigator: context.navigator)
        // Repository: RAC(self.viewModel, username) = self.usernameTextField.rac_textSignal
        viewModel.username <~ usernameField.text.signal
        viewModel.password <~ passwordField.text.signal
        state[\.username] <~ viewModel.username.signal
        state[\.maskedPassword] <~ viewModel.maskedPassword
        state[\.canLogIn] <~ viewModel.login.isEnabled
        state[\.isLoggingIn] <~ viewModel.isLoggingIn
        state[\.errorMessage] <~ viewModel.errorMessage
        viewModel.dismiss.take(during: state.lifetime).subscribeNext { [weak self, context] in
            if let self { context.navigator.pop(self) }
        }
    }

    /// The login form.
    public var kind: ScreenKind { .login }

    /// Typing, Tab, Enter and Esc.
    public var keyHelp: [KeyHelp] {
        [
            KeyHelp("Tab", context.text(en: "next field", zh: "下一栏")),
            KeyHelp("Enter", context.text(en: "log in", zh: "登录")),
            KeyHelp("Esc", context.text(en: "cancel", zh: "取消")),
        ]
    }

    /// No login under way.
    public var isSettled: Bool {
        !state.value.isLoggingIn
    }

    /// Sets the view model active.
    public func appear() {
        viewModel.isActive = true
    }

    /// Sets the view model inactive.
    public func disappear() {
        viewModel.isActive = false
    }

    /// Types into the focused field; Tab and the arrows switch fields; Enter
    /// moves on from the username and logs in from the password; Esc cancels.
    public func handle(_ key: Key) -> Bool {
        let focusesPassword = state.value.focusesPassword
        switch key {
        case .escape:
            viewModel.cancel.execute()
        case .tab, .up, .down:
            state.update { $0.focusesPassword.toggle() }
        case .enter where !focusesPassword:
            state.update { $0.focusesPassword = true }
        case .enter:
            viewModel.login.execute()
        default:
            return (focusesPassword ? passwordField : usernameField).handle(key)
        }
        return true
    }

    /// The title bar, the two fields, the button and the error line.
    public func draw(into frame: inout Frame) {
        let shown = state.value
        frame.titleBar(context.text(en: "Log in to vote", zh: "登录后投票"))
        frame.write(
            context.text(
                en: "Voting needs a login (the demo account is demo, demo).",
                zh: "投票需要登录（演示账号：用户名 demo，密码 demo）。"), row: 2, column: 3)
        let fieldWidth = max(8, min(24, frame.columns - 20))
        let fields = [
            (context.text(en: "Username", zh: "用户名"), shown.username, !shown.focusesPassword),
            (context.text(en: "Password", zh: "密码"), shown.maskedPassword, shown.focusesPassword),
        ]
        for (offset, (label, text, focused)) in fields.enumerated() {
            let row = 4 + offset * 2
            frame.write(focused ? ">" : " ", row: row, column: 1)
            frame.write(label, row: row, column: 3, style: .bold)
            let shownText = focused ? text + "_" : text
            frame.write("[", row: row, column: 13)
            frame.write(shownText, row: row, column: 14, width: fieldWidth, style: .reverse)
            frame.write("]", row: row, column: 14 + fieldWidth)
        }
        let button =
            shown.isLoggingIn
            ? context.text(en: "[ Logging in… ]", zh: "[ 登录中… ]")
            : context.text(en: "[ Log in ]", zh: "[ 登录 ]")
        frame.write(button, row: 9, column: 3, style: shown.canLogIn ? .reverse : .dim)
        if !shown.canLogIn, !shown.isLoggingIn {
            frame.write(
                context.text(en: "(fill in both fields)", zh: "（两栏都要填）"), row: 9,
                column: 3 + button.terminalColumns + 2)
        }
        if let error = shown.errorMessage {
            frame.write("! " + error, row: frame.rows - 2, column: 1, width: frame.columns - 2)
        }
    }
}
