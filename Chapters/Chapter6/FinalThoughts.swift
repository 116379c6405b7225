import Narration
import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// View models behind a protocol, shared by every front end, and the
    /// book's last word: RACCommand, in four steps.
    static let finalThoughts = Section("Final thoughts", "终稿") { page in
        viewModelsBehindAProtocol(page)
        page.say(
            """
            View models touch no UIKit, the book goes on, so one set could serve an \
            iOS app and an OS X app alike; they could even be generated, from \
            another language, for Objective-C, C#, Ruby or Java. Here the sharing is \
            put to use: the view models of the finished app, in Sources/Pixels, \
            import only the reactive library and Foundation, and three front ends \
            drive them:
            """)
        page.table(
            ["front end", "how it drives them", "how it sees them"],
            [
                ["the terminal app", "keys set fields, execute", "bindings redraw"],
                ["swift test", "a TestScheduler script", "recorders, #expect"],
                ["this chapter", "the same scripts", "printed events, marbles"],
            ])
        page.say(
            """
            The book ends on what it did not cover: RACCommand, which in MVVM works \
            in four steps, in Justin Spahr-Summers' words. A control is used; a \
            command that belongs to the view model is executed; the view model's \
            logic runs (the command's signal block); and the view model, through \
            ReactiveCocoa, lets the view know, which redraws. Chapter 3 ran \
            commands on their own; the finished app's login form shows the four \
            steps. The user presses Log in with a wrong password at 1 and again at \
            2, corrects it at 4 and presses at 5:
            """)
        loginCommand(page)
        page.say(
            """
            The press at 2 was refused by the command itself, because a login was \
            already running: the view kept no flag of its own. The wrong password \
            arrived as a value on errorMessage (e), not as an error that would end \
            the binding, and the next run cleared it (n) as it started. For more on \
            commands, the book sends its reader to its app's repository, with a \
            last "go and have a look!"; its login and voting screens are the \
            finished app's LoginViewModel and PhotoDetailViewModel.
            """)
        page.book(
            "RACCommand", "-[RACCommand execute:]", "-[RACCommand errors]",
            "RACCommand.executing", "ReactiveViewModel (iOS and OS X)")
    }

    /// The login command over a wrong and a right password.
    private static func loginCommand(_ page: Narrator) {
        let print = page.printer
        page.code(.loginCommand)
        // snippet.loginCommand
        let scheduler = TestScheduler()
        let login = LoginViewModel(
            importer: FakeImporter(scheduler: scheduler, answers: .fixtures),
            session: AuthSession())
        login.username.value = "demo"
        login.password.value = "nope"
        let enabled = scheduler.record(login.login.isEnabled)
        let executing = scheduler.record(login.isLoggingIn)
        let error = scheduler.record(login.errorMessage)
        let done = scheduler.record(login.done)
        for tick in [1, 2, 5] {
            scheduler.schedule(at: tick) { login.login.execute() }  // steps 1 and 2
        }
        scheduler.schedule(at: 4) { login.password.value = "demo" }
        scheduler.run()  // step 3: the view model's logic runs
        print(error.values.compactMap { $0 })  // step 4: what the view is told
        // snippet.end
        page.marbles(
            [
                MarbleLine("login.isEnabled", enabled, symbol: letter),
                MarbleLine("isLoggingIn", executing, symbol: letter),
                MarbleLine("errorMessage", error) { $0 == nil ? "n" : "e" },
                MarbleLine("done", done),
            ], ticks: true)
    }
}
