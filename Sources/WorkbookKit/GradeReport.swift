/// What grading one exercise found, as the graders report it to the `workbook` command.
///
/// While `swift test` runs, each grader appends one report, as a line of JSON,
/// to the file named by the `WORKBOOK_REPORT` environment variable (when it is
/// set). The command reads them back instead of scraping the test output.
///
/// ```swift
/// let report = GradeReport(id: "1.1", status: .passed, message: "")
/// print(report.status.isDone)   // prints true
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
        /// The answer crashed, or ran for too long.
        case crashed
        /// The chapter's exercises (or their graders) do not compile.
        case compileError = "compile error"
        /// The stub does something the grader does not run, such as ending the
        /// process itself; see `StubRules`.
        case refused

        /// Whether the exercise is done.
        public var isDone: Bool { self == .passed }

        /// Whether the learner has something to fix: wrong, crashed, not compiling or refused.
        public var isFailing: Bool {
            self == .wrong || self == .crashed || self == .compileError || self == .refused
        }
    }

    /// The environment variable that names the report file.
    public static let environmentKey = "WORKBOOK_REPORT"

    /// The exercise, such as "1.1".
    public let id: String
    /// How it stands.
    public let status: Status
    /// What the learner should read: the grader's message, or empty when passed.
    public let message: String

    /// Creates a report.
    public init(id: String, status: Status, message: String) {
        self.id = id
        self.status = status
        self.message = message
    }
}
