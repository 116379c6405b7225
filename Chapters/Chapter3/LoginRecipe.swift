import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// combineLatest enables the login command; completions dismiss the form; errors are values.
    static let loginRecipe = Section("Recipe: a login form", "登录模块") { page in
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
        page.marbles(
            MarbleLine("isEnabled", enabled, symbol: truth),
            MarbleLine("isExecuting", executing, symbol: truth),
            MarbleLine("errors", errors) { "\($0)".first },
            MarbleLine("completions", completions) { _ in "*" })
        page.say(
            """
            The six-character password enabled the button at tick 9. The first press ran \
            the request from tick 11; at tick 12 it failed, and the error came on errors \
            as a value (w, for "wrong password"), so the form showed it. Deleting a \
            character disabled the button again until the password had six. The second \
            run completed at tick 17, completions fired (*, a value that carries \
            nothing), and the binding dismissed the form.
            """)
        completionsByHand(page)
        page.book(
            "+[RACSignal combineLatest:reduce:]", "RACCommand.errors",
            "-[RACCommand executionSignals]", "-[RACSignal ignoreValues]", "-concat:",
            "RAC(self, …) = signal")
    }

    /// The article's idiom for "a run finished", beside `completions`, on the same presses.
    private static func completionsByHand(_ page: Narrator) {
        page.say(
            """
            RAC2's command has no completions signal. The login article builds one: \
            flatten executionSignals, turning each run into "ignore its values, then \
            send one unit when it completes". Both, on the same two presses:
            """)
        page.code(.completionsByHand)
        // snippet.completionsByHand
        let scheduler = TestScheduler()
        let logInCommand = Command<Credentials, Void> { credentials in
            logIn(credentials, on: scheduler)
        }
        let byHand = scheduler.record(
            logInCommand.executionSignals.flatMap { run in
                run.ignoreValues().concat(Signal.just(()))
            })
        let completions = scheduler.record(logInCommand.completions)
        let errors = scheduler.record(logInCommand.errors)
        for (tick, password) in [(1, "secrex"), (3, "secret")] {
            let credentials = Credentials(username: "ash", password: password)
            scheduler.schedule(at: tick) { logInCommand.execute(credentials) }
        }
        scheduler.run()
        // snippet.end
        page.marbles(
            MarbleLine("errors", errors) { "\($0)".first },
            MarbleLine("by hand", byHand) { _ in "*" },
            MarbleLine("completions", completions) { _ in "*" })
        page.say(
            """
            The wrong password failed at tick \(errors.events.first?.time ?? 0), and the \
            hand-made signal fired there too: a failed run's inner signal completes \
            (its error goes to errors instead), so "the run ended" is not "the login \
            succeeded". A form dismissed on it would close after a wrong password. \
            completions fires only for a run that succeeded.
            """)
    }
}
