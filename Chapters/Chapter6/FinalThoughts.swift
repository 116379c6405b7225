import Narration
import Pixels
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// View models behind a protocol, shared by every front end, and the
    /// book's last word: RACCommand, in four steps.
    static let finalThoughts = Section("Final thoughts", "终稿") { page in
        page.translationNote(
            en: """
                The translation titles this section 终稿, a final draft. The book's \
                heading, Final Thoughts, means closing words, 结语. The workbook keeps \
                the translation's title, so that the two can be read side by side.
                """,
            zh: """
                原文标题是 Final Thoughts，意为“结语”；译本作“终稿”，那是“定稿”的意思。\
                本练习册沿用译本的标题，便于对照阅读。
                """)
        viewModelsBehindAProtocol(page)
        page.say(
            en: """
                View models touch no UIKit, the book goes on, so one set could serve an \
                iOS app and an OS X app alike; they could even be generated, from \
                another language, for Objective-C, C#, Ruby or Java. Here the sharing is \
                put to use: the view models of the finished app, in Sources/Pixels, \
                import only the reactive library and Foundation, and three front ends \
                drive them:
                """,
            zh: """
                书中接着说，视图模型不碰 UIKit，所以同一套视图模型可以同时服务于一个 iOS 应用\
                和一个 OS X 应用；它们甚至可以由另一种语言生成，供 Objective-C、C#、Ruby 或 Java 使\
                用。这里就把这种共享用了起来：完成后应用的视图模型位于 Sources/Pixels，只导入 Reactive 库\
                和 Foundation，由三种前端来驱动：
                """)
        page.table(
            [
                page.text(en: "front end", zh: "前端"),
                page.text(en: "how it drives them", zh: "如何驱动视图模型"),
                page.text(en: "how it sees them", zh: "如何看到结果"),
            ],
            [
                [
                    page.text(en: "the terminal app", zh: "终端应用"),
                    page.text(en: "keys set fields, execute", zh: "按键设置字段、执行指令"),
                    page.text(en: "bindings redraw", zh: "绑定触发重绘"),
                ],
                [
                    "swift test",
                    page.text(en: "a TestScheduler script", zh: "一段 TestScheduler 脚本"),
                    page.text(en: "recorders, #expect", zh: "记录器、#expect"),
                ],
                [
                    page.text(en: "this chapter", zh: "本章"),
                    page.text(en: "the same scripts", zh: "同样的脚本"),
                    page.text(en: "printed events, marbles", zh: "打印出的事件、弹珠图"),
                ],
            ])
        page.say(
            en: """
                The book ends on what it did not cover: RACCommand, which in MVVM works \
                in four steps, in Justin Spahr-Summers' words. A control is used; a \
                command that belongs to the view model is executed; the view model's \
                logic runs (the command's signal block); and the view model, through \
                ReactiveCocoa, lets the view know, which redraws. Chapter 3 ran \
                commands on their own; the finished app's login form shows the four \
                steps. The user presses Log in with a wrong password at 1 and again at \
                2, corrects it at 4 and presses at 5:
                """,
            zh: """
                书的结尾谈到它没有讲的内容：RACCommand。用 Justin Spahr-Summers 的话说，它在 MVVM 中\
                分四步工作。用户操作一个控件；执行一个属于视图模型的指令；视图模型的逻辑运行（\
                即指令的信号 block）；视图模型再通过 ReactiveCocoa 通知视图，视图随之重绘。第 3 章\
                单独运行过指令；完成后应用的登录表单展示了这四步。用户在第 1 刻用错误的密码按\
                下“登录”（Log in），第 2 刻又按一次，第 4 刻改正密码，第 5 刻再按：
                """)
        loginCommand(page)
        page.say(
            en: """
                The press at 2 was refused by the command itself, because a login was \
                already running: the view kept no flag of its own. The wrong password \
                arrived as a value on errorMessage (e), not as an error that would end \
                the binding, and the next run cleared it (n) as it started. For more on \
                commands, the book sends its reader to its app's repository, with a \
                last "go and have a look!"; its login and voting screens are the \
                finished app's LoginViewModel and PhotoDetailViewModel.
                """,
            zh: """
                第 2 刻的那次按下被指令自己拒绝了，因为已经有一次登录在运行：视图并没有维护自\
                己的标志。错误的密码以 errorMessage 上的一个值（e）到达，而不是一个会终止绑定\
                的错误；下一次运行开始时又把它清除了（n）。关于指令的更多内容，书中让读者去看\
                它的应用的代码仓库，最后一句是“去看一看吧！”；那里的登录界面和投票界面，就是完\
                成后应用的 LoginViewModel 和 PhotoDetailViewModel。
                """)
        page.book(
            "RACCommand", "-[RACCommand execute:]", "-[RACCommand errors]",
            "RACCommand.executing",
            page.text(
                en: "ReactiveViewModel (iOS and OS X)", zh: "ReactiveViewModel（iOS 与 OS X）"))
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
