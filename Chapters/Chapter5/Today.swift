import Narration
import Pixels
import PixelsMVC
import Reactive
import ReactiveTesting

extension Section {
    /// `switchToLatest` against a task cancelled at each new value: in the
    /// instant search, then in the cell on the scroll of Cell bindings and
    /// reuse, and the cell's task without its guard.
    static let today = Section.today(
        "only the latest task", "只留最新的 Task", chapter: 5,
        book: [
            "RACObserve(self, photoModel.thumbnailData)", "-[RACSignal switchToLatest]",
            "-[RACDisposable dispose]",
        ]
    ) { page in
        guard let fixtures = ThumbnailFixtures(page) else { return }
        let photos = Array(fixtures.photos.prefix(2))
        let thumbnails = photos.compactMap(fixtures.thumbnail(of:))
        guard thumbnails.count == 2 else {
            return page.output(
                page.text(
                    en: "the fixtures hold no thumbnails for the first two photos",
                    zh: "测试数据里没有前两张照片的缩略图"))
        }
        let named: @Sendable (Image?) -> String = { image in
            image == thumbnails[0]
                ? "the first photo's thumbnail"
                : image == thumbnails[1] ? "the second photo's thumbnail" : "nothing"
        }
        page.say(
            en: """
                Twice the workbook keeps only the latest of several signals with \
                `switchToLatest`, where the book and the article do it their own way: Chapter 4's instant search lets go of the search before \
                when the user types again, and this chapter's cell lets go of the photo \
                before when it is reused. Swift concurrency has no switchToLatest. Its \
                way is to cancel the task that works for the old value, and start one \
                for the new. The instant search first.
                """,
            zh: """
                本练习册有两处用 `switchToLatest` 在几个信号里只留下最新的一个（书和文章各有各的写法）：\
                第 4 章的即时搜索在用户再次输入时放开前一次搜索，本章的单元格在被复用时放开前一张照\
                片。Swift 并发里没有 switchToLatest。它的做法是取消为旧值工作的 Task，\
                再为新值启动一个。先看即时搜索。
                """)
        instantSearch(page)
        page.say(
            en: """
                The cell keeps only the thumbnail of its latest photo. With a task, \
                handed a photo it cancels the task that waited for the photo before:
                """,
            zh: """
                单元格只保留它最新那张照片的缩略图。用 Task 来写：拿到一张照片时，\
                它取消那个还在等前一张照片的 Task：
                """)
        page.code(.taskCell)
        page.say(
            en: """
                The scroll of Cell bindings and reuse again: the importer begins both \
                downloads at the start, the first photo's taking 3 ticks and the second's \
                2, and the cell is given the first photo at tick 0 and the second at tick \
                1. First the chapter's Cell, on a TestScheduler:
                """,
            zh: """
                再来一次“和FunctionalReactivePixels一起实践：单元格的绑定与复用”一节里的滚动：导入器一开始就同时开始两个下载，\
                第一张照片的要 3 刻，第二张的要 2 刻；单元格在第 0 刻拿到第一张照片，\
                在第 1 刻拿到第二张。先看本章的 Cell，运行在 TestScheduler 上：
                """)
        bySignal(page, models: photos.map(PhotoModel.init), thumbnails: thumbnails, named: named)
        page.say(
            en: """
                Then the task cell, on a TestClock, a second for each tick. The run awaits \
                each task whose end it reports before it moves the clock on, so it prints \
                in the same order every time:
                """,
            zh: """
                然后是基于 Task 的单元格，运行在 TestClock 上，每刻一秒。凡是要报告结束的 Task，\
                这次运行都会先等它结束再拨动时钟，所以每次打印的顺序都一样：
                """)
        page.code(.taskScroll)
        page.code(.byTask)
        let print = page.printer
        page.runAsync { @MainActor in
            // snippet.byTask
            let clock = TestClock()
            let cell = TaskCell { image in
                let tick = clock.now.offset.components.seconds
                print("tick \(tick): the cell shows \(named(image))")
            }
            await scroll(thumbnails, on: clock, show: cell.show)
            print("tick 3: the first photo's task ended")
            // snippet.end
        }
        differences(page, thumbnails: thumbnails, named: named)
    }

