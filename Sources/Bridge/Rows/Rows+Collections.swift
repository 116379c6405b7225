extension Bridge {
    /// Chapter 1: higher-order functions on collections. The book uses
    /// RXCollections; the Swift libraries leave collections to the language.
    static let collections = [
        BridgeRow(
            "Map a collection", chapter: 1, today: true,
            book: "`-rx_mapWithBlock:` (RXCollections)",
            workbook: ["Array.map(_:)"],
            reactiveObjC: "`rac_sequence`, then `-map:`",
            reactiveSwift: "none (Swift's `map(_:)`)", rxSwift: "none (Swift's `map(_:)`)",
            combine: "none (Swift's `map(_:)`)",
            swift: "`map(_:)`; `lazy.map(_:)` runs on demand",
            differs: """
                RXCollections and `Array.map` are eager: the whole new array at once. \
                `lazy.map` and every stream run the function per element, as it is \
                pulled or pushed.
                """),
        BridgeRow(
            "Filter a collection", chapter: 1, today: true,
            book: "`-rx_filterWithBlock:` (RXCollections)",
            workbook: ["Array.filter(_:)"],
            reactiveObjC: "`rac_sequence`, then `-filter:`",
            reactiveSwift: "none (Swift's `filter(_:)`)",
            rxSwift: "none (Swift's `filter(_:)`)", combine: "none (Swift's `filter(_:)`)",
            swift: "`filter(_:)`; `lazy.filter(_:)` runs on demand",
            differs: """
                Eager on an array, per element on `lazy`: a lazy filter asks its test \
                again on every walk, since nothing is kept.
                """),
        BridgeRow(
            "Fold a collection", chapter: 1, today: true,
            book: "`-rx_foldWithBlock:`, `-rx_foldInitialValue:block:` (RXCollections)",
            workbook: ["Array.reduce(_:_:)"],
            reactiveObjC: "`rac_sequence`, then `-foldLeftWithStart:reduce:`",
            reactiveSwift: "none (Swift's `reduce(_:_:)`)",
            rxSwift: "none (Swift's `reduce(_:_:)`)",
            combine: "none (Swift's `reduce(_:_:)`)",
            swift: "`reduce(_:_:)`, `reduce(into:_:)`",
            differs: """
                `-rx_foldWithBlock:` has no start value; Swift's `reduce` always asks \
                for one. A fold needs every element, so `lazy` does not make it lazy.
                """),
    ]
}
