extension Bridge {
    /// Chapter 1: higher-order functions on collections. The book uses
    /// RXCollections; the Swift libraries leave collections to the language.
    static let collections = [
        BridgeRow(
            "Map a collection", "映射一个集合", chapter: 1, today: true,
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
                """,
            chineseDiffers:
                "RXCollections 和 `Array.map` 都立即求值，一次得到整个新数组；`lazy.map` 和所有的流则逐个元素调用函数，元素被拉取或被推送时才调用。"
        ),
        BridgeRow(
            "Filter a collection", "过滤一个集合", chapter: 1, today: true,
            book: "`-rx_filterWithBlock:` (RXCollections)",
            workbook: ["Array.filter(_:)"],
            reactiveObjC: "`rac_sequence`, then `-filter:`",
            reactiveSwift: "none (Swift's `filter(_:)`)",
            rxSwift: "none (Swift's `filter(_:)`)", combine: "none (Swift's `filter(_:)`)",
            swift: "`filter(_:)`; `lazy.filter(_:)` runs on demand",
            differs: """
                Eager on an array, per element on `lazy`: a lazy filter asks its test \
                again on every walk, since nothing is kept.
                """,
            chineseDiffers: "在数组上立即求值，在 `lazy` 上逐个元素求值：惰性的过滤不保存结果，每遍历一次，就把条件重新判断一遍。"),
        BridgeRow(
            "Fold a collection", "折叠一个集合", chapter: 1, today: true,
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
                """,
            chineseDiffers:
                "`-rx_foldWithBlock:` 不要初始值，Swift 的 `reduce` 总要一个。折叠要用到每一个元素，所以 `lazy` 也没法让它变成惰性的。"),
    ]
}
