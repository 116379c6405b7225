import Narration
import Reactive

extension Section {
    /// The book's summary of the chapter, point by point, and where each ran.
    static let summary = Section("Summary", "总结") { page in
        let print = page.printer
        page.say(
            """
            The book sums the chapter up in four points. Functional programming helps \
            anywhere: the importer's JSON code has nothing reactive in it, and map, \
            filter and first still made it shorter. Side effects belong in \
            subscribeNext: and its kin, which return a disposable that lives until \
            the signal is done. Explicit disposal is best avoided. And the memory \
            takes care of itself, as long as no block captures self strongly.
            """)
        page.table(
            ["the book's point", "where this chapter ran it"],
            [
                ["functional code anywhere", "Reading the listing: filter, map, first"],
                ["side effects in subscribeNext", "The gallery: reload on each photosArray"],
                ["no explicit disposal", "Cell bindings and reuse: the cell's key path"],
                ["never capture self strongly", "The gallery: [weak self] (Chapter 4)"],
            ])
        page.say(
            """
            The subscription's disposable is the handle on that side effect: it runs \
            until the signal ends or the disposable is disposed of, whichever comes \
            first:
            """)
        page.code(.sideEffect)
        // snippet.sideEffect
        let photoNames = MutableProperty<[String]>([])
        let reloading = photoNames.signal.subscribeNext { names in
            print("reload the grid:", names)
        }
        photoNames.value = ["Astronaut Eileen Collins"]
        reloading.dispose()
        photoNames.value = ["Chelsea the Cat"]  // nobody reloads now
        // snippet.end
        page.say(
            """
            The third point, in the book's words, is that takeUntil: ended the \
            cell's subscriptions by itself; as "Cell bindings and reuse" showed, the \
            code it gives ends them with a key path instead, and takeUntil: is the \
            articles' way. The translator adds a note: the functions of this kind of \
            functional reactive programming are not pure, since they have side \
            effects, and the book's point is where to put them.
            """)
        page.book("-subscribeNext:", "RACDisposable", "-takeUntil:", "@weakify, @strongify")
    }
}
