import Narration
import Pixels
import PixelsTerminal
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// The FunctionalReactivePixels repository's login tests, validity over
    /// time, and the workbook's own voting tests.
    static let testingLoginAndVoting = Section(
        "Testing login and voting", ChineseTitle.of("登录模块", "测试登录与投票", from: .openSource)
    ) {
        page in
        page.say(
            en: """
                The book stops at those three view models. The FunctionalReactivePixels \
                repository, where its app lives on, goes further: a login screen and a \
                photo details screen with a Vote button, each with a view model (the \
                finished app here has both). Its login view model came with three tests, \
                added in February 2014 by another contributor, not by the book: the \
                form is invalid while either field is empty, and valid once both are \
                filled in. They run here on the finished app's LoginViewModel, whose \
                isValid is combineLatest of the two fields (the login view model of \
                the fourth article, "登录模块", is built the same way), so it has a \
                value at once and a new one whenever either field changes:
                """,
            zh: """
                书中到这三个视图模型就停下了。书中的应用后来在 FunctionalReactivePixels 代码仓\
                库里继续发展，那里走得更远：一个登录界面，和一个带“投票”（Vote）按钮的照片详情\
                界面，各有一个视图模型（这里完成的应用两者都有）。它的登录视图模型带有三个测试，\
                是另一位贡献者在 2014 年 2 月加上的，并非出自书中：只要有一个字段为空，表单就\
                无效；两个字段都填好后，表单才有效。这些测试在这里运行于完成后应用的 LoginViewModel 上，\
                它的 isValid 是两个字段的 combineLatest（《iOS-OpenSource-ReactiveCocoa》“登录模块”里的登录视图模型\
                也是这样构建的），所以它立刻就有一个值，任一字段变化时又会有新值：
                """)
        validity(page)
        page.say(
            en: """
                Over time, the same signal drives the login command: the command is \
                enabled exactly while the form is valid. The marbles show the length of \
                each field as it is typed (d at 1, de at 2, demo at 3, the password \
                cleared at 4):
                """,
            zh: """
                随着时间推移，同一个信号还驱动着登录指令：指令恰在表单有效期间可用。弹珠图显示\
                每个字段在输入过程中的长度（第 1 刻用户名为 d，第 2 刻密码为 de，第 3 刻用户名改为 demo，第 4 刻清空密\
                码）：
                """)
        validityOverTime(page)
        viewBindings(page)
        page.say(
            en: """
                Voting has no tests in the book or the repository; these two are the \
                workbook's own. Logged in, a vote goes straight to the photo API, and the \
                button turns to Voted For! and disables itself:
                """,
            zh: """
                书中和代码仓库里都没有投票的测试；下面这两个是练习册自己的。已登录时，投票直接\
                发往照片 API，按钮变为“已投票！”（英文界面是 Voted For!）并禁用自己：
                """)
        voteLoggedIn(page)
        page.say(
            en: """
                Logged out, the detail view model asks for a login first: it sends a \
                LoginViewModel on loginRequested for the screen to show, and waits. The \
                test plays the screen's part: it takes the form at 1 and logs in at 4. \
                The vote goes on with the new token:
                """,
            zh: """
                未登录时，详情视图模型先要求登录：它在 loginRequested 上发送一个 LoginViewModel，\
                让界面显示出来，然后等待。测试扮演界面的角色：它在第 1 刻拿到表单，在第 4 刻登\
                录。投票随后带着新的 token 继续进行：
                """)
        voteLoggedOut(page)
        page.book(
            page.text(
                en: "none (FRPLoginViewModelTests is the repository's)",
                zh: "无（FRPLoginViewModelTests 在代码仓库里）"),
            "-validateLoginInputs", "+combineLatest:reduce:", "voteCommand",
            page.text(
                en: "RAC(self.viewModel, username) = rac_textSignal (the fourth article's)",
                zh: "RAC(self.viewModel, username) = rac_textSignal"),
            page.text(
                en: "the Cancel button's rac_command (the fourth article's)",
                zh: "取消按钮的 rac_command（这两项出自\(Article.openSource.chineseName)）"))
    }

    /// The screen's side: its text fields bound into the view model, and Cancel.
    private static func viewBindings(_ page: Narrator) {
        let print = page.printer
        page.say(
            en: """
                The tests set the view model's fields by hand, as a test may. A screen \
                binds them instead: in the fourth article the login screen binds each \
                text field's text signal into its view model's property, one way, and \
                the finished app's LoginScreen does the same with <~. Two of the app's \
                text fields, bound; the user types a letter into each, then presses Esc, \
                the Cancel button, at 3:
                """,
            zh: """
                测试可以手动设置视图模型的字段。界面则是通过绑定来设置：在《iOS-OpenSource-ReactiveCocoa》里，登录界\
                面把每个文本框的文本信号单向绑定到视图模型的属性上，完成后应用的 LoginScreen 用 <~ 做\
                了同样的事。下面是应用的两个文本框，已经绑定好；用户在每个文本框里各输入一个字\
                母，然后在第 3 刻按下 Esc，也就是“取消”（Cancel）按钮：
                """)
        page.code(.viewBindings)
        // snippet.viewBindings
        let scheduler = TestScheduler()
        let login = LoginViewModel(
            importer: FakeImporter(scheduler: scheduler, answers: .fixtures),
            session: AuthSession())
        let usernameField = TextField()
        let passwordField = TextField()
        login.username <~ usernameField.text.signal
        login.password <~ passwordField.text.signal
        let valid = scheduler.record(login.isValid)
        let dismiss = scheduler.record(login.dismiss)
        scheduler.schedule(at: 1) { _ = usernameField.handle(.character("d")) }
        scheduler.schedule(at: 2) { _ = passwordField.handle(.character("x")) }
        scheduler.schedule(at: 3) { login.cancel.execute() }
        scheduler.run()
        print(login.username.value, login.password.value)
        // snippet.end
        page.marbles(
            MarbleLine("isValid", valid, symbol: letter), MarbleLine("dismiss", dismiss),
            ticks: true)
        page.say(
            en: """
                The keys reached the view model through the bindings alone. In the \
                article, Cancel is a command whose signal dismisses the view controller \
                and completes when the animation is over. A view model knows no screen \
                to dismiss, so the app's cancel command does no work: its run completes \
                at once, dismiss sends on that completion (*), and the screen, which \
                watches dismiss, closes itself.
                """,
            zh: """
                按键只通过绑定就到达了视图模型。在那篇文章里，“取消”是一个指令，它的信号会关闭\
                视图控制器，并在动画结束时完成。视图模型不知道有什么界面要关闭，所以应用的 cancel 指\
                令不做任何工作：它的运行立刻完成，dismiss 在这次完成时发送一个值（*），而监听\
                着 dismiss 的界面自己关闭自己。
                """)
    }

    /// The repository's three tests of the login form's validity.
    private static func validity(_ page: Narrator) {
        let expect = Expectations(page, .validity)
        page.code(.validity)
        // snippet.validity
        let importer = FakeImporter(scheduler: TestScheduler(), answers: .fixtures)
        let login = LoginViewModel(importer: importer, session: AuthSession())
        login.username.value = ""
        login.password.value = "password"
        expect(login.isValid.currentValue == false)
        login.username.value = "username"
        login.password.value = ""
        expect(login.isValid.currentValue == false)
        login.password.value = "password"
        expect(login.isValid.currentValue == true)
        // snippet.end
        expect.report()
    }

    /// Validity and the login command's isEnabled as the fields change.
    private static func validityOverTime(_ page: Narrator) {
        let expect = Expectations(page, .validityOverTime)
        page.code(.validityOverTime)
        // snippet.validityOverTime
        let scheduler = TestScheduler()
        let login = LoginViewModel(
            importer: FakeImporter(scheduler: scheduler, answers: .fixtures),
            session: AuthSession())
        let username = scheduler.record(login.username.signal.map(\.count))
        let password = scheduler.record(login.password.signal.map(\.count))
        let valid = scheduler.record(login.isValid)
        let enabled = scheduler.record(login.login.isEnabled)
        scheduler.schedule(at: 1) { login.username.value = "d" }
        scheduler.schedule(at: 2) { login.password.value = "de" }
        scheduler.schedule(at: 3) { login.username.value = "demo" }
        scheduler.schedule(at: 4) { login.password.value = "" }
        scheduler.run()
        expect(valid.values == [false, true, false])
        expect(enabled.events == valid.events)
        // snippet.end
        page.marbles(
            MarbleLine("username.count", username), MarbleLine("password.count", password),
            MarbleLine("isValid", valid, symbol: letter),
            MarbleLine("login.isEnabled", enabled, symbol: letter), ticks: true)
        expect.report()
        page.say(
            en: """
                At 1 and at 3 a field changed but validity did not, so nothing was sent: \
                this view model adds distinctUntilChanged to the combination (the \
                repository's and the article's do not), so a screen bound to it redraws \
                only when something it shows is different.
                """,
            zh: """
                在第 1 刻和第 3 刻，某个字段变了，有效性却没变，所以什么也没有发送：这个视图模\
                型在组合之后加了 distinctUntilChanged（代码仓库的和文章的都没有加），这样绑定\
                到它的界面只在它所显示的内容确实不同时才重绘。
                """)
    }

    /// Voting while logged in: at once.
    private static func voteLoggedIn(_ page: Narrator) {
        let expect = Expectations(page, .voteLoggedIn)
        page.code(.voteLoggedIn)
        // snippet.voteLoggedIn
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let session = AuthSession(token: importer.issueToken())
        let detail = PhotoDetailViewModel(
            photo: PhotoLibrary.shared.photos[1],
            importer: importer, session: session)
        let title = scheduler.record(detail.voteTitle)
        let enabled = scheduler.record(detail.vote.isEnabled)
        let forms = scheduler.record(detail.loginRequested)
        scheduler.schedule(at: 1) { detail.vote.execute() }
        scheduler.run()
        expect(title.events == [.next(0, "Vote"), .next(3, "Voted For!")])
        expect(enabled.values == [true, false])
        expect(forms.events.isEmpty)
        expect(importer.requests == ["vote 1002 token-1"])
        // snippet.end
        page.recorded("title", title)
        page.recorded("enabled", enabled)
        expect.report()
    }

    /// Voting while logged out: a login form first, then the vote.
    private static func voteLoggedOut(_ page: Narrator) {
        let expect = Expectations(page, .voteLoggedOut)
        page.code(.voteLoggedOut)
        // snippet.voteLoggedOut
        let scheduler = TestScheduler()
        let importer = FakeImporter(scheduler: scheduler, answers: .fixtures)
        let session = AuthSession()
        let detail = PhotoDetailViewModel(
            photo: PhotoLibrary.shared.photos[1],
            importer: importer, session: session)
        let title = scheduler.record(detail.voteTitle)
        let voting = scheduler.record(detail.isVoting)
        let forms = scheduler.record(detail.loginRequested)
        scheduler.schedule(at: 1) { detail.vote.execute() }
        scheduler.schedule(at: 4) {
            let login = forms.values[0]
            login.username.value = "demo"
            login.password.value = "demo"
            login.login.execute()
        }
        scheduler.run()
        expect(forms.events.map(\.time) == [1])
        expect(importer.requests == ["logIn demo", "vote 1002 token-1"])
        expect(title.events == [.next(0, "Vote"), .next(8, "Voted For!")])
        expect(session.token.value?.username == "demo")
        // snippet.end
        page.marbles(
            [
                MarbleLine("loginRequested", forms) { _ in "l" },
                MarbleLine("isVoting", voting, symbol: letter),
                MarbleLine("voteTitle", title) { $0 == "Vote" ? "V" : "F" },
            ]
                + importer.log.map { MarbleLine($0.name, span: $0.span) }, ticks: true)
        expect.report()
        page.say(
            en: """
                V is Vote and F is Voted For!. The vote stayed under way from the tap to \
                the end, the login included, so the button could not be pressed twice. \
                The test needed no screen: the "screen" was the closure at tick 4.
                """,
            zh: """
                V 表示 Vote，F 表示 Voted For!。投票从点击到结束一直处于进行中，登录也包括在内，\
                所以按钮不会被按两次。这个测试不需要任何界面：所谓“界面”，就是第 4 刻的那个闭\
                包。
                """)
    }
}
