import Narration
import Pixels
import PixelsMVC
import PixelsTesting
import Reactive
import ReactiveTesting

extension Section {
    /// The book's photo view model beside the app's: a page hidden halfway,
    /// and a details request that fails.
    static func bookPhotoPage(_ page: Narrator) {
        page.say(
            en: """
                The book's photo view model, the one of "The photo view model", does \
                without those helpers. On each activation it sets loading, subscribes \
                to the details request, and clears loading when that request \
                completes. Two things go wrong. Hiding the page cancels nothing, so a \
                page the user has left goes on downloading. And only completion clears \
                the flag, so after an error the spinner turns for ever. The book's view \
                model beside the finished app's, both on the fake photo API: first the \
                page shows at 1 and hides at 2, then it shows at 1 and the details \
                request fails:
                """,
            zh: """
                书中的照片视图模型，也就是“MVVM的具体实践：照片视图模型”一节里那个，没有用这些辅助工具。\
                每次激活时，它设置 loading，订阅详情请求，并在请求完成时清除 loading。这样会出\
                两个问题。隐藏页面不会取消任何东西，所以用户已经离开的页面仍在继续下载。而且只\
                有完成事件才会清除这个标志，所以一旦出错，进度 HUD 就会永远转下去。下面把书中\
                的视图模型和完成后应用的视图模型并排运行在假的照片 API 上：先是页面在第 1 刻显\
                示、第 2 刻隐藏；然后页面在第 1 刻显示，而详情请求失败：
                """)
        page.code(.twoPages)
        var lines: [MarbleLine] = []
        // snippet.twoPages
        for failing in [false, true] {
            let scheduler = TestScheduler()
            let book = FakeImporter(scheduler: scheduler, answers: .fixtures)
            let app = FakeImporter(scheduler: scheduler, answers: .fixtures)
            let error = PixelsError.httpStatus(500, url: "details")
            if failing {
                book.fail(.fetchDetails, with: error)
                app.fail(.fetchDetails, with: error)
            }
            let photo = PhotoLibrary.shared.photos[1]
            let bookPage = Screen(
                PhotoViewModel(
                    model: PhotoModel(photo), importer: SignalImporter(book)))
            let appPage = Screen(Pixels.PhotoViewModel(photo: photo, importer: app))
            let bookLoading = scheduler.record(bookPage.model!.loading.signal)
            let appLoading = scheduler.record(appPage.model!.isLoading)
            scheduler.schedule(at: 1) {
                bookPage.show()
                appPage.show()
            }
            if !failing {
                scheduler.schedule(at: 2) {
                    bookPage.hide()
                    appPage.hide()
                }
            }
            scheduler.run()
            // snippet.hide
            let run =
                failing
                ? page.text(en: "failing", zh: "请求失败") : page.text(en: "hidden at 2", zh: "第 2 刻隐藏")
            let (bookName, appName) = (
                page.text(en: "book", zh: "原书"), page.text(en: "app", zh: "应用")
            )
            let colon = page.text(en: ": ", zh: "：")
            lines.append(
                MarbleLine("\(run)\(colon)\(bookName) loading", bookLoading, symbol: letter))
            lines += book.log.map {
                MarbleLine("  \(bookName) \(shortName($0.name))", span: $0.span)
            }
            lines.append(MarbleLine("\(run)\(colon)\(appName) loading", appLoading, symbol: letter))
            lines += app.log.map {
                MarbleLine("  \(appName) \(shortName($0.name))", span: $0.span)
            }
            // snippet.show
        }
        // snippet.end
        page.marbles(lines, ticks: true)
        page.say(
            en: """
                Hidden at 2, the book's page went on: its details came at 3, and the \
                full-size download it started ran to 5 for a page nobody was looking at. \
                The app's page cancelled its request at 2 and lowered its flag. When the \
                details failed, the book's loading stayed true (t to the end of its \
                line): a spinner that never stops. The app's flag fell with the error.
                """,
            zh: """
                第 2 刻隐藏后，书中的页面照旧运行：它的详情在第 3 刻到达，由此开始的高清图下载\
                一直运行到第 5 刻，而这个页面已经没人在看了。应用的页面在第 2 刻就取消了请求，\
                并放下了标志。详情请求失败时，书中的 loading 一直是 true（t 一直延续到那一行的\
                末尾）：进度 HUD 永远不停。应用的标志则随着错误落下。
                """)
        page.say(
            en: """
                The app's page avoids both by building on forwardWhileActive and \
                throttleWhileInactive: ReactiveViewModel's forwardSignalWhileActive: and \
                throttleSignalWhileInactive:, which the library the book installs \
                offers and the book never calls.
                """,
            zh: """
                应用的页面建立在 forwardWhileActive 和 throttleWhileInactive 之上，从而避开了\
                这两个问题：它们对应 ReactiveViewModel 的 forwardSignalWhileActive: 和 throttleSignalWhileInactive:，\
                书中安装的库提供了它们，书中却从未调用。
                """)
        page.book(
            "FRPPhotoViewModel", "-[RVMViewModel didBecomeActiveSignal]",
            "-subscribeError:completed:")
    }

    /// The library's throttleWhileInactive does not send a value twice.
    static func throttleDifference(_ page: Narrator) {
        let print = page.printer
        page.differs(
            en: """
                `throttleWhileInactive` sends each value once. ReactiveViewModel's \
                throttleSignalWhileInactive: combines the value with the active flag, \
                so each change of the flag sends the latest value again, at once on \
                becoming active and after the interval on becoming inactive. Its \
                interval is fixed at one second; `throttleWhileInactive` takes the \
                interval as an argument (one second below, as in RAC2).
                """,
            zh: """
                `throttleWhileInactive` 对每个值只发送一次。ReactiveViewModel 的 throttleSignalWhileInactive: 把\
                值与 active 标志组合起来，所以标志每变化一次，都会把最新的值再发送一遍：变为激\
                活时立刻发送，变为未激活时在间隔之后发送。它的间隔固定为一秒；`throttleWhileInactive` \
                则把间隔作为参数（下面用的是一秒，与 RAC2 相同）。
                """)
        page.code(.throttleOnce)
        // snippet.throttleOnce
        let scheduler = TestScheduler()
        let model = ViewModel()
        let ratings = Subject<String>()
        let shown = model.throttleWhileInactive(
            ratings.signal, interval: .seconds(1), on: scheduler)
        shown.subscribeNext { print("tick \(scheduler.now): shown", $0) }
        model.isActive = true
        ratings.sendNext("4.5")
        model.isActive = false
        scheduler.advance(by: 2)
        model.isActive = true
        // snippet.end
    }
}
