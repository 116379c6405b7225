import Reactive
import WorkbookKit

/// The login screen's logic: two fields, a login command enabled only when
/// both are filled in, and what the screen shows and does afterwards.
///
/// The screen writes what the user types into `username` and `password`,
/// executes `login` on Enter and `cancel` on Escape, shows `errorMessage`,
/// and closes when `dismiss` sends. A successful login stores the token in
/// the shared `AuthSession`.
///
/// ```swift
/// let login = LoginViewModel(importer: importer, session: session)
/// login.isValid.subscribeNext { print($0) }   // prints false
/// login.username.value = "demo"
/// login.password.value = "demo"               // prints true
/// login.login.execute()                       // logs in; `done` sends when it completes
/// ```
///
/// Differs from RAC2: `isValid` passes only changes on
/// (`distinctUntilChanged`); the repository's `-validateLoginInputs` and the
/// fourth article's send a value for every keystroke.
///
/// Book: none; the FunctionalReactivePixels repository's FRPLoginViewModel
public final class LoginViewModel: ViewModel, @unchecked Sendable {
    /// What the user typed as the username. Repository: `username`
    public let username = MutableProperty("")
    /// What the user typed as the password. Repository: `password`
    public let password = MutableProperty("")
    /// The password as the screen shows it: one `*` per character.
    public let maskedPassword: Signal<String>
    /// Whether both fields are filled in: now, then each change.
    /// Repository: `-validateLoginInputs`
    public let isValid: Signal<Bool>
    /// Logs in with the two fields; enabled while `isValid` and not already
    /// logging in. Its run sends the token. Repository: `loginCommand`
    public let login: Command<Void, AuthToken>
    /// Whether a login is in progress: now, then each change.
    public let isLoggingIn: Signal<Bool>
    /// Why the last login failed, or `nil` (before any, and while a new one
    /// runs): the errors arrive as values, so this never fails.
    public let errorMessage: Signal<String?>
    /// Sends once each login has completed successfully.
    public let done: Signal<Void>
    /// Gives up on logging in. Repository: the login screen's Cancel button
    public let cancel: Command<Void, Void>
    /// Sends when the user has cancelled.
    public let cancelled: Signal<Void>
    /// Sends when the screen should close: after `done` or `cancelled`.
    public let dismiss: Signal<Void>

    private let error = MutableProperty<String?>(nil)

    /// A login form that logs in through `importer` and stores the token in
    /// `session`; its error messages are in `language`.
    public init(
        importer: any PhotoImporting, session: AuthSession, language: Language = .english
    ) {
        let username = username
        let password = password
        maskedPassword = password.signal.map { String(repeating: "*", count: $0.count) }
        isValid = Signal.combineLatest(username.signal, password.signal) { name, secret in
            !name.isEmpty && !secret.isEmpty
        }
        .distinctUntilChanged()
        login = Command(enabled: isValid) { _ in
            importer.logIn(username: username.value, password: password.value)
                .doNext { token in session.token.value = token }
        }
        isLoggingIn = login.isExecuting
        errorMessage = error.signal.distinctUntilChanged()
        done = login.completions
        cancel = Command { _ in Signal.empty }
        cancelled = cancel.completions
        dismiss = Signal.merge([done, cancelled])
        super.init()
        let error = error
        login.executionSignals.subscribeNext { _ in error.value = nil }
        login.errors.subscribeNext { failure in error.value = describe(failure, in: language) }
    }
}
