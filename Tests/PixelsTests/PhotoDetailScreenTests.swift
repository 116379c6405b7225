import Pixels
import PixelsTerminal
import Reactive
import ReactiveTesting
import Testing

@Suite("PhotoDetailScreen and LoginScreen: the details, the vote and the login form")
struct PhotoDetailScreenTests {
    /// The app on photo 2's details, its page loaded.
    func details(session: AuthSession = AuthSession()) -> AppHarness {
        let app = AppHarness(session: session)
        app.settle()
        (app.top as? GalleryScreen)?.open(at: 1)
        app.settle()
        app.press(.enter)
        return app
    }

    @Test("the details show the view model's name, photographer, rating and comment count")
    func detailsAsText() {
        let app = details()
        #expect(app.top?.kind == .detail)
        #expect(
            Array(app.lines[0...7]) == [
                " Cat", "", "   Photo         Cat", "   Photographer  Photographer 1002",
                "   Rating        92.00", "   Comments      2 comments", "", "   [ Vote ]",
            ])
    }

    @Test("voting while logged in votes at once, and the button reads Voted For!")
    func voteLoggedIn() {
        let session = AuthSession()
        let app = details(session: session)
        session.token.value = app.importer.issueToken()
        app.press(.enter)
        #expect(app.lines[7] == "   [ Vote ]  voting…")
        app.settle()
        #expect(app.lines[7] == "   [ Voted For! ]")
        #expect(app.top?.kind == .detail)
        app.press(.enter)  // disabled now: nothing more is sent
        app.settle()
        #expect(app.importer.requests.filter { $0.hasPrefix("vote") }.count == 1)
    }

    @Test("voting while logged out opens the login form; after logging in, the vote goes through")
    func voteAfterLogin() {
        let app = details()
        app.press(.enter)
        #expect(app.top?.kind == .login)
        #expect(app.lines[0] == " Log in to vote")
        #expect(app.lines[4] == " > Username  [_                       ]")
        #expect(app.lines[9] == "   [ Log in ]  (fill in both fields)")
        app.type("demo")
        app.press(.tab)
        app.type("dem")
        app.press(.backspace)
        app.type("mo")
        #expect(app.lines[4] == "   Username  [demo                    ]")
        #expect(app.lines[6] == " > Password  [****_                   ]")
        #expect(app.lines[9] == "   [ Log in ]")
        app.press(.enter)
        #expect(app.lines[9] == "   [ Logging in… ]")
        app.settle()
        #expect(app.top?.kind == .detail)
        #expect(app.lines[7] == "   [ Voted For! ]")
        #expect(app.session.token.value != nil)
    }

    @Test("a rejected login shows the view model's error and keeps the form open")
    func loginRejected() {
        let app = details()
        app.press(.enter)
        app.type("demo")
        app.press(.tab)
        app.type("wrong")
        app.press(.enter)
        app.settle()
        #expect(app.top?.kind == .login)
        #expect(app.lines[22] == " ! wrong username or password")
    }

    @Test("Esc cancels the login: the form closes, and nothing is voted for")
    func loginCancelled() {
        let app = details()
        app.press(.enter)
        app.type("q?")  // letters in a field, not quit and help
        #expect(app.lines[4] == " > Username  [q?_                     ]")
        #expect(!app.window.isFinished)
        app.press(.escape)
        app.settle()
        #expect(app.top?.kind == .detail)
        #expect(app.lines[7] == "   [ Vote ]")
        #expect(!app.importer.requests.contains { $0.hasPrefix("vote") })
    }
}
