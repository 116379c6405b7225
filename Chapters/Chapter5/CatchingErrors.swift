import Narration
import Pixels
import Reactive
import ReactiveTesting

extension Section {
    /// The book's load without subscribeError: catch, catchTo, doCompleted,
    /// logError, logAll and a signal's name.
    static let catchingErrors = Section(
        "Catching errors", "和FunctionalReactivePixels一起实践"
    ) { page in
        let print = page.printer
        page.say(
            """
            The book's gallery first loads its photos by subscribing with a next \
            block and an error block. Then it removes the state from that method. \
            `catch` takes over when the import fails: its closure gets the error, \
            logs it, and returns the signal to go on with, here one that sends an \
            empty list. Values and completion pass straight through:
            """)
        page.code(.catchHandler)
        // snippet.catchHandler
        let scheduler = TestScheduler()
        let url = "http://fake/v1/photos"
        let failing: TestableSignal<[String]> = scheduler.coldSignal(
            [.error(2, PixelsError.httpStatus(500, url: url))])
        failing.signal
            .catch { error in
                print("could not fetch the photos: \(error)")
                return Signal.just([])
            }
            .subscribeNext { print("photos:", $0) }
        scheduler.run()
        // snippet.end
        page.say(
            """
            Then the book shortens it to one chain bound straight to the photos \
            property: `doCompleted` reloads the grid as the import completes, \
            `logError` prints the error as it passes, and `catchTo` replaces it with \
            a signal that just completes, so the binding ends quietly. `named` gives \
            the signal the name the logs print, as setNameWithFormat: does. The same \
            chain, once for an import that succeeds and once for one that fails:
            """)
        page.code(.loadChain)
        // snippet.loadChain
        let scripts: [[Recorded<[String]>]] = [
            [.next(2, ["Astronaut", "Cat"]), .completed(2)],
            [.error(2, PixelsError.httpStatus(500, url: url))],
        ]
        for script in scripts {
            let scheduler = TestScheduler()
            let photos = MutableProperty<[String]>([])
            let importPhotos = scheduler.coldSignal(script).signal
            photos
                <~ importPhotos
                .doCompleted { print("reload the grid") }
                .named("importPhotos").logError { print($0) }
                .catchTo(Signal.empty)
            scheduler.run()
            print("photos:", photos.value)
        }
        // snippet.end
        page.say(
            """
            The grid reloaded only for the import that completed; the failed one \
            left the list empty and said why, and nothing crashed or hung. For \
            debugging, `logAll` prints every event under the signal's name, as the \
            countdown article's logCompleted does for one kind:
            """)
        page.code(.logAll)
        // snippet.logAll
        Signal.from(["Astronaut"]).named("listing").logAll { print($0) }
            .subscribeNext { _ in }
        // snippet.end
        page.book(
            "-[RACSignal catch:]", "-[RACSignal catchTo:]", "-[RACSignal doCompleted:]",
            "-[RACSignal logError]", "-[RACSignal logAll] (RAC2; the book uses logError only)",
            "-[RACSignal setNameWithFormat:] (the countdown article's)")
    }
}
