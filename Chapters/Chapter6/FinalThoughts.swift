import Narration
import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// Commands as the view model's actions, and view models shared by every front end.
    static let finalThoughts = Section("Final thoughts", "终稿") { page in
        page.say(
            """
            Every action in the app is a command on a view model: the gallery's reload \
            and open, the pager's next, previous and openDetail, the detail screen's \
            vote, the login form's login and cancel. A command hands the screen all it \
            needs to draw the action, isEnabled for the button and isExecuting for a \
            spinner, and the view model turns the command's errors into values for an \
            error line. The screen's whole part is to call execute when a key is \
            pressed. Here is the login form with a wrong password, pressed at 1 and \
            again at 2, then corrected at 4 and pressed at 5:
            """)
        loginCommand(page)
        page.say(
            """
            The press at 2 was refused by the command itself, because a login was \
            already running: the screen kept no flag of its own. The wrong password \
            arrived as a value on errorMessage (e), not as an error that would end the \
            binding, and the next run cleared it (n) as it started.
            """)
        viewModelsBehindAProtocol(page)
        page.say(
            """
            The book closes on a point about sharing: a view model touches no UIKit, \
            so one set of view models could serve an iOS app and an OS X app alike. \
            Here that is put to use. The five view models in Sources/Pixels import \
            only the reactive library and Foundation, and three front ends drive them:
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
            A new front end, a web page or a SwiftUI app, would be one more row: new \
            drawing code, bound to the same view models, with their tests already \
            passing.
            """)
        page.book(
            "RACCommand", "-[RACCommand errors]", "RACCommand.executing",
            "ReactiveViewModel (iOS and OS X)")
    }

    /// The login command over a wrong and a right password.
    private static func loginCommand(_ page: Narrator) {
        let print = page.printer
        page.code(.loginCommand)
        // snippet.loginCommand
        let scheduler = TestScheduler()
        let login = LoginViewModel(
            importer: FakeImporter(scheduler: scheduler, answers: .fixtures), session: AuthSession())
        login.username.value = "demo"
        login.password.value = "nope"
        let enabled = scheduler.record(login.login.isEnabled)
        let executing = scheduler.record(login.isLoggingIn)
        let error = scheduler.record(login.errorMessage)
        let done = scheduler.record(login.done)
        for tick in [1, 2, 5] {
            scheduler.schedule(at: tick) { login.login.execute() }
        }
        scheduler.schedule(at: 4) { login.password.value = "demo" }
        scheduler.run()
        print(error.values.compactMap { $0 })
        // snippet.end
        page.marbles(
            [
                MarbleLine("login.isEnabled", enabled, symbol: letter),
                MarbleLine("isLoggingIn", executing, symbol: letter),
                MarbleLine("errorMessage", error) { $0 == nil ? "n" : "e" },
                MarbleLine("done", done) { "d" },
            ], ticks: true)
    }
}
