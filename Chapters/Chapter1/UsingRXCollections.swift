import Narration

extension Section {
    /// The book's RXCollections, and its remark that rx_mapWithBlock: is not a true map.
    static let usingRXCollections = Section("Using RXCollections", "使用RXCollections") {
        page in
        let print = page.printer
        page.say(
            """
            Foundation's higher-order methods were few, so the book installs \
            RXCollections, Rob Rix's small library of them for NSArray: \
            rx_mapWithBlock:, rx_filterWithBlock:, rx_foldWithBlock: and \
            rx_foldInitialValue:block:. Swift's standard library has map, filter and \
            reduce built in, so this workbook needs no such library; the next three \
            sections use them where the book uses RXCollections.
            """)
        page.say(
            """
            The book adds a caveat: rx_mapWithBlock: is not a true map, because it \
            returns an array, not a function. Swift's map is the same kind. A true \
            higher-order map takes a function on elements and returns a function on \
            whole lists:
            """)
        page.code(.trueMap)
        // snippet.trueMap
        func map<A, B>(_ transform: @escaping (A) -> B) -> ([A]) -> [B] {
            { list in list.map(transform) }
        }
        let squareAll = map { (n: Int) in n * n }
        print([1, 2, 3].map { $0 * $0 })
        print(type(of: squareAll))
        print(squareAll([1, 2, 3]), squareAll([4, 5]))
        // snippet.end
        page.say(
            """
            `[1, 2, 3].map` answered at once with an array; `map { … }` answered with \
            a function, ready for any list. The next chapter's sequences sit between \
            the two: their map returns a new sequence whose work has not run yet.
            """)
        page.book(
            "RXCollections", "-[NSArray rx_mapWithBlock:]", "-rx_filterWithBlock:",
            "-rx_foldWithBlock:")
    }
}