    /// The chapter's cell, given the two photos on a test scheduler.
    private static func bySignal(
        _ page: Narrator, models: [PhotoModel], thumbnails: [Image],
        named: @escaping @Sendable (Image?) -> String
    ) {
        let print = page.printer
        page.code(.bySignal)
        // snippet.bySignal
        let scheduler = TestScheduler()
        let cell = Cell()
        cell.imageView.images.subscribeNext { image in
            print("tick \(scheduler.now): the cell shows \(named(image))")
        }
        scheduler.schedule(at: 0) { cell.photoModel.value = models[0] }
        scheduler.schedule(at: 1) { cell.photoModel.value = models[1] }
        scheduler.schedule(at: 2) { models[1].thumbnailData.value = thumbnails[1] }
        scheduler.schedule(at: 3) { models[0].thumbnailData.value = thumbnails[0] }
        scheduler.run()
        // snippet.end
    }

    /// Where the two part: the wait that outlives its cancellation, and the
    /// cell that trusts `cancel()`.
    private static func differences(
        _ page: Narrator, thumbnails: [Image],
        named: @escaping @Sendable (Image?) -> String
    ) {
        page.say(
            en: """
                The same thumbnail, at the same tick. The signal also told of the empty \
                cell at tick 0, since a property sends its value to a new subscriber; the \
                task cell calls only when it has a thumbnail. `switchToLatest` disposed \
                of the first photo's subscription at tick 1, and nothing of it ran again. The first \
                photo's task was cancelled at tick 1 too, but it went on waiting: awaiting \
                another task's value does not end when the waiter is cancelled. It woke at \
                tick 3, when the thumbnail came, and only its guard kept the thumbnail out. \
                The cell without the guard, on the same scroll:
                """,
            zh: """
                同一张缩略图，在同一刻出现。信号还报告了第 0 刻的空单元格，\
                因为属性会把当前值发给新的订阅者；而基于 Task 的单元格只在拿到缩略图时才调\
                用。`switchToLatest` 在第 1 刻释放了第一张照片的订阅，之后它再没有运行过。\
                第一张照片的 Task 也在第 1 刻被取消了，可它还在继续等：等待另一个 Task 的值，\
                并不会因为等待者被取消而结束。它在第 3 刻缩略图到达时醒来，全靠 guard 才没让缩略图显\
                示出来。去掉 guard 的单元格，经历同样的滚动：
                """)
        page.code(.trustingCell)
        page.code(.trusting)
        let print = page.printer
        page.runAsync { @MainActor in
            // snippet.trusting
            let clock = TestClock()
            let cell = TrustingTaskCell { image in
                let tick = clock.now.offset.components.seconds
                print("tick \(tick): the cell shows \(named(image))")
            }
            await scroll(thumbnails, on: clock, show: cell.show)
            // snippet.end
        }
        page.say(
            en: """
                The old thumbnail came last and took the new one's place: the cell with \
                no ending of Cell bindings and reuse, over again. A wait that does listen \
                to cancellation, such as `Task.sleep`, a URLSession download or a \
                TestClock, throws CancellationError at once; a cell whose task downloaded \
                the thumbnail itself would so cancel the download, where the signal cell \
                only stops looking. Errors part ways too: an inner signal's error ends \
                the whole chain, since `switchToLatest` passes it on; a download that \
                throws ends only its own task, which catches it with `do` and `catch`.
                """,
            zh: """
                旧缩略图最后到达，顶替了新的那张：这正是“和FunctionalReactivePixels一起实践：单元格的绑定与复用”一节里那个不结束的\
                单元格，又重演了一遍。真正响应取消的等待，比如 `Task.sleep`、URLSession 的下载\
                或 TestClock，会立即抛出 CancellationError；如果单元格的 Task 自己去下载缩略图，\
                取消它就会取消下载，而基于信号的单元格只是不再看了。错误的处理也不同：\
                内层信号的错误会结束整条链，因为 `switchToLatest` 会把它传下去；\
                而抛出错误的下载只结束它自己的 Task，Task 用 `do` 和 `catch` 捕获它。
                """)
        page.say(
            en: """
                Exercise 5.7 builds a search box on tasks, for searches of both kinds: \
                those that end when cancelled, as the search above did, and those that \
                answer all the same, as the thumbnail did.
                """,
            zh: """
                练习 5.7 用 Task 做一个搜索框，应对两种搜索：一种像上面的搜索那样，被取消时就结束；\
                另一种像缩略图那样，照样给出答案。
                """)
    }
}
