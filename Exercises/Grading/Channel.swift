import Foundation
import Synchronization

/// What a grading child process tells its parent, on standard error.
///
/// Before each call into the learner's code the grader writes a `call` line,
/// so that a crash can be reported with the call that caused it. A wrong
/// answer is written after a `wrong` line. The learner's own prints to
/// standard error may come in between; the parent skips them.
///
/// A grader that returns writes the run's token after a `passed` line; a
/// seeded grader writes its seed once, after a `seed` line. The child says
/// first how long it may run (seconds of processor time, then seconds on the
/// clock), on a `limit` line, so that a grader stopped for running too long
/// is reported with its own limit.
///
/// Standard output starts with an `output` line, and what follows it is what
/// the learner's code printed. (An exit test that prints nothing can hand
/// back stray bytes as its output on this toolchain; the marker tells them apart.)
enum Channel {
    static let callPrefix = "workbook:call "
    static let wrongMarker = "workbook:wrong"
    static let outputMarker = "workbook:output"
    static let passedPrefix = "workbook:passed "
    static let seedPrefix = "workbook:seed "
    static let limitPrefix = "workbook:limit "

    private static let last = Mutex<String?>(nil)
    private static let seedAnnounced = Mutex(false)

    /// The call the grader made last, if any.
    static var lastCall: String? {
        last.withLock { $0 }
    }

    /// Whether this process is a grading child, which talks to its parent.
    /// Elsewhere (a grader's own tests) the channel only remembers the last call.
    private static let inChild = Mutex(false)

    /// Starts talking to the parent: this process is a grading child.
    static func open() {
        inChild.withLock { $0 = true }
    }

    /// Notes that the grader is about to make `call`.
    static func announce(_ call: String) {
        last.withLock { $0 = call }
        if inChild.withLock({ $0 }) {
            write(callPrefix + call.replacingOccurrences(of: "\n", with: " ") + "\n")
        }
    }

    /// Tells the parent the grader's seed, once.
    static func announceSeed(_ seed: UInt64) {
        let first = seedAnnounced.withLock { announced in
            defer { announced = true }
            return !announced
        }
        if first {
            write(seedPrefix + String(seed) + "\n")
        }
    }

    /// Tells the parent how many seconds the grader may run before it is stopped.
    static func announceTimeLimit(_ limit: GradingRun.TimeLimit) {
        write(limitPrefix + "\(limit.processorSeconds) \(limit.wallSeconds)\n")
    }

    /// Writes the run's token: the grader has returned, so the answer passed.
    static func sendPass(_ token: String) {
        write("\n" + passedPrefix + token + "\n")
    }

    /// Marks where the learner's output begins on standard output.
    static func startOutput() {
        FileHandle.standardOutput.write(Data((outputMarker + "\n").utf8))
    }

    /// What the learner's code printed, from the child's standard output.
    static func learnerOutput(_ output: String) -> String {
        guard let marker = output.firstRange(of: outputMarker + "\n") else { return "" }
        return String(output[marker.upperBound...])
    }

    /// Writes a wrong answer's message for the parent.
    static func sendWrongAnswer(_ message: String) {
        write("\n" + wrongMarker + "\n" + message + "\n")
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
