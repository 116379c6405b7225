import Narration
import Pixels
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// RACDelegateProxy: a delegate whose calls are a signal of argument tuples; keep it alive.
    static let delegateCallbacks = Section(
        "Delegate callbacks as signals", "和FunctionalReactivePixels一起实践"
    ) { page in
        let print = page.printer
        page.say(
            """
            With the basic app in place, the book turns to more of ReactiveCocoa, \
            starting with the gallery's delegate methods. A RACDelegateProxy stands \
            in as a delegate for a protocol, and rac_signalForSelector: gives a \
            signal of the calls to any of the protocol's methods that return \
            nothing, each call's arguments as a tuple. In Swift a proxy is written \
            for its protocol, with a signal per method:
            """)
        page.code(.collectionViewDelegateProxy)
        page.code(.proxyTuple)
        // snippet.proxyTuple
        let proxy = CollectionViewDelegateProxy()
        proxy.didSelectItem.subscribeNext { arguments in
            print("chosen: item", arguments.1)  // the book's arguments.second
        }
        let grid = CollectionView(navigator: Navigator()) { CollectionViewCell() }
        proxy.collectionView(grid, didSelectItemAt: 2)
        // snippet.end
        page.say(
            """
            The book warns that the proxy must be kept: a delegate is not retained \
            by whoever calls it, and a proxy nobody keeps is freed, after which UIKit \
            calls freed memory and the app dies with EXC_BAD_ACCESS. The gallery \
            keeps its proxy in a strong property. Swift's delegate properties are \
            weak, so a proxy nobody keeps becomes nil instead, and its calls go \
            nowhere:
            """)
        page.code(.keepTheProxy)
        // snippet.keepTheProxy
        var unkept: CollectionViewDelegateProxy? = CollectionViewDelegateProxy()
        grid.delegate = unkept
        unkept = nil  // nobody keeps it
        print("a proxy nobody keeps:", grid.delegate == nil ? "nil" : "set")
        let kept = CollectionViewDelegateProxy()
        grid.delegate = kept
        print("a kept proxy:", grid.delegate == nil ? "nil" : "set")
        // snippet.end
        page.say(
            """
            The gallery's delegate methods then go, and its viewDidLoad subscribes \
            to the proxies instead: the collection view's, to push the full-size \
            view, and the full-size view's, handed to it as its delegate, to scroll \
            the grid:
            """)
        page.code(.galleryProxies)
        guard let run = PhotoAPIRun(page) else { return }
        page.say(
            """
            The gallery with its proxies, on the bundled photo API, with the keys \
            coming from a signal: Enter opens the highlighted photo, → pages on twice \
            and Esc goes back. The chapter lets the app settle after each key:
            """)
        let window = AppWindow(
            size: TerminalSize(columns: 76, rows: 13), scheduler: MainScheduler.shared
        ) { context in
            GalleryController(importer: run.subjectImporter, context: context, log: { print($0) })
        }
        runMainLoop { window.isSettled }
        guard let gallery = window.navigator.top as? GalleryController else { return }
        page.code(.keysAsSignal)
        // snippet.keysAsSignal
        let keys = Signal.from([Key.enter, .right, .right, .escape])
        keys.subscribeNext { key in
            window.handle(key)
            // snippet.hide
            runMainLoop { window.isSettled }
            // snippet.show
            let highlighted = gallery.collectionView.highlightedIndex
            print(key, "→ gallery on photo", highlighted + 1)
        }
        // snippet.end
        page.picture(window.render().lines(in: .ascii))
        window.quit()
        selectorOnSelf(page)
        page.book(
            "RACDelegateProxy", "-rac_signalForSelector:", "RACTuple",
            "-collectionView:didSelectItemAtIndexPath:", "-userDidScroll:toPhotoAtIndex:",
            "-rac_signalForSelector: on self")
        page.differs(
            """
            a proxy per protocol. RAC2's one RACDelegateProxy class answers any \
            protocol, by forwarding whatever message it gets; Swift has no such \
            forwarding, so each protocol gets a small proxy class, and each method a \
            signal of its arguments as a typed tuple.
            """)
        page.differs(
            """
            a proxy nobody keeps is silent. A Swift delegate property is weak and \
            becomes nil, so the calls go nowhere; a freed Objective-C proxy crashes \
            with EXC_BAD_ACCESS.
            """)
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
        page.contract(didScrollContract, of: "GalleryWithStubs.didScroll")
        page.code(.scrollCalls)
        // snippet.scrollCalls
        let gallery = GalleryWithStubs()
        gallery.didScroll.subscribeNext { print("scroll to photo", $0 + 1) }
        gallery.userDidScroll(toPhotoAt: 2)
        // snippet.end
    }
}
