import Narration
import Reactive

extension Section {
    /// The chapter's pipeline three times: on an array, on its lazy view, and
    /// as a signal, each step printing as it runs.
    static let today = Section.today(
        "collections and lazy", "集合与 lazy", chapter: 1,
        book: [
            "-[NSArray rx_filterWithBlock:]", "-rx_mapWithBlock:", "-rx_foldInitialValue:block:",
            "-[RACSignal aggregateWithStart:reduce:]",
        ]
    ) { page in
        let print = page.printer
        page.say(
            """
            Swift ships what the book installs RXCollections for: map, filter and \
            reduce on every collection, with no package to add. It also ships `lazy`, \
            which this chapter has not used yet. The Performance section's pipeline, \
            the squares of the even numbers summed, runs three times below on the same \
            four numbers, each step printing as it runs: on an array, on the array's \
            `lazy` view, and as a signal.
            """)
        page.code(.onArray)
        // snippet.onArray
        let numbers = [1, 2, 3, 4]
        let evens = numbers.filter { n in
            print("filter \(n)")
            return n % 2 == 0
        }
        let squares = evens.map { n in
            print("map \(n)")
            return n * n
        }
        print("array: sum \(squares.reduce(0, +))")
        // snippet.end
        page.code(.onLazy)
        // snippet.onLazy
        let lazyEvens = numbers.lazy.filter { n in
            print("filter \(n)")
            return n % 2 == 0
        }
        let lazySquares = lazyEvens.map { n in
            print("map \(n)")
            return n * n
        }
        print("lazy: built")
        print("lazy: sum \(lazySquares.reduce(0, +))")
        // snippet.end
        page.code(.onSignal)
        // snippet.onSignal
        let signalEvens = Signal.from(numbers).filter { n in
            print("filter \(n)")
            return n % 2 == 0
        }
        let signalSquares = signalEvens.map { n in
            print("map \(n)")
            return n * n
        }
        print("signal: built")
        signalSquares.aggregate(0, +).subscribeNext { print("signal: sum \($0)") }
        // snippet.end
        page.say(
            """
            The three sums agree; the order of the work does not. The array ran each \
            step over every element before the next step began, and kept the evens in \
            an array of their own in between. `lazy` and the signal took one element \
            at a time through both steps and kept nothing. They differ in who starts \
            the work: building either ran nothing; `reduce` pulled each element through \
            the lazy view, while the signal pushed each one through once it was \
            subscribed. Chapter 2 takes up pull and push.
            """)
        page.say(
            """
            A lazy view keeps nothing, so each use runs the closures again, and only as \
            far as it must. Asking for the first square runs the steps until one even \
            number has been squared, and stops:
            """)
        page.code(.lazyFirst)
        // snippet.lazyFirst
        print("lazy: first \(lazySquares.first ?? 0)")
        // snippet.end
        page.say(
            """
            Swift's `reduce` always takes a start value, where RXCollections' \
            rx_foldWithBlock: did not, and a fold is never lazy: it needs every \
            element, so `lazy.reduce` runs at once. The errors, completion and threads \
            that distinguish a signal play no part here: the array and the lazy view \
            cannot fail, and the signal sent everything on this thread before \
            `subscribeNext` returned.
            """)
    }
}
