import Narration
import Pixels
import PixelsMVC
import PixelsTerminal
import Reactive

extension Section {
    /// loadPopularPhotos goes: catch, a binding and subscribeCompleted, then doCompleted,
    /// logError and catchTo in one chain; logAll and a signal's name.
    static let catchingErrors = Section(
        "Catching errors", ChineseTitle.of("和FunctionalReactivePixels一起实践", "捕获错误")
    ) { page in
        let print = PhotoAPIRun.printer(page)
        page.say(
            en: """
                The gallery's loadPopularPhotos does nothing but set state, so the book \
                removes it. The import's signal is bound straight to the photos property, \
                after catch has dealt with an error: catch lets values and completion \
                through, and only on an error calls its closure, which logs the error and \
                returns the signal to go on with, here an empty one. The grid reloads \
                when the import completes:
                """,
            zh: """
                画廊的 loadPopularPhotos 除了设置状态什么也不做，所以书中把它删掉了。\
                导入的信号经过 catch 处理错误之后，直接绑定到照片属性上：catch 让值和完成事件照常通\
                过，只在出错时调用它的闭包，闭包记下错误，并返回接下来要用的信号，这里是一个空信号。\
                导入完成时，网格重新加载：
                """)
        guard let working = PhotoAPIRun(page),
            let failing = PhotoAPIRun(page, faults: ["GET /v1/photos": .status(500)])
        else { return }
        page.code(.catchHandler)
        for run in [working, failing] {
            let importer = run.subjectImporter
            let done = Locked(false)
            // snippet.catchHandler
            let photosArray = MutableProperty<[PhotoModel]>([])
            let photoSignal = importer.importPhotos()
            let photosLoaded = photoSignal.catch { error in
                print("Couldn't fetch photos from 500px: \(error)")
                return Signal.empty
            }
            photosArray <~ photosLoaded
            photosLoaded.subscribeCompleted {
                print("reload the grid:", photosArray.value.count, "photos")
                // snippet.hide
                done.withLock { $0 = true }
                // snippet.show
            }
            // snippet.end
            runMainLoop { done.withLock { $0 } }
            print("listing requests:", run.count("GET /v1/photos"))
        }
        page.say(
            en: """
                photosLoaded has two subscribers, the binding and the reload, and still \
                sent one request: the importer's ReplaySubject is hot, and each \
                subscriber only hears its answer. (Chapter 4 showed what a cold signal \
                would have done.) But the failed import logged its error twice, once per \
                subscriber: catch runs its closure for each subscription it serves. It \
                left the photos as they were, since the empty signal completes without \
                sending anything, and the grid reloaded the list it already had. \
                (‹photo API› stands for the server's address, which changes from run to \
                run; the request's query is left out.)
                """,
            zh: """
                photosLoaded 有两个订阅者，一个是绑定，一个是重新加载，却仍然只发出了一次请求：\
                导入器的 ReplaySubject 是热信号，每个订阅者听到的只是它的应答。\
                （第 4 章演示过换成冷信号会怎样。）但失败的那次导入把错误记了两遍，\
                每个订阅者一遍：catch 为它服务的每个订阅各运行一次闭包。照片保持原样，\
                因为空信号什么也不发送就完成了，网格重新加载的还是原来那份列表。\
                （‹photo API› 代表服务器的地址，它每次运行都不同；请求的查询参数省略了。）
                """)
        page.say(
            en: """
                Then the book writes it as one chain, with no local names: doCompleted \
                reloads the grid as the import completes, logError prints an error as it \
                passes, and catchTo replaces it with the empty signal. `named` gives the \
                signal the name the log prints, as setNameWithFormat: does. This is the \
                gallery's binding from here on:
                """,
            zh: """
                随后书中把它写成一条链，不用任何局部变量：doCompleted 在导入完成时重新加载网\
                格，logError 在错误经过时把它打印出来，catchTo 把错误换成空信号。`named` 给信号起一\
                个名字，供日志打印，作用和 setNameWithFormat: 一样。从这里开始，\
                画廊的绑定就是这样写的：
                """)
        page.code(.galleryBinding)
        page.code(.galleryOnFailure)
        let logged = Locked(false)
        // snippet.galleryOnFailure
        let gallery = GalleryController(
            importer: failing.subjectImporter,
            context: ScreenContext(scheduler: MainScheduler.shared)
        ) { line in
            print(line)
            // snippet.hide
            logged.withLock { $0 = true }
            // snippet.show
        }
        gallery.appear()  // its viewDidLoad binds the import
        // snippet.end
        runMainLoop { logged.withLock { $0 } }
        print("photos:", gallery.photosArray.value.count)
        page.say(
            en: """
                For debugging, `logAll` prints every event under the signal's name, as \
                the countdown article's logCompleted does for one kind:
                """,
            zh: """
                调试时，`logAll` 以信号的名字打印每一个事件，就像《事半功倍》倒计时示例里的 logCompleted 针\
                对某一类事件所做的那样：
                """)
        page.code(.logAll)
        // snippet.logAll
        Signal.from(["Astronaut"]).named("listing").logAll { print($0) }
            .subscribeNext { _ in }
        // snippet.end
        page.book(
            "-[RACSignal catch:]", "RAC(self, photosArray)", "-subscribeCompleted:",
            "-[RACSignal catchTo:]", "-[RACSignal doCompleted:]", "-[RACSignal logError]",
            page.text(
                en: "-[RACSignal logAll] (RAC2; the book uses logError only)",
                zh: "-[RACSignal logAll]（RAC2 有，书中只用 logError）"),
            page.text(
                en: "-[RACSignal setNameWithFormat:] (the countdown article's)",
                zh: "-[RACSignal setNameWithFormat:]（出自\(Article.halfTheEffort.chineseName)）"))
    }
}
