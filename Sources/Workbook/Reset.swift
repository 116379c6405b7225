import Foundation
import WorkbookKit

/// Puts stubs back as shipped, keeping the learner's version in `Exercises/Backups/`.
struct Reset {
    let root: URL
    /// The language of its failures.
    var language = Language.english

    init(root: URL, language: Language = .english) {
        self.root = root
        self.language = language
    }

    /// The exercises among `exercises` whose stub differs from the shipped one.
    func changed(_ exercises: [Exercise]) -> [Exercise] {
        exercises.filter { exercise in
            let current = FileManager.default.contents(atPath: path(exercise.file))
            return current != FileManager.default.contents(atPath: path(exercise.pristineFile))
        }
    }

    /// Copies the learner's file to a new backup (never over an old one), then
    /// the shipped stub over it. Returns the backup, or nil if there was no file to keep.
    @discardableResult
    func reset(_ exercise: Exercise, at date: Date) throws -> String? {
        let manager = FileManager.default
        guard let shipped = manager.contents(atPath: path(exercise.pristineFile)) else {
            throw failure(
                en: "the shipped stub \(exercise.pristineFile) is missing",
                zh: "发布时的桩代码 \(exercise.pristineFile) 不见了")
        }
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path(exercise.file), isDirectory: &isFolder),
            isFolder.boolValue
        {
            throw failure(
                en: "\(exercise.file) is a folder, not a file: move the folder away, then run "
                    + "swift run workbook reset \(exercise.id) again",
                zh: "\(exercise.file) 是文件夹，不是文件：把这个文件夹移走，再运行 "
                    + "swift run workbook reset \(exercise.id)")
        }
        var backup: String?
        if let mine = manager.contents(atPath: path(exercise.file)) {
            let name = try newBackupName(for: exercise, at: date)
            do {
                try SafeFile.write(mine, to: path(name), exclusive: true)
            } catch let failed as SafeFile.Failure {
                throw failure(
                    en: "\(failed.text.en). Nothing was reset.", zh: "\(failed.text.zh)。什么都没有重置。")
            }
            guard manager.contents(atPath: path(name)) == mine else {
                throw failure(
                    en: "could not read back the backup \(name); nothing was reset",
                    zh: "无法读回备份 \(name)；什么都没有重置")
            }
            backup = name
        }
        let stub = root.appendingPathComponent(exercise.file)
        do {
            try manager.createDirectory(
                at: stub.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            let folder = stub.deletingLastPathComponent().path
            throw failure(
                en: "could not make the folder \(folder): \(error.localizedDescription)",
                zh: "无法创建文件夹 \(folder)：\(error.localizedDescription)")
        }
        do {
            try SafeFile.write(shipped, to: stub.path)
        } catch let failed as SafeFile.Failure {
            throw failure(
                en: failed.text.en + (backup.map { ". Your version is safe in \($0)" } ?? ""),
                zh: failed.text.zh + (backup.map { "。你的版本安全地保存在 \($0)" } ?? ""))
        }
        return backup
    }

    /// A backup path that does not exist yet, such as
    /// `Exercises/Backups/Chapter1/1.1-Squares.swift.20261121-071706.workbook-backup`.
    func newBackupName(for exercise: Exercise, at date: Date) throws -> String {
        do {
            try FileManager.default.createDirectory(
                atPath: path(exercise.backupFolder), withIntermediateDirectories: true)
        } catch {
            throw failure(
                en: "could not make the backup folder \(exercise.backupFolder) (is something else "
                    + "there, or may it not be written?); nothing was reset",
                zh: "无法创建备份文件夹 \(exercise.backupFolder)（那里是不是已经有别的东西，"
                    + "或者不可写？）；什么都没有重置")
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stamp = formatter.string(from: date)
        let base = "\(exercise.backupFolder)/\(exercise.fileName).\(stamp)"
        var name = base + ".workbook-backup"
        var counter = 2
        while FileManager.default.fileExists(atPath: path(name)) {
            name = "\(base)-\(counter).workbook-backup"
            counter += 1
        }
        return name
    }

    /// A failure said in the reset's language.
    private func failure(en: String, zh: String) -> Workbook.Failure {
        Workbook.Failure(Bilingual(en: en, zh: zh).text(in: language))
    }

    private func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}
