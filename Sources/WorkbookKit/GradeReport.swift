/// What grading one exercise found, as the judge reports it to `workbook`
/// and to `swift test`.
///
/// The judge never knows the reader's language, so the message travels in
/// both, English and Chinese; whoever prints it picks one with
/// `message(in:)`.
///
/// ```swift
/// let report = GradeReport(
///     id: "1.1", status: .wrong, text: Bilingual(en: "not right yet", zh: "还不对"))
/// print(report.message(in: .chinese))   // prints 还不对
/// print(report.status.isDone)           // prints false
/// ```
public struct GradeReport: Sendable, Hashable, Codable {
    /// How an exercise stands.
    public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
        /// The grader accepted the answer.
        case passed
        /// The stub is still as shipped: it calls `notAttempted`.
        case notAttempted = "not attempted"
        /// The answer came back wrong.
        case wrong
        /// The answer crashed, or ended the process before the grader had finished.
        case crashed
        /// The answer ran past the time limit and was stopped: an endless loop, most often.
        case timedOut = "timed out"
        /// The exercise's own file (or its grader) does not compile.
        case compileError = "compile error"
        /// Another file of the chapter does not compile, so this exercise
        /// cannot be graded until it does. Neither done nor failing.
        case waiting
        /// The stub does something the grader does not run, such as importing
        /// the reference solution or ending the process itself.
        case refused
        /// The exercise's file is not there: `workbook reset` brings it back.
        case missing
        /// The grader itself failed, not the answer: a fault of the workbook.
        case graderFault = "grader fault"

        /// The status in words, in both languages, as a summary line shows it.
        public var words: Bilingual {
            switch self {
            case .passed: Bilingual(en: "passed", zh: "通过")
            case .notAttempted: Bilingual(en: "not attempted", zh: "未开始")
            case .wrong: Bilingual(en: "wrong", zh: "答案不对")
            case .crashed: Bilingual(en: "crashed", zh: "崩溃")
            case .timedOut: Bilingual(en: "timed out", zh: "超时")
            case .compileError: Bilingual(en: "compile error", zh: "编译错误")
            case .waiting: Bilingual(en: "waiting", zh: "等待中")
            case .refused: Bilingual(en: "refused", zh: "不予评分")
            case .missing: Bilingual(en: "missing", zh: "文件缺失")
            case .graderFault: Bilingual(en: "grader fault", zh: "评分器出错")
            }
        }

        /// Whether the exercise is done.
        public var isDone: Bool { self == .passed }

        /// Whether the learner has something to fix here: wrong, crashed,
        /// timed out, not compiling or refused. (Waiting is not failing: the
        /// fix is in another exercise's file.)
        public var isFailing: Bool {
            switch self {
            case .wrong, .crashed, .timedOut, .compileError, .refused, .missing, .graderFault:
                true
            case .passed, .notAttempted, .waiting: false
            }
        }
    }

    /// The exercise, such as "1.1".
    public let id: String
    /// How it stands.
    public let status: Status
    /// What the learner should read, in both languages: the grader's
    /// message, or empty when passed.
    public let text: Bilingual

    /// The message in English.
    public var message: String { text.en }

    /// The message in `language`.
    public func message(in language: Language) -> String {
        text.text(in: language)
    }

    /// Creates a report whose message is `text`.
    public init(id: String, status: Status, text: Bilingual) {
        self.id = id
        self.status = status
        self.text = text
    }

    /// Creates a report without a message, for a pass or an exercise not
    /// graded. A message in words is made with `init(id:status:text:)`,
    /// which takes both languages.
    public init(id: String, status: Status) {
        self.init(id: id, status: status, text: Bilingual(en: "", zh: ""))
    }

    private enum CodingKeys: String, CodingKey {
        case id, status, message, zh
    }

    /// Reads a report written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(String.self, forKey: .id)
        status = try values.decode(Status.self, forKey: .status)
        text = Bilingual(
            en: try values.decode(String.self, forKey: .message),
            zh: try values.decode(String.self, forKey: .zh))
    }

    /// Writes the report, its message as `message` (English) and `zh`.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(id, forKey: .id)
        try values.encode(status, forKey: .status)
        try values.encode(text.en, forKey: .message)
        try values.encode(text.zh, forKey: .zh)
    }
}
