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
            """
            The book's photo view model, the one of "The photo view model", does \
            without those helpers. On each activation it sets loading, subscribes \
            to the details request, and clears loading when that request \
            completes. Two things go wrong. Hiding the page cancels nothing, so a \
            page the user has left goes on downloading. And only completion clears \
            the flag, so after an error the spinner turns for ever. The book's view \
            model beside the finished app's, both on the fake photo API: first the \
            page shows at 1 and hides at 2, then it shows at 1 and the details \
            request fails:
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
            let run = failing ? "failing" : "hidden at 2"
            lines.append(MarbleLine("\(run): book loading", bookLoading, symbol: letter))
            lines += book.log.map { MarbleLine("  book \(shortName($0.name))", span: $0.span) }
            lines.append(MarbleLine("\(run): app loading", appLoading, symbol: letter))
            lines += app.log.map { MarbleLine("  app \(shortName($0.name))", span: $0.span) }
            // snippet.show
        }
        // snippet.end
        page.marbles(lines, ticks: true)
        page.say(
            """
            Hidden at 2, the book's page went on: its details came at 3, and the \
            full-size download it started ran to 5 for a page nobody was looking at. \
            The app's page cancelled its request at 2 and lowered its flag. When the \
            details failed, the book's loading stayed true (t to the end of its \
            line): a spinner that never stops. The app's flag fell with the error.
            """)
        page.say(
            """
            The app's page avoids both by building on forwardWhileActive and \
            throttleWhileInactive: ReactiveViewModel's forwardSignalWhileActive: and \
            throttleSignalWhileInactive:, which the library the book installs \
            offers and the book never calls.
            """)
        page.book(
            "FRPPhotoViewModel", "-[RVMViewModel didBecomeActiveSignal]",
            "-subscribeError:completed:")
    }

    /// The library's throttleWhileInactive does not send a value twice.
    static func throttleDifference(_ page: Narrator) {
        let print = page.printer
        page.differs(
            """
            `throttleWhileInactive` sends each value once. ReactiveViewModel's \
            throttleSignalWhileInactive: combines the value with the active flag, \
            so each change of the flag sends the latest value again, at once on \
            becoming active and after the interval on becoming inactive.
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
