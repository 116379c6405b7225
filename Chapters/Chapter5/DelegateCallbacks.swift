import Narration
import Pixels
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// RACDelegateProxy: a delegate whose calls are a signal of argument tuples; keep it alive.
    static let delegateCallbacks = Section(
        "Delegate callbacks as signals",
        ChineseTitle.of("和FunctionalReactivePixels一起实践", "把代理回调变成信号")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                With the basic app in place, the book turns to more of ReactiveCocoa, \
                starting with the gallery's delegate methods. A RACDelegateProxy stands \
                in as a delegate for a protocol, and rac_signalForSelector: gives a \
                signal of the calls to any of the protocol's methods that return \
                nothing, each call's arguments as a tuple. In Swift a proxy is written \
                for its protocol, with a signal per method:
                """,
            zh: """
                基本的应用搭好之后，书中转向 ReactiveCocoa 的更多用法，\
                先从画廊的代理方法开始。RACDelegateProxy（委托代理）替某个协议充当代\
                理，rac_signalForSelector: 则针对这个协议里任何一个无返回值的方法，\
                给出一个由它的调用组成的信号，每次调用的参数打包成一个元组。在 Swift 里，\
                委托代理是为它的协议专门写的，每个方法对应一个信号：
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
            en: """
                The book warns that the proxy must be kept: a delegate is not retained \
                by whoever calls it, and a proxy nobody keeps is freed, after which UIKit \
                calls freed memory and the app dies with EXC_BAD_ACCESS. The gallery \
                keeps its proxy in a strong property. Swift's delegate properties are \
                weak, so a proxy nobody keeps becomes nil instead, and its calls go \
                nowhere:
                """,
            zh: """
                书中提醒，委托代理必须有人持有：调用方不会持有（retain）代理，\
                没人持有的委托代理会被释放，之后 UIKit 调用已释放的内存，\
                应用以 EXC_BAD_ACCESS 崩溃。画廊用一个强引用属性持有它的委托代理。Swift 的代理属性是\
                弱引用，所以没人持有的委托代理会变成 nil，对它的调用全都落空：
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
            en: """
                The gallery's delegate methods then go, and its viewDidLoad subscribes \
                to the proxies instead: the collection view's, to push the full-size \
                view, and the full-size view's, handed to it as its delegate, to scroll \
                the grid:
                """,
            zh: """
                接着，画廊的代理方法都去掉了，它的 viewDidLoad 改为订阅委托代理：\
                订阅网格视图的委托代理来推入高清图视图，订阅高清图视图的委托代理（作为代理\
                交给高清图视图）来滚动网格：
                """)
        page.code(.galleryProxies)
        guard let run = PhotoAPIRun(page) else { return }
        page.say(
            en: """
                The gallery with its proxies, on the bundled photo API, with the keys \
                coming from a signal: Enter opens the highlighted photo, → pages on twice \
                and Esc goes back. The chapter lets the app settle after each key:
                """,
            zh: """
                带委托代理的画廊，运行在附带的照片 API 上，按键来自一个信号：Enter 打开高亮的照\
                片，→ 向后翻两页，Esc 返回。每按一个键，本章都等应用稳定下来：
                """)
        let window = AppWindow(
            size: TerminalSize(columns: 76, rows: 13), scheduler: MainScheduler.shared,
            language: page.language
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
            en: """
                a proxy per protocol. RAC2's one RACDelegateProxy class answers any \
                protocol, by forwarding whatever message it gets; Swift has no such \
                forwarding, so each protocol gets a small proxy class, and each method a \
                signal of its arguments as a typed tuple.
                """,
            zh: """
                每个协议一个委托代理。RAC2 只有一个 RACDelegateProxy 类，它转发收到的任何消息，\
                因此能应对任何协议；Swift 没有这样的转发，所以每个协议都有一个小小的委托代理类，\
                每个方法对应一个信号，以带类型的元组发送参数。
                """)
        page.differs(
            en: """
                a proxy nobody keeps is silent. A Swift delegate property is weak and \
                becomes nil, so the calls go nowhere; a freed Objective-C proxy crashes \
                with EXC_BAD_ACCESS.
                """,
            zh: """
                没人持有的委托代理只会默不作声。Swift 的代理属性是弱引用，会变成 nil，调用都落了空；\
                而一个已释放的 Objective-C 委托代理会以 EXC_BAD_ACCESS 崩溃。
                """)
        page.differs(
            en: """
                no selector interception. RAC2 rewrites a class at run time, so that a \
                call to any Objective-C method, even an empty one, also sends its \
                arguments on a signal. Swift calls a method directly, and nothing can \
                listen in: a method that should be a signal sends into a subject itself, \
                as `userDidScroll(toPhotoAt:)` does above.
                """,
            zh: """
                没有方法拦截。RAC2 在运行时改写类，使任何 Objective-C 方法（哪怕是空方法）被调用时，\
                都顺便把参数发送到一个信号上。Swift 直接调用方法，谁也无法从中监听：\
                一个应当成为信号的方法，要自己发送到一个 subject 里，\
                就像上面的 `userDidScroll(toPhotoAt:)` 那样。
                """)
    }

    /// The book's other way: a signal of calls to a method of `self`, with an
    /// empty stub. In Swift the method sends into a subject.
    private static func selectorOnSelf(_ page: Narrator) {
        let print = page.printer
        page.say(
            en: """
                The book notes a shorter way to the same signals: call \
                rac_signalForSelector: on the view controller itself, and write each \
                delegate method as an empty stub, so the compiler knows the method \
                exists. ReactiveCocoa swaps the stub's implementation at run time for one \
                that sends the call's arguments on the signal. Swift has no such swap, \
                so the stub gets one line, the send:
                """,
            zh: """
                书中还提到一条通往同样信号的捷径：直接在视图控制器上调用 rac_signalForSelector:，\
                并把每个代理方法写成空存根，让编译器知道这个方法存在。ReactiveCocoa 会在运行时把空存\
                根的实现换掉，换成一个把调用参数发送到信号上的实现。Swift 做不到这种替换，\
                所以空存根里要多写一行，亲自发送：
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
