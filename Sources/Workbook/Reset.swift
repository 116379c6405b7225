import Foundation
import WorkbookKit

/// Puts stubs back as shipped, keeping the learner's version in `Exercises/Backups/`.
struct Reset {
    let root: URL

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
            throw Workbook.Failure("the shipped stub \(exercise.pristineFile) is missing")
        }
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path(exercise.file), isDirectory: &isFolder),
            isFolder.boolValue
        {
            throw Workbook.Failure(
                "\(exercise.file) is a folder, not a file: move the folder away, then run "
                    + "swift run workbook reset \(exercise.id) again")
        }
        var backup: String?
        if let mine = manager.contents(atPath: path(exercise.file)) {
            let name = try newBackupName(for: exercise, at: date)
            do {
                try SafeFile.write(mine, to: path(name), exclusive: true)
            } catch let failure as SafeFile.Failure {
                throw Workbook.Failure("\(failure.description). Nothing was reset.")
            }
            guard manager.contents(atPath: path(name)) == mine else {
                throw Workbook.Failure("could not read back the backup \(name); nothing was reset")
            }
            backup = name
        }
        let stub = root.appendingPathComponent(exercise.file)
        do {
            try manager.createDirectory(
                at: stub.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw Workbook.Failure(
                "could not make the folder \(stub.deletingLastPathComponent().path): "
                    + "\(error.localizedDescription)")
        }
        do {
            try SafeFile.write(shipped, to: stub.path)
        } catch let failure as SafeFile.Failure {
            throw Workbook.Failure(
                failure.description + (backup.map { ". Your version is safe in \($0)" } ?? ""))
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
            throw Workbook.Failure(
                "could not make the backup folder \(exercise.backupFolder) (is something else "
                    + "there, or may it not be written?); nothing was reset")
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

    private func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}
