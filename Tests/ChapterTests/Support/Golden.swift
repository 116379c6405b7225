import Foundation
import Testing

/// Checked-in transcripts that a chapter's output must match, line for line.
///
/// Golden files live in `Tests/ChapterTests/Golden/`: per chapter, its
/// `--plain` output in each language and its `--html` page in each language,
/// with measured figures masked (see `MeasuredFigures`). After changing a chapter on purpose, rewrite them with
///
///     UPDATE_GOLDEN=1 swift test --filter ChapterTests
///
/// and read the diff before committing it.
enum Golden {
    /// Whether this run rewrites the golden files instead of comparing with them.
    static let updating = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"

    /// The golden file for `name`.
    static func file(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent("\(name).txt")
    }

    /// Compares `transcript` with the golden file `name`, or rewrites the file
    /// when `UPDATE_GOLDEN=1`. A difference is reported with the first line that differs.
    static func check(
        _ transcript: String, against name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = file(name)
        if updating {
            try Data(transcript.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                """
                No golden file at \(url.path). Record it with \
                UPDATE_GOLDEN=1 swift test --filter ChapterTests, then read it through.
                """,
                sourceLocation: sourceLocation)
            return
        }
        if let difference = firstDifference(expected: expected, actual: transcript) {
            Issue.record(
                """
                \(name)'s transcript differs from \(url.lastPathComponent) \(difference)
                If the change is intended, run UPDATE_GOLDEN=1 swift test --filter ChapterTests \
                and review the diff of the golden file.
                """, sourceLocation: sourceLocation)
        }
    }

    /// Where two texts first differ, as a short description, or `nil` if they are equal.
    static func firstDifference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?
            .offset ?? min(expectedLines.count, actualLines.count)
        let want = line < expectedLines.count ? "\"\(expectedLines[line])\"" : "(end of text)"
        let got = line < actualLines.count ? "\"\(actualLines[line])\"" : "(end of text)"
        return """
            at line \(line + 1) (of \(expectedLines.count) expected, \(actualLines.count) actual):
              expected: \(want)
              actual:   \(got)
            """
    }
}
