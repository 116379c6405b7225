import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting
import Testing

@Suite("LoginViewModel: two fields, a validated command, errors as values")
struct LoginViewModelTests {
    let scheduler = TestScheduler()

    func makeLogin(_ session: AuthSession = AuthSession()) -> (LoginViewModel, FakeImporter) {
        let importer = FakeImporter(scheduler: scheduler, answers: .tests())
        return (LoginViewModel(importer: importer, session: session), importer)
    }

    /// The latest value `signal` sends at once to a new subscriber.
    func current<Value>(_ signal: Signal<Value>) -> Value? {
        let latest = Box<Value?>(nil)
        signal.subscribeNext { value in latest.modify { $0 = value } }.dispose()
        return latest.value
    }

    // MARK: the book's tests

    @Test("login is invalid when the username is empty")
    func emptyUsername() {
        let (login, _) = makeLogin()
        login.username.value = ""
        login.password.value = "password"
        #expect(current(login.isValid) == false)
    }

    @Test("login is invalid when the password is empty")
    func emptyPassword() {
        let (login, _) = makeLogin()
        login.username.value = "username"
        login.password.value = ""
        #expect(current(login.isValid) == false)
    }

    @Test("login is valid when both the username and the password are filled in")
    func bothFilled() {
        let (login, _) = makeLogin()
        login.username.value = "username"
        login.password.value = "password"
        #expect(current(login.isValid) == true)
    }

    // MARK: over time

    @Test("validity follows the latest of both fields, and enables the login command")
    func validityOverTime() {
        let (login, _) = makeLogin()
        let valid = scheduler.record(login.isValid.letters)
        let enabled = scheduler.record(login.login.isEnabled.letters)
        let masked = scheduler.record(login.maskedPassword)
        scheduler.schedule(at: 1) { login.username.value = "d" }
        scheduler.schedule(at: 2) { login.password.value = "de" }
        scheduler.schedule(at: 3) { login.username.value = "demo" }
        scheduler.schedule(at: 4) { login.password.value = "" }
        scheduler.run()
        expectMarbles(valid, "f-t-f")
        expectMarbles(enabled, "f-t-f")
        #expect(masked.values == ["", "**", ""])
    }

    @Test("a wrong password arrives as an error message, and done does not fire")
    func wrongPassword() {
        let session = AuthSession()
        let (login, importer) = makeLogin(session)
        let error = scheduler.record(login.errorMessage)
        let done = scheduler.record(login.done.mapReplace("d"))
        let loggingIn = scheduler.record(login.isLoggingIn.letters)
        login.username.value = "demo"
        login.password.value = "nope"
        scheduler.schedule(at: 1) { login.login.execute() }
        scheduler.run()
        #expect(error.events == [.next(0, nil), .next(3, "wrong username or password")])
        expectMarbles(loggingIn, "ft-f")
        #expect(done.events == [])
        #expect(session.token.value == nil)
        #expect(importer.requests == ["logIn demo"])
    }

    @Test("a successful login stores the token, then done and dismiss fire")
    func success() {
        let session = AuthSession()
        let (login, _) = makeLogin(session)
        let done = scheduler.record(login.done.mapReplace("d"))
        let dismiss = scheduler.record(login.dismiss.mapReplace("x"))
        let token = scheduler.record(login.login.executionSignals.flatten().map(\.value))
        login.username.value = "demo"
        login.password.value = "demo"
        scheduler.schedule(at: 1) { login.login.execute() }
        scheduler.run()
        expectMarbles(done, "---d")
        expectMarbles(dismiss, "---x")
        #expect(token.values == ["token-1"])
        #expect(session.token.value == AuthToken("token-1", username: "demo"))
    }

    @Test("cancel sends cancelled and dismiss, without logging in")
    func cancel() {
        let (login, importer) = makeLogin()
        let cancelled = scheduler.record(login.cancelled.mapReplace("c"))
        let dismiss = scheduler.record(login.dismiss.mapReplace("x"))
        scheduler.schedule(at: 2) { login.cancel.execute() }
        scheduler.run()
        expectMarbles(cancelled, "--c")
        expectMarbles(dismiss, "--x")
        #expect(importer.requests == [])
    }
}
