import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// combineLatest enables the login command; completions dismiss the form; errors are values.
    static let loginRecipe = Section(
        "Recipe: a login form", ChineseTitle.of("登录模块", from: .openSource)
    ) { page in
        page.say(
            en: """
                The first recipe puts the pieces together. Log in is enabled while both \
                fields hold enough: combineLatest sends the latest text of each whenever \
                either changes. The command's work is the login request. When a run \
                completes, the command's completions signal fires, and the form is \
                dismissed. When a run fails, the error arrives as a value on the command's \
                errors signal, which itself never fails, so the form shows it and stays \
                usable.
                """,
            zh: """
                第一个示例把前面的零件拼到一起。两个输入框都填够了，“登录”才可用：任何\
                一个输入框变化时，combineLatest 都会把两者最新的文字一起发出。指令的工\
                作就是登录请求。一次运行完成时，指令的 completions 信号发出一个值，表单\
                随之关闭。一次运行失败时，错误作为一个值出现在指令的 errors 信号上，\
                而 errors 信号本身从不失败，所以表单把错误显示出来，并且仍然可以继续使\
                用。
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
        page.say(en: "The form at four moments:", zh: "表单在四个时刻的样子：")
        for tick in [9, 12, 13, 17] {
            scheduler.advance(to: tick)
            page.picture(form.picture(at: tick, on: page).lines(on: page))
        }
        scheduler.run()
        page.marbles(
            MarbleLine("isEnabled", enabled, symbol: truth),
            MarbleLine("isExecuting", executing, symbol: truth),
            MarbleLine("errors", errors) { "\($0)".first },
            MarbleLine("completions", completions) { _ in "*" })
        page.say(
            en: """
                The six-character password enabled the button at tick 9. The first press ran \
                the request from tick 11; at tick 12 it failed, and the error came on errors \
                as a value (w, for "wrong password"), so the form showed it. Deleting a \
                character disabled the button again until the password had six. The second \
                run completed at tick 17, completions fired (*, a value that carries \
                nothing), and the binding dismissed the form.
                """,
            zh: """
                第 9 刻，六个字符的密码让按钮变为可用。第一次点击从第 11 刻起发出请求；\
                第 12 刻请求失败，错误作为一个值出现在 errors 上（图中的 w，取自 wrong password，\
                即“密码错误”），于是表单把它显示出来。删掉一个字符后，按钮又变得不\
                可用，直到密码重新凑够六个字符。第二次运行在第 17 刻完成，completions \
                发出一个值（*，不携带任何内容的值），绑定随即关闭了表单。
                """)
        completionsByHand(page)
        page.book(
            "+[RACSignal combineLatest:reduce:]", "RACCommand.errors",
            "-[RACCommand executionSignals]", "-[RACSignal ignoreValues]", "-concat:",
            "RAC(self, …) = signal")
        page.editorNote(
            en: """
                Explaining its Cancel button, the article iOS-OpenSource-ReactiveCocoa \
                glosses a RACCommand as “RACCommand is an signal”. It is not a signal: \
                it makes one signal per execution, from its signal block, and sends each \
                on executionSignals, which is what the run above flattens.
                """,
            zh: """
                《iOS-OpenSource-ReactiveCocoa》在讲“取消”按钮时把 RACCommand 注解为\
                “RACCommand is an signal”。RACCommand 并不是信号：它每执行一次就用信号 block \
                创建一个信号，并把每个信号发到 executionSignals 上，上面的运行展平的正是这些信号。
                """)
    }

    /// The article's idiom for "a run finished", beside `completions`, on the same presses.
    private static func completionsByHand(_ page: Narrator) {
        page.say(
            en: """
                RAC2's command has no completions signal. The article \
                iOS-OpenSource-ReactiveCocoa builds one: \
                flatten executionSignals, turning each run into "ignore its values, then \
                send one unit when it completes". Both, on the same two presses:
                """,
            zh: """
                RAC2 的指令没有 completions 信号。《iOS-OpenSource-ReactiveCocoa》自己构建了一个：把 \
                executionSignals 展平，把每次运行变成“忽略它的值，完成时发送一个不携带任何内容的值”。\
                下面把两种做法用在同样的两次点击上：
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
            MarbleLine(page.text(en: "by hand", zh: "手工构建"), byHand) { _ in "*" },
            MarbleLine("completions", completions) { _ in "*" })
        page.say(
            en: """
                The wrong password failed at tick \(errors.events.first?.time ?? 0), and the \
                hand-made signal fired there too: a failed run's inner signal completes \
                (its error goes to errors instead), so "the run ended" is not "the login \
                succeeded". A form dismissed on it would close after a wrong password. \
                completions fires only for a run that succeeded.
                """,
            zh: """
                错误的密码在第 \(errors.events.first?.time ?? 0) 刻失败，手工构建的信号\
                也在这一刻发出了值：失败的那次运行，其内部信号是以完成告终的（错误转去\
                了 errors），所以“运行结束”并不等于“登录成功”。如果表单据此关闭，输错密\
                码之后它也会关掉。completions 只为成功的运行发出值。
                """)
    }
}
