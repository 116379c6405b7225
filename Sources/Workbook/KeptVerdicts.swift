import Foundation
import WorkbookKit

/// Each exercise's last verdict, kept with what it was reached on: a
/// fingerprint of the exercise's file and one of the grading code (the
/// built `workbook`, which holds every grader and reference solution).
///
/// `progress` shows a kept verdict at once while both fingerprints still
/// match, and grades only the exercises whose file (or the grading code)
/// changed since; `check` and `watch` always grade, and keep what they
/// find. A verdict that depends on other files (waiting for one) or is the
/// grader's own fault is not kept. The verdicts live in the package's
/// `.build/workbook/verdicts.json`, beside the build, and go with it.
///
/// ```swift
/// var kept = KeptVerdicts(location: KeptVerdicts.location(root: root))
/// kept.keep(report, file: "9c…", grading: "…")
/// kept.verdict(for: "1.1", file: "9c…", grading: "…")   // the report
/// ```
struct KeptVerdicts {
    /// One kept verdict and the fingerprints it was reached on.
    struct Entry: Codable, Equatable {
        let file: String
        let grading: String
        let report: GradeReport
    }

    /// Where they are kept, or nil to keep none between runs.
    let location: URL?
    private(set) var entries: [String: Entry]

    /// Where the package at `root` keeps its verdicts.
    static func location(root: URL) -> URL {
        root.appendingPathComponent(".build/workbook/verdicts.json")
    }

    /// The verdicts kept at `location` (none if there are none yet, if what
    /// is kept cannot be read, or if `location` is nil).
    init(location: URL?) {
        self.location = location
        let data = location.flatMap { try? Data(contentsOf: $0) }
        entries = data.flatMap { try? JSONDecoder().decode([String: Entry].self, from: $0) } ?? [:]
    }

    /// Exercise `id`'s kept verdict, if it was reached on these fingerprints.
    func verdict(for id: String, file: String, grading: String) -> GradeReport? {
        guard let entry = entries[id], entry.file == file, entry.grading == grading else {
            return nil
        }
        return entry.report
    }

    /// Keeps `report` as reached on these fingerprints, unless it is not to be kept.
    mutating func keep(_ report: GradeReport, file: String, grading: String) {
        switch report.status {
        case .waiting, .graderFault, .missing:
            entries[report.id] = nil
        default:
            entries[report.id] = Entry(file: file, grading: grading, report: report)
        }
    }

    /// Writes the verdicts out; a failure only means they are graded again next time.
    func save() {
        guard let location else { return }
        let folder = location.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let data = try? JSONEncoder().encode(entries) else { return }
        try? data.write(to: location, options: .atomic)
    }

    /// A fingerprint of the regular file at `url` (FNV-1a, 64 bits, of its
    /// bytes, with its size), or nil if it is missing or not a regular file:
    /// a folder or a pipe there is graded, and said, every time.
    static func fingerprint(of url: URL) -> String? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular,
            let data = try? Data(contentsOf: url)
        else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16) + "-" + String(data.count)
    }

    /// A fingerprint of the grading code: the built `workbook`'s size and
    /// modification time, which every relink changes.
    static func gradingFingerprint(program: URL = BuiltProducts.program("workbook")) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: program.path)
        let size = (attributes?[.size] as? Int).map(String.init) ?? "?"
        let time = (attributes?[.modificationDate] as? Date).map { "\($0.timeIntervalSince1970)" }
        return "\(size)@\(time ?? "?")"
    }
}
