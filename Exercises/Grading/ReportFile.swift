import Foundation
import Synchronization
import WorkbookKit

/// Appends grade reports, one JSON line each, to the file named by `WORKBOOK_REPORT`.
///
/// The `workbook` command sets the variable and reads the file back after
/// `swift test`. Without it, nothing is written.
enum ReportFile {
    private static let lock = Mutex(())

    /// Appends `report` if a report file was asked for.
    static func append(_ report: GradeReport) {
        guard let path = ProcessInfo.processInfo.environment[GradeReport.environmentKey],
            !path.isEmpty, let json = try? JSONEncoder().encode(report)
        else { return }
        lock.withLock { _ in
            if !FileManager.default.fileExists(atPath: path) {
                _ = FileManager.default.createFile(atPath: path, contents: nil)
            }
            guard let file = FileHandle(forWritingAtPath: path) else { return }
            defer { try? file.close() }
            _ = try? file.seekToEnd()
            try? file.write(contentsOf: json + Data("\n".utf8))
        }
    }
}
