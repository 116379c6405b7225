import Foundation
import WorkbookKit

/// Writes the learner's files so that nothing is ever half-written or lost:
/// each file is written to a temporary file beside it, flushed to the disk,
/// then renamed over the old one (and the folder flushed too). A temporary
/// file left by an interrupted write is removed when the process is stopped
/// with Ctrl-C or SIGTERM. Every failure is one plain line naming the path.
enum SafeFile {
    /// A failure to write, said in one line, naming the path and what to do.
    struct Failure: Error, CustomStringConvertible {
        /// The line in both languages.
        let text: Bilingual

        /// The line in English.
        var description: String { text.en }
    }

    /// Writes `data` to `path`, replacing what is there, or (with
    /// `exclusive`) failing if something is.
    static func write(_ data: Data, to path: String, exclusive: Bool = false) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
        {
            throw Failure(
                text: Bilingual(
                    en: "\(path) is a folder, not a file: move the folder away, then run "
                        + "the command again",
                    zh: "\(path) 是文件夹，不是文件：把这个文件夹移走，再运行一次命令"))
        }
        if exclusive && FileManager.default.fileExists(atPath: path) {
            throw Failure(
                text: Bilingual(
                    en: "\(path) already exists; nothing was overwritten",
                    zh: "\(path) 已经存在；没有覆盖任何东西"))
        }
        let temporary = folder + "/." + url.lastPathComponent + ".workbook-\(getpid())"
        HalfWrittenFile.remember(temporary)
        defer { HalfWrittenFile.forget() }
        switch Platform.writeDurably([UInt8](data), to: temporary) {
        case .written:
            break
        case .failed(let code):
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(text: explain(code, path: path))
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(text: explain(code, path: path))
        }
        Platform.flushFolder(folder)
    }

    /// One line for a failed write of `path`, with what to do about it.
    static func explain(_ code: Int32, path: String) -> Bilingual {
        let reason = String(cString: strerror(code))
        return switch code {
        case EFBIG:
            Bilingual(
                en: "could not write \(path): the file size limit (ulimit -f) is too small for it; "
                    + "raise it (ulimit -f unlimited) and run the command again",
                zh: "无法写入 \(path)：文件大小上限（ulimit -f）太小；"
                    + "调高它（ulimit -f unlimited），再运行一次命令")
        case ENOSPC:
            Bilingual(
                en:
                    "could not write \(path): the disk is full; free some space and run the command again",
                zh: "无法写入 \(path)：磁盘已满；腾出一些空间，再运行一次命令")
        case EACCES, EPERM, EROFS:
            Bilingual(
                en: "could not write \(path): it, or its folder, may not be written (\(reason)); "
                    + "check its permissions",
                zh: "无法写入 \(path)：它或它所在的文件夹不可写（\(reason)）；请检查权限")
        default:
            Bilingual(
                en: "could not write \(path): \(reason)", zh: "无法写入 \(path)：\(reason)")
        }
    }
}

/// The temporary file a write is filling, removed if the command is
/// interrupted meanwhile (see `Interruption`, which `main` tells to).
enum HalfWrittenFile {
    static func remember(_ path: String) {
        Platform.rememberFile(path)
    }

    static func forget() {
        Platform.rememberFile(nil)
    }

    /// Removes the file being written, if there is one.
    static func remove() {
        Platform.removeRememberedFile()
    }
}
