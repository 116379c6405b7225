import Narration
import Pixels
import PixelsMVC
import PixelsTerminal

extension Section {
    /// The app this chapter built: on a terminal, to use; otherwise a tour, frame by frame.
    static let theApp = Section(
        "The app", ChineseTitle.of("ReactiveCocoa的实践", "运行应用"), needsTheTerminal: true
    ) { page in
        page.say(
            en: """
                Put together, the screens above are the book's app at the end of its \
                chapter: a gallery of view controllers with the reactive code inside, \
                importing through the revisited importer. On a terminal it opens now, \
                in colour if the terminal has it: the arrow keys select, Enter opens a \
                photo, ← and → page, Esc goes back, and q quits (and the chapter goes \
                on). Anywhere else, it takes a short tour, shown below frame by frame, \
                each frame drawn once the screen on show has settled.
                """,
            zh: """
                把上面这些界面拼在一起，就是书中这一章结束时的应用：一个由视图控制器组成的画廊，\
                反应式代码写在视图控制器里，通过改写后的导入器导入照片。在终端上，它现在就会打开，\
                终端支持颜色时还是彩色的：方向键选择，Enter 打开照片，← 和 → 翻页，Esc 返回，q 退出\
                （退出后本章继续）。不在终端里运行时（比如输出被重定向），它会做一次简短的演示，下面逐帧展示，\
                每一帧都在当前界面稳定下来之后绘制。
                """)
        page.code(.mvcApp)
        var frame = 0
        PixelsApp.launchOrTour(
            programName: "Chapter5", plain: !page.colour,
            frameSize: TerminalSize(columns: 76, rows: 16), root: mvcApp, tour: mvcTour
        ) { step, lines in
            frame += 1
            page.say(
                en: "Frame \(frame), " + (frame == 1 ? "at the start:" : "after \(step):"),
                zh: "第 \(frame) 帧，" + (frame == 1 ? "开始时：" : "执行 \(step) 之后："))
            page.picture(lines)
        }
        page.say(
            en: """
                The workbook's finished app goes further: Chapter 6 moves these screens' \
                logic into view models, and the app that the chapters' --app option \
                opens is built that way, with voting and a login besides. To open it, to \
                run a tour of your own, or to try the photo API by itself:
                """,
            zh: """
                练习册里完成的应用走得更远：第 6 章把这些界面的逻辑移进视图模型，\
                各章的 --app 选项打开的应用就是这样搭建的，此外还有投票和登录。\
                要打开它、自己编排一次演示，或者单独试试照片 API：
                """)
        page.command(
            "swift run Chapter5 --app",
            #"swift run Chapter5 --app --script "open 2, detail, vote, login demo demo""#,
            "swift run Chapter5 --serve 8080",
            "swift run Chapter5 --app --api http://127.0.0.1:8080")
        page.book("FunctionalReactivePixels", "FRPGalleryViewController")
    }
}

// snippet.mvcApp
/// The app's first screen: the gallery, on the revisited importer.
let mvcApp: PixelsApp.RootScreen = { importer, context, log in
    GalleryController(
        importer: SignalImporter(importer), context: context, log: log)
}
// snippet.end

/// The tour off a terminal: open the second photo, page on, go back.
let mvcTour = Script([.open(2), .next, .back, .quit])
