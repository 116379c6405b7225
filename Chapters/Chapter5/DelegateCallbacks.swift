import Narration
import Pixels
import PixelsTerminal
import Reactive

extension Section {
    /// Keys as a signal, and the pager's position bound into the gallery's selection.
    static let delegateCallbacks = Section(
        "Delegate callbacks as signals", "和FunctionalReactivePixels一起实践"
    ) {
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
        selectorOnSelf(page)
        page.book(
            "-rac_signalForSelector:fromProtocol:", "RACDelegateProxy",
            "-collectionView:didSelectItemAtIndexPath:", "-userDidScroll:toPhotoAtIndex:",
            "-rac_signalForSelector: on self")
        page.differs(
            """
            no selector interception. RAC2 rewrites a class at run time, so that a \
            call to any Objective-C method, even an empty one, also sends its \
            arguments on a signal. Swift calls a method directly, and nothing can \
            listen in: a method that should be a signal sends into a subject itself, \
            as `userDidScroll(toPhotoAt:)` does above.
            """)
    }

    /// The book's other way: a signal of calls to a method of `self`, with an
    /// empty stub. In Swift the method sends into a subject.
    private static func selectorOnSelf(_ page: Narrator) {
        let print = page.printer
        page.say(
            """
            The book notes a shorter way to the same signals: call \
            rac_signalForSelector: on the view controller itself, and write each \
            delegate method as an empty stub, so the compiler knows the method \
            exists. ReactiveCocoa swaps the stub's implementation at run time for one \
            that sends the call's arguments on the signal. Swift has no such swap, \
            so the stub gets one line, the send:
            """)
        page.code(.delegateStub)
        page.contract(didScrollContract, of: "GalleryController.didScroll")
        page.code(.scrollCalls)
        // snippet.scrollCalls
        let controller = GalleryController()
        controller.didScroll.subscribeNext { print("scroll to photo", $0 + 1) }
        controller.userDidScroll(toPhotoAt: 2)
        // snippet.end
    }
}
