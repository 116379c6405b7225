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
            return page.output("the fixtures hold no thumbnails for the first two photos")
        }
        let named: @Sendable (Image?) -> String = { image in
            image == thumbnails[0]
                ? "the first photo's thumbnail"
                : image == thumbnails[1] ? "the second photo's thumbnail" : "nothing"
        }
        page.say(
            """
            Twice the book keeps only the latest of several signals with \
            `switchToLatest`: Chapter 4's instant search lets go of the search before \
            when the user types again, and this chapter's cell lets go of the photo \
            before when it is reused. Swift concurrency has no switchToLatest. Its \
            way is to cancel the task that works for the old value, and start one \
            for the new. The instant search first.
            """)
        instantSearch(page)
        page.say(
            """
            The cell keeps only the thumbnail of its latest photo. With a task, \
            handed a photo it cancels the task that waited for the photo before:
            """)
        page.code(.taskCell)
        page.say(
            """
            The scroll of Cell bindings and reuse again: the importer begins both \
            downloads at the start, the first photo's taking 3 ticks and the second's \
            2, and the cell is given the first photo at tick 0 and the second at tick \
            1. First the chapter's Cell, on a TestScheduler:
            """)
        bySignal(page, models: photos.map(PhotoModel.init), thumbnails: thumbnails, named: named)
        page.say(
            """
            Then the task cell, on a TestClock, a second for each tick. The run awaits \
            each task whose end it reports before it moves the clock on, so it prints \
            in the same order every time:
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
            """
            The same thumbnail, at the same tick. The signal also told of the empty \
            cell at tick 0, since a property sends its value to a new subscriber; the \
            task cell calls only when it has a thumbnail. `switchToLatest` disposed \
            of the first photo's subscription at tick 1, and nothing of it ran again. The first \
            photo's task was cancelled at tick 1 too, but it went on waiting: awaiting \
            another task's value does not end when the waiter is cancelled. It woke at \
            tick 3, when the thumbnail came, and only its guard kept the thumbnail out. \
            The cell without the guard, on the same scroll:
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
            """
            The old thumbnail came last and took the new one's place: the cell with \
            no ending of Cell bindings and reuse, over again. A wait that does listen \
            to cancellation, such as `Task.sleep`, a URLSession download or a \
            TestClock, throws CancellationError at once; a cell whose task downloaded \
            the thumbnail itself would so cancel the download, where the signal cell \
            only stops looking. Errors part ways too: an inner signal's error ends \
            the whole chain, since `switchToLatest` passes it on; a download that \
            throws ends only its own task, which catches it with `do` and `catch`.
            """)
        page.say(
            """
            Exercise 5.7 builds a search box on tasks, for searches of both kinds: \
            those that end when cancelled, as the search above did, and those that \
            answer all the same, as the thumbnail did.
            """)
    }
}
