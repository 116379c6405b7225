import Narration

extension Section {
    /// The same work written functionally and imperatively, both timed in this run.
    static let performance = Section("Performance", "性能") { page in
        page.say(
            """
            Is the declarative style slower? Let us measure instead of guessing. Both \
            versions below sum the squares of the even numbers in an array of \
            \(count / 1_000) thousand numbers. The functional one builds two intermediate arrays; the \
            loop builds none.
            """)
        let numbers = Array(1...count)
        page.code(.functional)
        page.code(.imperative)
        var functional = 0
        let functionalTime = Stopwatch.best(of: runs) {
            // snippet.functional
            functional = numbers.filter { $0 % 2 == 0 }.map { $0 * $0 }.reduce(0, +)
            // snippet.end
        }
        var imperative = 0
        let imperativeTime = Stopwatch.best(of: runs) {
            // snippet.imperative
            imperative = 0
            for number in numbers where number % 2 == 0 {
                imperative += number * number
            }
            // snippet.end
        }
        page.table(
            ["version", "result", "fastest of \(runs) runs"],
            [
                ["functional", "\(functional)", Stopwatch.milliseconds(functionalTime)],
                ["imperative", "\(imperative)", Stopwatch.milliseconds(imperativeTime)],
            ])
        page.output(
            "functional ÷ imperative = \(Stopwatch.ratio(functionalTime, to: imperativeTime))")
        page.say(
            """
            These figures were measured just now, on this machine; a ratio above 1 means \
            the loop was faster. `swift run` makes a debug build, which leaves closures \
            and intermediate arrays as written. Run `swift run -c release Chapter1 \
            --section 8` to let the optimizer at both versions and compare. Either way, \
            write the clear version first and measure before trading clarity for speed.
            """)
        page.book("-[NSArray rx_filterWithBlock:]", "-rx_mapWithBlock:", "a for loop over NSArray")
    }

    /// How many numbers each version works through.
    private static let count = 100_000
    /// How many times each version runs; the fastest run is reported.
    private static let runs = 5
}
