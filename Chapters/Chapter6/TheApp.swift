import Narration
import PixelsTerminal

extension Section {
    /// The MVVM app itself: on a terminal, to use; otherwise its default tour.
    static let theMVVMApp = Section(
        "The MVVM app", ChineseTitle.of("MVVM On iOS", "运行 MVVM 应用"), needsTheTerminal: true
    ) {
        page in
        page.say(
            en: """
                The workbook's finished app takes the refactoring further: every screen \
                has a view model (in Sources/Pixels/ViewModels, some tested above), and \
                only binds to it: it draws what the signals say, runs a command when a \
                key is pressed, and sets isActive while it is on show. \
                On a terminal the app opens now: the arrow keys select, Enter opens, Esc \
                goes back, ? lists the keys and q quits. Voting asks for a login first; \
                the demo account is demo, with the password demo.
                """,
            zh: """
                练习册里完成的应用把重构推得更远：每个界面都有一个视图模型（位于 Sources/Pixels/ViewModels，\
                其中一些上文已经测试过），界面只管绑定到它：按信号所说的绘制，按下按键时执行一\
                个指令，显示期间把 isActive 设为 true。在终端上，应用现在就会打开：方向键选择，\
                Enter 打开，Esc 返回，? 列出所有按键，q 退出。投票之前要先登录；演示账号是 demo，\
                密码也是 demo。
                """)
        page.say(
            en: """
                Anywhere else, the app takes its default tour, frame by frame, each frame \
                drawn once the view model on show has settled. The same options as in \
                Chapter 5 go straight to the app, run a tour of your own, or serve the \
                photo API by itself:
                """,
            zh: """
                不在终端里运行时（比如输出被重定向），应用会按默认的路线逐帧演示，每一帧都等显示中的视图模型稳定下来后\
                才绘制。与第 5 章相同的选项会直接交给应用：运行你自己的路线，或者单独提供照片 API 服\
                务：
                """)
        page.command(
            "swift run Chapter6 --app",
            #"swift run Chapter6 --app --script "open 3, detail, vote, login demo demo""#,
            "swift run Chapter6 --serve 8080")
        var frame = 0
        PixelsApp.launchOrTour(programName: "Chapter6", plain: !page.colour) { step, lines in
            frame += 1
            page.say(
                en: "Frame \(frame), " + (frame == 1 ? "at the start:" : "after \(step):"),
                zh: "第 \(frame) 帧，" + (frame == 1 ? "开始时：" : "执行 \(step) 之后："))
            page.picture(lines)
        }
        page.book(
            page.text(
                en: "FunctionalReactivePixels, with ReactiveViewModel",
                zh: "FunctionalReactivePixels, ReactiveViewModel"))
    }
}
