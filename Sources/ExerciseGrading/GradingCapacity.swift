import Foundation

/// How many gradings may run at once in one process, and the open files
/// they need.
///
/// A grading holds up to `descriptorsPerGrading` descriptors at its peak:
/// two programs, each with a socket pair and two pipes, and `nm`'s pipe.
/// A Mac's shell gives a process 256 open files, which 2 gradings per core
/// would outgrow on a 16-core Mac, so the count is capped, and the process's
/// soft limit is raised to what that many gradings need, beside everything
/// else it holds (`reserve`), up to the hard limit.
///
/// `WORKBOOK_GRADING_SLOTS=N` sets the count, so that CI, on 2 cores, can
/// demand what a many-core Mac does.
///
/// Book: no equivalent; the book's tests run in Xcode.
public enum GradingCapacity {
    /// Descriptors one grading holds at its peak.
    public static let descriptorsPerGrading = 12
    /// Descriptors left for everything else the process does meanwhile.
    public static let reserve = 256
    /// The most gradings at once without `WORKBOOK_GRADING_SLOTS`.
    public static let defaultMaximum = 8

    /// How many gradings run at once: `WORKBOOK_GRADING_SLOTS` if it is a
    /// positive number, otherwise two per processor, from 2 to `defaultMaximum`.
    public static func slots(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        processors: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> Int {
        if let text = environment["WORKBOOK_GRADING_SLOTS"], let asked = Int(text), asked > 0 {
            return asked
        }
        return min(defaultMaximum, max(2, processors * 2))
    }

    /// The open files `gradings` gradings at once need, with the reserve.
    public static func openFilesNeeded(forGradings gradings: Int) -> Int {
        reserve + gradings * descriptorsPerGrading
    }

    /// Raises this process's soft limit on open files to what `gradings`
    /// gradings at once need, if it is lower, as far as the hard limit
    /// allows; returns the soft limit now, or nil if it cannot be read.
    @discardableResult
    public static func raiseOpenFileLimit(forGradings gradings: Int) -> Int? {
        Platform.raiseOpenFileLimit(toAtLeast: openFilesNeeded(forGradings: gradings))
    }
}
