import Narration
import PixelsTerminal

extension Section {
    /// The app, the book's plan for it, and its first step: the gallery's
    /// controller and flow layout, measured in points and in terminal cells.
    static let theGalleryLayout = Section(
        "The gallery and its layout",
        ChineseTitle.of("FunctionalReactivePixels的基础知识", "画廊与布局")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                The book's practical chapter builds one app, FunctionalReactivePixels: a \
                browser for the popular photos on 500px. It goes in three steps: first the \
                basics, then more view controllers loading more data, and last a second \
                look that takes out more of the state. The app is MVC, with the reactive \
                code inside the view controllers; this chapter builds it the same way, \
                step by step, with screens in the terminal playing the view controllers \
                (the finished screens are in Chapters/PixelsMVC). Chapter 6 then moves \
                their logic into view models.
                """,
            zh: """
                书中讲实践的这一章只做一个应用：FunctionalReactivePixels，用来浏览 500px 上的\
                热门照片。它分三步走：先打基础，再添加更多视图控制器、加载更多数据，最后回头再\
                看一遍，去掉更多的状态。这个应用是 MVC 架构，反应式代码写在视图控制器里；\
                本章也照这样一步步地搭建，由终端里的界面扮演视图控制器（完成后的界面在 \
                Chapters/PixelsMVC 中）。第 6 章再把它们的逻辑移进视图模型。
                """)
        page.say(
            en: """
                The main screen is a gallery: a grid of thumbnails in a collection view, \
                which works much as a table view does. The book's first step makes its \
                controller, FRPGalleryViewController, a subclass of \
                UICollectionViewController, and gives it a flow layout of its own in \
                init. The layout only sets four properties:
                """,
            zh: """
                主界面是一个画廊：网格视图（collection view，UICollectionView）里的一格格缩略图，用法和\
                表格视图（table view）差不多。书中的第一步是创建它的控制器 FRPGalleryViewController，\
                它是 UICollectionViewController 的子类，在 init 里换上一个自己的流式布局。\
                这个布局只设置了四个属性：
                """)
        page.code(.galleryFlowLayout)
        page.say(
            en: """
                On the iPhone of the book's day, 320 points wide with 504 points under \
                the navigation bar, that layout fits:
                """,
            zh: "在书出版时的 iPhone 上，屏幕宽 320 点，导航栏下面高 504 点，这个布局能放下：")
        page.code(.phoneGrid)
        // snippet.phoneGrid
        let layout = GalleryFlowLayout()
        let across = layout.itemsAcross(in: 320)
        let down = layout.rowsDown(in: 504)
        print(across, "across,", down, "down:", across * down, "photos on show")
        // snippet.end
        page.say(
            en: """
                A terminal counts character cells, not points. The workbook's gallery \
                draws each thumbnail 16 columns wide and 8 rows high, its name under it, \
                with 2 columns and a row between cells, and keeps two rows for the title \
                bar and two for the footer. In a window 80 columns wide and 24 high:
                """,
            zh: """
                终端以字符格为单位，而不是点。练习册的画廊把每张缩略图画成 16 列宽、8 行高，\
                名字写在下面，格与格之间隔开 2 列、1 行，上面留两行给标题栏，下面留两行给页脚。\
                在一个 80 列宽、24 行高的窗口里：
                """)
        page.code(.terminalGrid)
        // snippet.terminalGrid
        let grid = GalleryLayout(columns: 80, rows: 24)
        print(
            grid.cellsAcross, "across,", grid.rowsDown, "down:", grid.slots,
            "photos on show")
        // snippet.end
        page.say(
            en: """
                The gallery's controller takes its layout when it is made, as the book's \
                init does: CollectionViewController's initialiser makes the collection \
                view, which lays itself out with GalleryLayout for the size of the \
                window it is drawn in.
                """,
            zh: """
                和书中的 init 一样，画廊的控制器在创建时就确定了布局：CollectionViewController \
                的初始化方法创建网格视图，后者按它所在窗口的大小，用 GalleryLayout 排布自己。
                """)
        page.say(
            en: """
                Next the book puts the controller on the screen: in the app delegate's \
                application:didFinishLaunchingWithOptions: it makes a window whose root \
                is a navigation controller holding the gallery, and shows it. Run now, \
                the app is an empty view. Here the window is the terminal: AppWindow takes \
                it over, and a Navigator plays the navigation controller, pushing and \
                popping screens.
                """,
            zh: """
                接着书中把控制器显示到屏幕上：在应用代理（application delegate）的 \
                application:didFinishLaunchingWithOptions: 里创建一个窗口，它的根控制器是\
                装着画廊的导航控制器，然后显示窗口。这时运行，看到的是一个空视图。这里的窗口\
                就是终端：由 AppWindow 接管它，由 Navigator 扮演导航控制器，负责推入和弹出界面。
                """)
        page.say(
            en: """
                Then the book sets up the project: a Podfile asking for ReactiveCocoa, \
                libextobjc, the 500px API client and SVProgressHUD, and a prefix header \
                that imports them into every file, with an AppDelegate macro for the API \
                helper. In SwiftPM each of those is a target of Package.swift: this \
                chapter's code depends on Reactive (for ReactiveCocoa), Pixels (the photo \
                API and its client, for the 500px pod), PixelsMVC and PixelsTerminal (the \
                screens), and each file imports what it uses, as Swift has no prefix \
                header. The workbook depends on no package at all.
                """,
            zh: """
                然后书中配置工程：Podfile 里引入 ReactiveCocoa、libextobjc、500px 的 API \
                客户端和 SVProgressHUD，预编译头文件把它们导入到每个文件，并用一个 AppDelegate \
                宏取得 API 助手。在 SwiftPM 里，这些都对应 Package.swift 的 target：本章的代码\
                依赖 Reactive（对应 ReactiveCocoa）、Pixels（照片 API 及其客户端，对应 500px 的 \
                pod）、PixelsMVC 和 PixelsTerminal（各个界面）；Swift 没有预编译头文件，每个文件\
                自己导入用到的模块。练习册不依赖任何第三方包。
                """)
        page.book(
            "FRPGalleryViewController", "FRPGalleryFlowLayout", "UICollectionViewFlowLayout",
            "-[UICollectionViewController initWithCollectionViewLayout:]",
            "-[FRPAppDelegate application:didFinishLaunchingWithOptions:]",
            "UINavigationController", "Podfile", "FRP-Prefix.pch")
        page.differs(
            en: """
                no window, no navigation controller and no pods: the terminal is the \
                window, a Navigator pushes the screens, and Package.swift's targets \
                stand for the Podfile and the prefix header.
                """,
            zh: """
                没有窗口、导航控制器和 pod：终端就是窗口，由 Navigator 推入界面，Package.swift \
                的 target 代替了 Podfile 和预编译头文件。
                """)
    }
}
