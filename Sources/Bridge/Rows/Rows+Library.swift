extension Bridge {
    /// The library's other operators: taught by their doc comments and tests,
    /// not by a chapter.
    static let library = [
        BridgeRow(
            "Running total", "累计值", chapter: nil,
            book: "`-scanWithStart:reduce:`", workbook: ["scan(_:_:)"],
            reactiveSwift: "`scan(_:_:)`", rxSwift: "`scan(_:accumulator:)`",
            combine: "`scan(_:_:)`", swift: "none; swift-async-algorithms: `reductions(_:_:)`"),
        BridgeRow(
            "Final total", "最终总和", chapter: nil,
            book: "`-aggregateWithStart:reduce:`", workbook: ["aggregate(_:_:)"],
            reactiveSwift: "`reduce(_:_:)`", rxSwift: "`reduce(_:accumulator:)`",
            combine: "`reduce(_:_:)`", swift: "`reduce(_:_:)` on `AsyncSequence`"),
        BridgeRow(
            "All values at the end", "结束时交出所有值", chapter: nil,
            book: "`-collect`", workbook: ["collect()"],
            reactiveSwift: "`collect()`", rxSwift: "`toArray()`", combine: "`collect()`",
            swift: "none (append in a `for await` loop)"),
        BridgeRow(
            "Last few", "只取最后几个", chapter: nil,
            book: "`-takeLast:`", workbook: ["takeLast(_:)"],
            reactiveSwift: "`take(last:)`", rxSwift: "`takeLast(_:)`",
            combine: "none (`last()` for one)", swift: "none"),
        BridgeRow(
            "While a test holds", "条件成立时一直取", chapter: nil,
            book: "`-takeWhileBlock:`", workbook: ["takeWhile(_:)"],
            reactiveSwift: "`take(while:)`", rxSwift: "`take(while:)`",
            combine: "`prefix(while:)`", swift: "`prefix(while:)` on `AsyncSequence`"),
        BridgeRow(
            "Until a replacement", "直到被替换", chapter: nil,
            book: "`-takeUntilReplacement:`", workbook: ["takeUntilReplacement(_:)"],
            reactiveSwift: "`take(untilReplacement:)`", rxSwift: "none", combine: "none",
            swift: "none"),
        BridgeRow(
            "Skip while a test holds", "条件成立时一直跳过", chapter: nil,
            book: "`-skipWhileBlock:`", workbook: ["skipWhile(_:)"],
            reactiveSwift: "`skip(while:)`", rxSwift: "`skip(while:)`",
            combine: "`drop(while:)`", swift: "`drop(while:)` on `AsyncSequence`"),
        BridgeRow(
            "Merge inner signals", "合并内层信号", chapter: nil,
            book: "`-flatten`, `-flatten:`",
            workbook: ["flatten()", "flatten(maxConcurrent:)"],
            reactiveSwift: "`flatten(.merge)`, `flatten(.concurrent(limit:))`",
            rxSwift: "`merge()`, `merge(maxConcurrent:)`",
            combine: "`flatMap(maxPublishers:_:)`", swift: "none (a task group)"),
        BridgeRow(
            "Latest value at each trigger", "每次触发时取最新值", chapter: nil,
            book: "`-sample:`", workbook: ["sample(_:)"],
            reactiveSwift: "`sample(on:)`", rxSwift: "`sample(_:)`", combine: "none",
            swift: "none"),
        BridgeRow(
            "Boolean logic", "布尔逻辑", chapter: nil,
            book: "`-not`, `-and`, `-or`", workbook: ["not()", "and()", "or()"],
            reactiveSwift: "`negate()`, `and(_:)`, `or(_:)`", rxSwift: "none", combine: "none",
            swift: "none",
            differs: """
                RAC2's `-and` and `-or` read a tuple of Booleans, this library's an \
                array; ReactiveSwift's combine two signals.
                """),
        BridgeRow(
            "With the previous value", "与上一个值成对", chapter: nil,
            book: "`-combinePreviousWithStart:reduce:`", workbook: ["combinePrevious(_:_:)"],
            reactiveSwift: "`combinePrevious(_:)`", rxSwift: "none", combine: "none",
            swift: "none; swift-async-algorithms: `adjacentPairs()`"),
        BridgeRow(
            "Events as values", "把事件当作值", chapter: nil,
            book: "`-materialize`, `-dematerialize`",
            workbook: ["materialize()", "dematerialize()"],
            reactiveSwift: "`materialize()`, `dematerialize()`",
            rxSwift: "`materialize()`, `dematerialize()`", combine: "none", swift: "none"),
        BridgeRow(
            "Try again", "重试", chapter: nil,
            book: "`-retry`, `-retry:`", workbook: ["retry()", "retry(_:)"],
            reactiveSwift: "`retry(upTo:)`", rxSwift: "`retry()`, `retry(_:)`",
            combine: "`retry(_:)`", swift: "none (a loop around the `await`)",
            differs: "Each retry subscribes again, so a cold source runs its work again."),
        BridgeRow(
            "Again after completing", "完成后再来一遍", chapter: nil,
            book: "`-repeat`", workbook: ["repeat()"],
            reactiveSwift: "`repeat(_:)`", rxSwift: "none", combine: "none", swift: "none"),
    ]
}
