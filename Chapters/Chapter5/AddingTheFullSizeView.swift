import Narration
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// Choosing a photo pushes the full-size pager; paging tells the gallery through a delegate.
    static let addingTheFullSizeView = Section(
        "Adding the full-size view", "添加FunctionalReactivePixels"
    ) { page in
        let print = page.printer
        page.say(
            """
            Next the book opens a photo at full size. Choosing a cell pushes a new \
            view controller for the photos, opened at the one chosen, with the \
            gallery as its delegate; when the user pages to another photo, the \
            delegate hears of it, and the gallery scrolls to that photo, so the user \
            comes back to where they were. Both are ordinary delegate methods of the \
            gallery:
            """)
        page.code(.firstDelegates)
        page.say(
            """
            The full-size controller is a page view controller's parent, one page per \
            photo, with the photo's name as its title. Nothing in it is reactive yet: \
            as the page view controller's data source it makes each page for its \
            photo when it comes into view, and as its delegate, after each turn of \
            the page, it sets the title and tells its own delegate:
            """)
        page.code(.fullSizeController)
        guard let run = PhotoAPIRun(page) else { return }
        let window = AppWindow(
            size: TerminalSize(columns: 76, rows: 16), scheduler: MainScheduler.shared
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
            """
            The gallery on the bundled photo API; the user chooses the second photo, \
            pages on twice, then goes back (the chapter lets the app settle after \
            each step):
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
            """
            Each page asked the photo API for its photo's details, which name the \
            full-size image, then for the image:
            """)
        page.output(run.requests(after: start).joined(separator: "\n"))
        page.say("Back on the gallery, the photo last viewed is the one highlighted:")
        page.picture(window.render().lines(in: .ascii))
        window.quit()
        page.book(
            "-collectionView:didSelectItemAtIndexPath:", "FRPFullSizePhotoViewController",
            "FRPFullSizePhotoViewControllerDelegate", "-userDidScroll:toPhotoAtIndex:",
            "UIPageViewController", "-pushViewController:animated:")
    }
}
