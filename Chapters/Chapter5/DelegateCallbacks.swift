import Narration
import Pixels
import PixelsTerminal
import Reactive

extension Section {
    /// Keys as a signal, and the pager's position bound into the gallery's selection.
    static let delegateCallbacks = Section("Delegate callbacks as signals", "把代理回调变成信号") {
        page in
        let print = page.printer
        page.say(
            """
            UIKit tells a view controller what the user did through delegate methods. \
            The book turns them into signals with `rac_signalForSelector:fromProtocol:`: \
            the gallery subscribes to `collectionView:didSelectItemAtIndexPath:` to \
            open a photo, and to the full-size view's `userDidScroll:toPhotoAtIndex:` \
            to keep the photo last viewed selected when the user comes back.
            """)
        page.say(
            """
            A terminal has no delegates; it has bytes on standard input. `KeyParser` \
            turns them into keys, and the app's key thread hands each key to the \
            window. Below, the keys come from a signal made from the bytes that \
            Enter, → twice and Esc send. The pager's "scrolled to photo N" is its \
            `currentIndex` signal, and the gallery's view model binds it into its \
            selection with `selection <~ pager.currentIndex`, so the gallery follows \
            the pager while it is open. (The chapter lets the main loop settle after \
            each key.)
            """)
        page.code(.keysAsSignal)
        guard let api = PhotoAPIRun(page) else { return }
        let gallery = GalleryViewModel(importer: api.importer, session: AuthSession())
        let window = AppWindow(
            size: TerminalSize(columns: 76, rows: 13), scheduler: MainScheduler.shared
        ) { context in GalleryScreen(viewModel: gallery, context: context) }
        runMainLoop { window.isSettled }
        // snippet.keysAsSignal
        var parser = KeyParser()
        let bytes = Array("\r\u{1B}[C\u{1B}[C\u{1B}".utf8)
        let keys = Signal.from(parser.parse(bytes))
        gallery.selectedIndex.subscribeNext { print("selected: photo", $0 + 1) }
        keys.subscribeNext { key in
            print("key:", key)
            window.handle(key)
            // snippet.hide
            runMainLoop { window.isSettled }
            // snippet.show
        }
        // snippet.end
        page.say(
            """
            Enter opened the selected photo, each → paged on and moved the gallery's \
            selection with it, and Esc closed the pager. Back on the gallery, the photo \
            last viewed is the one selected:
            """)
        page.picture(window.render().lines(in: .ascii))
        window.quit()
        page.book(
            "-rac_signalForSelector:fromProtocol:", "RACDelegateProxy",
            "-collectionView:didSelectItemAtIndexPath:", "-userDidScroll:toPhotoAtIndex:")
    }
}
