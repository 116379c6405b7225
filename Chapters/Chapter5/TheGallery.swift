import Narration
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// The first gallery: RACObserve(self, photosArray) as a MutableProperty, and the data source.
    static let theGallery = Section(
        "Loading the photos", ChineseTitle.of("FunctionalReactivePixels的基础知识", "加载照片")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                The gallery is a collection view controller. It keeps the photos in a \
                property of its own, photosArray, and the book observes that property \
                with RACObserve(self, photosArray): a signal that sends the value now, \
                then every new value, and completes when the controller goes away. Each \
                value reloads the grid. Loading the photos is then only a subscription \
                that sets the property, and logs an error if the import fails:
                """,
            zh: """
                画廊是一个网格视图（collection view）的视图控制器。它把照片存在自己的属性 photosArray 里，\
                书中用 RACObserve(self, photosArray) 观察这个属性：这个信号先发送当前的值，\
                之后每有新值就发送一次，视图控制器销毁时完成。每个值都会让网格重新加载。\
                于是加载照片只需一次订阅：设置这个属性，导入失败时记下错误：
                """)
        page.code(.firstGallery)
        page.listingNote("RACObserver(self, photosArray)")
        page.say(
            en: """
                RACObserve works by key-value observing: the Objective-C runtime notices \
                each call of a property's setter and tells the observers. Swift has no \
                KVO for its own types, and Linux has none at all, so a property that \
                others may watch is declared a MutableProperty, and its signal is what \
                RACObserve gave. The closure captures self weakly, as the book's \
                @weakify and @strongify do: the controller owns the subscription, and a \
                strong capture would keep the controller alive for ever (Chapter 4, \
                "Retain cycles").
                """,
            zh: """
                RACObserve 靠键-值观察（KVO）工作：Objective-C 运行时会察觉每一次属性 setter 的调\
                用，并通知观察者。Swift 自己的类型没有 KVO，Linux 上更是完全没有，\
                所以一个可能被别人观察的属性要声明为 MutableProperty，\
                它的 signal 就相当于 RACObserve 得到的信号。闭包对 self 是弱引用，\
                与书中的 @weakify 和 @strongify 作用相同：视图控制器持有这个订阅，如果强引用 self，\
                视图控制器就永远不会释放（第 4 章“避免block循环引用”）。
                """)
        page.say(
            en: """
                The grid asks its data source how many photos there are and for a cell \
                for each one on show; the cell is told its photo and binds itself to it \
                (the next section). That protocol is why the controller must keep the \
                photos as state at all: the collection view asks for them whenever it \
                likes.
                """,
            zh: """
                网格向数据源询问一共有多少张照片，并为每张显示出来的照片要一个单元格；\
                单元格得知自己的照片后，把自己绑定到它上面（见下一节）。正是这个协议，\
                使得视图控制器不得不把照片当作状态保存下来：网格视图随时都可能来要。
                """)
        page.code(.firstDataSource)
        guard let run = PhotoAPIRun(page) else { return }
        page.say(
            en: """
                The gallery in a window 76 columns wide and 13 rows high, on the book's \
                first importer, once every cell on show has its thumbnail:
                """,
            zh: """
                下面是一个 76 列宽、13 行高的窗口里的画廊，用的是书中的第一个导入器，\
                等每个显示出来的单元格都有了缩略图：
                """)
        page.code(.firstGalleryWindow)
        // snippet.firstGalleryWindow
        let size = TerminalSize(columns: 76, rows: 13)
        let window = AppWindow(
            size: size, scheduler: MainScheduler.shared, language: page.language
        ) { context in
            FirstGalleryController(
                importer: run.subjectImporter, context: context, log: { print($0) }
            )
        }
        // snippet.end
        runMainLoop { window.isSettled }
        page.picture(window.render().lines(in: .ascii))
        let gallery = window.navigator.top as? FirstGalleryController
        let cells = gallery?.collectionView.visibleCells.count ?? 0
        page.say(
            en: """
                Without colour the thumbnails are ASCII shading; on a colour terminal the \
                app draws them in half blocks, two pixels to a character. The grid made \
                \(cells) cells, one for each photo on show, out of the \
                \(gallery?.photosArray.value.count ?? 0) photos.
                """,
            zh: """
                终端不支持颜色时，缩略图用 ASCII 字符的疏密表现明暗；在彩色终端上，应用用半格字符来画，\
                一个字符表示两个像素。网格一共创建了 \(cells) 个单元\
                格：\(gallery?.photosArray.value.count ?? 0) 张照片中，每张显示出来的照片各一个。
                """)
        window.quit()
        page.book(
            "FRPGalleryViewController", "RACObserve(self, photosArray)", "@weakify, @strongify",
            "-subscribeNext:error:", "UICollectionViewDataSource")
        page.differs(
            en: """
                `MutableProperty` in place of KVO. A property is observable only if its \
                type says so, where KVO could watch any property of any NSObject, \
                declared without a thought for observers. In return the compiler checks \
                the property and its type, and there is no key path string to misspell.
                """,
            zh: """
                用 `MutableProperty` 代替 KVO。只有类型上声明了可观察的属性才能被观察，\
                而 KVO 可以观察任何 NSObject 的任何属性，哪怕声明时根本没想到观察者。作为回报，\
                编译器会检查属性和它的类型，也没有可能拼错的键路径字符串。
                """)
    }
}
