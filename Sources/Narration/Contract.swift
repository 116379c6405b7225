import WorkbookKit

/// What a signal promises its subscribers, in six answers.
///
/// Every function in a chapter that returns a signal says, in its doc comment
/// and in the narration, whether the signal is hot or cold, what it sends,
/// when it ends and how, where its events arrive, and whether subscribers
/// share one run. `Narrator.contract(_:of:)` prints it in the same three lines
/// that the doc comment uses:
///
/// ```
/// Contract: cold · values: String · errors: none
///   completes: when the text field is released · fails: never
///   scheduler: the caller's (no hop) · multicast: no (each subscriber re-runs it)
/// ```
///
/// ```swift
/// let contract = Contract(
///     .cold, values: "Int", errors: "none", completes: "after the last element",
///     fails: "never", scheduler: "the one you pass", multicast: "no",
///     zh: .init(
///         errors: "无", completes: "最后一个元素之后", fails: "从不",
///         scheduler: "你传入的那个", multicast: "否"))
/// print(contract.lines[0])   // prints Contract: cold · values: Int · errors: none
/// ```
///
/// The fields are those of the third article's signal descriptions (基础格式).
/// The article also counts the nexts in its value type (`T` one, `T?` one or
/// nil, `[T]` any number, `None` none); here `values` names the Swift type
/// only, and `completes` says in words when the values stop.
///
/// Book: no equivalent; the book explains each signal's behaviour in prose.
public struct Contract: Sendable, Hashable, CustomStringConvertible {
    /// Whether subscribing starts the work (cold) or joins work already going on (hot).
    public enum Temperature: String, Sendable, Hashable {
        /// Events happen whether or not anyone subscribes; a subscriber joins in.
        case hot
        /// Each subscription starts the work afresh.
        case cold
    }

    /// Hot or cold.
    public let temperature: Temperature
    /// The type of the values it sends.
    public let values: String
    /// The type of the errors it may send, or "none".
    public let errors: String
    /// When it completes, or "never".
    public let completes: String
    /// When it fails, or "never".
    public let fails: String
    /// Which scheduler (or thread) its events arrive on.
    public let scheduler: String
    /// Whether subscribers share one run of the work.
    public let multicast: String
    /// The file the contract is written in, beside the function it describes.
    public let file: String
    /// The same answers in Chinese, for a reader who chose it.
    public let zh: Chinese

    /// The answers in words, in Chinese; the value type is code and is not repeated.
    public struct Chinese: Sendable, Hashable {
        /// The values it sends, where the English adds words to the type;
        /// nil shows the English `values`, a type alone.
        public let values: String?
        /// The errors it may send, or 无.
        public let errors: String
        /// When it completes, or 从不.
        public let completes: String
        /// When it fails, or 从不.
        public let fails: String
        /// Which scheduler its events arrive on.
        public let scheduler: String
        /// Whether subscribers share one run of the work.
        public let multicast: String

        /// The five answers in Chinese, and the values where they need words.
        public init(
            values: String? = nil, errors: String, completes: String, fails: String,
            scheduler: String, multicast: String
        ) {
            self.values = values
            self.errors = errors
            self.completes = completes
            self.fails = fails
            self.scheduler = scheduler
            self.multicast = multicast
        }
    }

    /// Creates a contract from its six answers; `file` is where it is written.
    public init(
        _ temperature: Temperature, values: String, errors: String, completes: String,
        fails: String, scheduler: String, multicast: String, zh: Chinese,
        file: String = #filePath
    ) {
        self.zh = zh
        self.temperature = temperature
        self.values = values
        self.errors = errors
        self.completes = completes
        self.fails = fails
        self.scheduler = scheduler
        self.multicast = multicast
        self.file = file
    }

    /// The contract's three lines, without indentation: the first names the
    /// temperature and types, the second the ends, the third delivery.
    public var lines: [String] {
        fieldLines.enumerated().map { index, fields in
            (index == 0 ? "" : "  ") + fields.joined(separator: " · ")
        }
    }

    /// The three lines joined by newlines, as a doc comment writes them.
    public var description: String {
        lines.joined(separator: "\n")
    }

    /// The fields of each line in `language`, before they are joined.
    func fieldLines(in language: Language) -> [[String]] {
        guard language == .chinese else { return fieldLines }
        let temperature = self.temperature == .hot ? "热信号" : "冷信号"
        return [
            ["契约：\(temperature)", "值：\(zh.values ?? values)", "错误：\(zh.errors)"],
            ["完成：\(zh.completes)", "失败：\(zh.fails)"],
            ["调度者：\(zh.scheduler)", "组播：\(zh.multicast)"],
        ]
    }

    /// The fields of each line, before they are joined.
    var fieldLines: [[String]] {
        [
            ["Contract: \(temperature.rawValue)", "values: \(values)", "errors: \(errors)"],
            ["completes: \(completes)", "fails: \(fails)"],
            ["scheduler: \(scheduler)", "multicast: \(multicast)"],
        ]
    }
}
