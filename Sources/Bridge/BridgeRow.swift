/// One concept the workbook teaches, as the book, this library, the other
/// reactive libraries and the Swift toolchain name it, and where they behave
/// differently.
///
/// Each cell holds names in backticks and, where a name needs it, a few words
/// around them. A name is written as it is called with the arguments the
/// workbook's operator takes (parameters with defaults left out); "none" means
/// the library has no equivalent.
///
/// ```swift
/// let row = Bridge.rows.first { $0.workbook.contains("throttle(_:on:)") }!
/// print(row.rxSwift)   // prints `debounce(_:scheduler:)`
/// ```
///
/// Book: no equivalent; the book teaches ReactiveCocoa 2 alone.
public struct BridgeRow: Sendable, Hashable {
    /// The ReactiveObjC 3 cell of a row whose names are the book's own.
    public static let sameAsBook = "same as RAC2"

    /// What the row is about, in a few words: "Quiet period".
    public let concept: String
    /// The concept in Chinese, for a chapter's Today section in Chinese: "安静期".
    public let chineseConcept: String
    /// The chapter that teaches the concept, or nil for an operator that only
    /// the library's documentation teaches.
    public let chapter: Int?
    /// Whether that chapter's Today section shows the row in full.
    public let today: Bool
    /// ReactiveCocoa 2, as the book uses it (RXCollections for Chapter 1).
    public let book: String
    /// This library's names, unquoted: a Signal operator by its name alone,
    /// anything else with its type (`PullSequence.head`, `Signal.merge(_:)`).
    public let workbook: [String]
    /// ReactiveObjC 3.1, or `sameAsBook`.
    public let reactiveObjC: String
    /// ReactiveSwift 7.2.
    public let reactiveSwift: String
    /// RxSwift 6.10 (with RxCocoa, RxRelay and RxTest where a cell says so).
    public let rxSwift: String
    /// Apple's Combine.
    public let combine: String
    /// What the Swift 6 toolchain ships: the standard library, Swift
    /// concurrency and Observation; a cell may add the package
    /// swift-async-algorithms (1.1) after a semicolon.
    public let swift: String
    /// Where the libraries' behaviour differs: timing, sharing, errors,
    /// completion or threads; empty where they agree.
    public let differs: String
    /// `differs` in Chinese, for a row a Today section shows in full; empty
    /// where `differs` is, or where the row is only in the English article.
    public let chineseDiffers: String

    /// Creates a row; `today` puts it in its chapter's Today section.
    /// `chinese` is the concept in Chinese, `chineseDiffers` the `differs` cell.
    public init(
        _ concept: String, _ chinese: String, chapter: Int?, today: Bool = false, book: String,
        workbook: [String], reactiveObjC: String = sameAsBook, reactiveSwift: String,
        rxSwift: String, combine: String, swift: String, differs: String = "",
        chineseDiffers: String = ""
    ) {
        self.concept = concept
        self.chineseConcept = chinese
        self.chapter = chapter
        self.today = today
        self.book = book
        self.workbook = workbook
        self.reactiveObjC = reactiveObjC
        self.reactiveSwift = reactiveSwift
        self.rxSwift = rxSwift
        self.combine = combine
        self.swift = swift
        self.differs = differs
        self.chineseDiffers = chineseDiffers
    }
}
