/// The bridge table: every concept the workbook teaches, as the book, this
/// library, ReactiveObjC, ReactiveSwift, RxSwift, Combine and the Swift
/// toolchain name it.
///
/// The rows are data, so that each chapter's Today section and the DocC
/// article `Bridge.md` print the same words: the article is made by
/// `markdown()`, and a test fails when the file no longer matches it.
///
/// ```swift
/// for row in Bridge.rows(forChapter: 4, today: true) { print(row.concept) }
/// // prints Hot or cold, Share one run, …
/// ```
///
/// Book: no equivalent; the book teaches ReactiveCocoa 2 alone.
public enum Bridge {
    /// Every row, by chapter: Chapters 1 to 6, then the library's other operators.
    public static let rows: [BridgeRow] =
        collections + sequences + signals + operators + sharing + time + viewModels + library

    /// The rows that chapter `chapter` teaches, in order; only those its Today
    /// section shows, if `today`.
    public static func rows(forChapter chapter: Int, today: Bool = false) -> [BridgeRow] {
        rows.filter { $0.chapter == chapter && (!today || $0.today) }
    }

    /// The versions each column was checked against, for the article's overview.
    public static let versions = [
        ("RAC2 (the book)", "ReactiveCocoa 2.5; RXCollections for Chapter 1"),
        ("ReactiveObjC 3", "ReactiveObjC 3.1.1"),
        ("ReactiveSwift", "ReactiveSwift 7.2.1"),
        ("RxSwift", "RxSwift 6.10.2, with RxCocoa, RxRelay, RxTest and RxBlocking"),
        ("Combine", "Apple's Combine (the interface OpenCombine 0.14 follows)"),
        ("Swift", "the Swift 6.3 toolchain; swift-async-algorithms 1.1.5 where named"),
    ]
}
