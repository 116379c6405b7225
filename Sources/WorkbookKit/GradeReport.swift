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
    /// What the learner should read: the grader's message, or empty when passed.
    public let message: String

    /// Creates a report.
    public init(id: String, status: Status, message: String) {
        self.id = id
        self.status = status
        self.message = message
    }
}
