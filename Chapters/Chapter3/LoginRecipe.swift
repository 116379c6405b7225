import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// combineLatest enables the login command; completions dismiss the form; errors are values.
    static let loginRecipe = Section("Recipe: a login form", "登录表单") { page in
        page.say(
            """
            The first recipe puts the pieces together. Log in is enabled while both \
            fields hold enough: combineLatest sends the latest text of each whenever \
            either changes. The command's work is the login request. When a run \
            completes, the command's completions signal fires, and the form is \
            dismissed. When a run fails, the error arrives as a value on the command's \
            errors signal, which itself never fails, so the form shows it and stays \
            usable.
            """)
        page.contract(loginAllowedContract, of: "loginAllowed(username:password:)")
        page.contract(logInContract, of: "logIn(_:on:)")
        page.code(.loginForm)
        // snippet.loginForm
        let scheduler = TestScheduler()
        let username = TextField()
        let password = TextField()
        let form = LoginForm()
        let logInCommand = Command<Credentials, Void>(
            enabled: loginAllowed(username: username, password: password)
        ) { credentials in logIn(credentials, on: scheduler) }
        form.username <~ username.textSignal
        form.passwordLength <~ password.textSignal.map(\.count)
        form.canLogIn <~ logInCommand.isEnabled
        form.message <~ logInCommand.errors.map { "\($0)" }
        form.isPresented <~ logInCommand.completions.mapReplace(false)
        let enabled = scheduler.record(logInCommand.isEnabled)
        let executing = scheduler.record(logInCommand.isExecuting)
        let errors = scheduler.record(logInCommand.errors)
        let completions = scheduler.record(logInCommand.completions)
        username.type("ash", from: 1, on: scheduler)
        password.type("secrex", from: 4, on: scheduler)
        password.type("<t", from: 13, on: scheduler)
        for tick in [11, 16] {  // the user presses Log in
            scheduler.schedule(at: tick) {
                let credentials = Credentials(
                    username: username.currentText, password: password.currentText)
                logInCommand.execute(credentials)
            }
        }
        // snippet.end
        page.say("The form at four moments:")
        for tick in [9, 12, 13, 17] {
            scheduler.advance(to: tick)
            page.picture(form.picture(at: tick).lines(on: page))
        }
        scheduler.run()
        let letter: (Bool) -> Character = { $0 ? "t" : "f" }
        page.marbles(
            MarbleLine("isEnabled", enabled, symbol: letter),
            MarbleLine("isExecuting", executing, symbol: letter),
            MarbleLine("errors", errors) { _ in "e" },
            MarbleLine("completions", completions) { _ in "c" }, ticks: true)
        page.say(
            """
            The six-character password enabled the button at tick 9. The first press ran \
            the request from tick 11; at tick 12 it failed, and the error came on errors \
            as a value (e), so the form showed it. Deleting a character disabled the \
            button again until the password had six. The second run completed at tick 17, \
            completions fired (c), and the binding dismissed the form.
            """)
        page.book(
            "+[RACSignal combineLatest:reduce:]", "RACCommand.errors",
            "-[RACCommand executionSignals] (completions)", "RAC(self, …) = signal")
    }
}
