import Foundation
import WorkbookKit

/// Notices saved exercise files by polling their modification times.
struct Watch {
    let root: URL

    /// What `watch` says when it starts.
    static let greeting = Bilingual(
        en: "Watching the exercise files; save one to grade it. Stop with Ctrl-C.",
        zh: "正在监视练习文件：保存一个，就评一个。按 Ctrl-C 停止。")

    /// What `watch` says after each grading, so the learner knows it is still there.
    static let afterGrading = Bilingual(
        en: "Watching: save again to re-grade. Stop with Ctrl-C.",
        zh: "继续监视：再次保存就重新评分。按 Ctrl-C 停止。")

    /// Each exercise's stub modification time, by id (nil for a missing file).
    func snapshot() -> [String: Date?] {
        var times: [String: Date?] = [:]
        for exercise in Catalog.all {
            let path = root.appendingPathComponent(exercise.file).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            times[exercise.id] = attributes?[.modificationDate] as? Date
        }
        return times
    }

    /// The exercises whose files changed between two snapshots, in catalog order.
    static func changed(from old: [String: Date?], to new: [String: Date?]) -> [Exercise] {
        Catalog.all.filter { exercise in
            (old[exercise.id] ?? nil) != (new[exercise.id] ?? nil)
        }
    }
}
