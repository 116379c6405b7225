import Narration
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// Choosing a photo pushes the full-size pager; paging tells the gallery through a delegate.
    static let addingTheFullSizeView = Section(
        "Adding the full-size view", ChineseTitle.of("添加FunctionalReactivePixels", "高清图")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                Next the book opens a photo at full size. Choosing a cell pushes a new \
                view controller for the photos, opened at the one chosen, with the \
                gallery as its delegate; when the user pages to another photo, the \
                delegate hears of it, and the gallery scrolls to that photo, so the user \
                comes back to where they were. Both are ordinary delegate methods of the \
                gallery:
                """,
            zh: """
                接下来，书中以高清图打开一张照片。选中一个单元格，就推入一个新的视图控制器来显示这\
                些照片，直接停在选中的那一张，并以画廊作为它的代理；用户翻到另一张照片时，\
                代理会得到通知，画廊便滚动到那张照片，这样用户返回时仍停在原来的位置。\
                两者都是画廊的普通代理方法：
                """)
        page.code(.firstDelegates)
        page.listingNote("initWithIndexPath:")
        page.say(
            en: """
                The full-size controller is a page view controller's parent, one page per \
                photo, with the photo's name as its title. Nothing in it is reactive yet: \
                as the page view controller's data source it makes each page for its \
                photo when it comes into view, and as its delegate, after each turn of \
                the page, it sets the title and tells its own delegate:
                """,
            zh: """
                高清图视图控制器是一个页面视图控制器的父控制器，每张照片一页，以照片的名字作为标题。\
                它里面还没有任何反应式代码：作为页面视图控制器的数据源，它在每一页进入视野时为对应的\
                照片创建这一页；作为页面视图控制器的代理，它在每次翻页之后设置标题，\
                并通知自己的代理：
                """)
        page.code(.fullSizeController)
        page.listingNote("photoTitle")
        page.say(
            en: """
                The book's viewDidLoad also paints the view black, behind the photos. And \
                the book turns landscape off for the whole app, to keep autoresizing and \
                Auto Layout out of a book about FRP; it sends readers to Erica Sadun's \
                book for those. A terminal does not rotate, and the pager draws on the \
                terminal's own background.
                """,
            zh: """
                书中的 viewDidLoad 还把视图刷成黑色，作为照片的背景。书中还为整个应用关掉了横屏，\
                免得一本讲函数式反应型编程的书去讲 autoresizing 和 Auto Layout；想了解这些，\
                它请读者去看 Erica Sadun 的书。终端不会旋转，翻页器就画在终端本来的背景上。
                """)
        guard let run = PhotoAPIRun(page) else { return }
        let window = AppWindow(
            size: TerminalSize(columns: 76, rows: 16), scheduler: MainScheduler.shared,
            language: page.language
        ) { context in
            FirstGalleryController(
                importer: run.subjectImporter, context: context, log: { print($0) })
        }
        guard let gallery = window.navigator.top as? FirstGalleryController else { return }
        // Every thumbnail, not only those on show: the importer downloads them all.
        runMainLoop {
            window.isSettled
                && gallery.photosArray.value.allSatisfy { $0.thumbnailData.value != nil }
        }
        let start = run.server.requests.count
        page.say(
            en: """
                The gallery on the bundled photo API; the user chooses the second photo, \
                pages on twice, then goes back (the chapter lets the app settle after \
                each step):
                """,
            zh: """
                画廊运行在附带的照片 API 上；用户选中第二张照片，向后翻两页，然后返回（每一步之后，\
                本章都等应用稳定下来）：
                """)
        page.code(.pageThrough)
        // snippet.pageThrough
        gallery.open(at: 1)  // as a tap on the second cell would
        // snippet.hide
        runMainLoop { window.isSettled }
        page.picture(window.render().lines(in: .ascii))
        // snippet.show
        for key in [Key.right, .right, .escape] {
            window.handle(key)
            // snippet.hide
            runMainLoop { window.isSettled }
            // snippet.show
            let pager = window.navigator.top as? FullSizeController
            print(
                key, "→", pager?.title ?? "the gallery", "· gallery on photo",
                gallery.collectionView.highlightedIndex + 1)
        }
        // snippet.end
        page.say(
            en: """
                Each page asked the photo API for its photo's details, which name the \
                full-size image, then for the image:
                """,
            zh: """
                每一页都先向照片 API 请求这张照片的详情，详情里给出了高清图的地址，\
                然后再请求这张图片：
                """)
        page.output(run.requests(after: start).joined(separator: "\n"))
        page.say(
            en: "Back on the gallery, the photo last viewed is the one highlighted:",
            zh: "回到画廊，高亮的正是最后看过的那张照片：")
        page.picture(window.render().lines(in: .ascii))
        window.quit()
        page.book(
            "-collectionView:didSelectItemAtIndexPath:", "FRPFullSizePhotoViewController",
            "FRPFullSizePhotoViewControllerDelegate", "-userDidScroll:toPhotoAtIndex:",
            "UIPageViewController", "-pushViewController:animated:")
    }
}
