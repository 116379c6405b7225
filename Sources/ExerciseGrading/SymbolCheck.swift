import Foundation
import WorkbookKit

/// What the compiled answer defines and calls, read back from its object
/// files with `nm`: the judge judges what the compiler built, not how the
/// source spells it. A local named `signal` is no call of `signal(2)`, and
/// `Foundation.Process` is a call of `Process` however it is written.
///
/// - *Defined*: every symbol an answer's Swift code defines is a Swift one
///   (`$s…`). A C-named symbol (`alarm`, `malloc`) can come only from code
///   that reaches below Swift, such as `@_cdecl`, and could replace the
///   system's function for the whole program.
/// - *Called*: the system functions an answer may not call (`forbiddenCalls`):
///   starting programs, signalling or tracing other processes, changing its
///   session or limits, finding code by name. The sandbox stops them too, at
///   run time; the check says so before anything runs, naming the file.
///
/// Where `nm` is missing, nothing is checked: the sandbox still holds.
enum SymbolCheck {
    /// Symbols the Swift compiler itself defines in every module.
    static let compilers: Set = ["__swift_reflection_version"]

    /// What each system function an answer may not call does, by its C name.
    static let forbiddenCalls: [String: Bilingual] = {
        let starts = Bilingual(en: "starts another program", zh: "会启动别的程序")
        let signals = Bilingual(en: "signals or watches other processes", zh: "会给别的进程发信号或监视它们")
        let moves = Bilingual(
            en: "moves the process to another session or changes its limits",
            zh: "会把进程移到别的会话，或者改变它的限制")
        let finds = Bilingual(en: "finds code by name", zh: "会按名字查找代码")
        var table: [String: Bilingual] = [:]
        for name in [
            "fork", "vfork", "_Fork", "execv", "execve", "execvp", "execvpe", "execl", "execlp",
            "execle", "fexecve", "execveat", "posix_spawn", "posix_spawnp", "system", "popen",
            "daemon", "wordexp", "clone", "clone3",
        ] { table[name] = starts }
        for name in [
            "kill", "killpg", "sigqueue", "tgkill", "tkill", "pidfd_send_signal", "pidfd_open",
            "ptrace", "process_vm_readv", "process_vm_writev",
        ] { table[name] = signals }
        for name in [
            "setsid", "setpgid", "setpgrp", "setrlimit", "setrlimit64", "prlimit", "prlimit64",
        ] { table[name] = moves }
        // Not `syscall`: Swift cannot call the variadic function, and on Linux
        // `Synchronization.Mutex` is inlined into the answer with its futex
        // calls through it. The sandbox's filter stops the calls that matter.
        for name in ["dlopen", "dlsym", "dlvsym", "prctl"] { table[name] = finds }
        let marks = Bilingual(
            en: "changes files' permissions, owners, times or attributes",
            zh: "会改动文件的权限、所有者、时间或扩展属性")
        for name in [
            "chmod", "fchmod", "fchmodat", "lchmod", "chown", "fchown", "lchown", "fchownat",
            "utime", "utimes", "lutimes", "futimes", "futimens", "utimensat", "futimesat",
            "setxattr", "lsetxattr", "fsetxattr", "removexattr", "lremovexattr", "fremovexattr",
        ] { table[name] = marks }
        let schedules = Bilingual(
            en: "changes how processes are scheduled", zh: "会改变进程的调度方式")
        for name in [
            "setpriority", "sched_setscheduler", "sched_setparam", "sched_setattr",
            "sched_setaffinity", "ioprio_set",
        ] { table[name] = schedules }
        return table
    }()

    /// Swift types an answer may not use, by a piece of their mangled names:
    /// Foundation's `Process` (Linux) and the `NSTask` class behind it (Darwin).
    static let forbiddenTypes: [(piece: String, name: String)] = [
        ("10Foundation7ProcessC", "Process"), ("NSTask", "Process"),
    ]

    /// The C-named symbols the object files in `folder` define, each with its file.
    static func foreignSymbols(in folder: URL) -> [(file: String, symbol: String)] {
        ObjectListing.of(folder).filter(\.isDefinedGlobal).map { ($0.file, $0.symbol) }
            .filter { !isSwift($0.symbol) }
    }

    /// The forbidden functions and types the object files in `folder` call,
    /// each with its file (without `.o`), the name as a learner wrote it, and
    /// what it does.
    static func forbiddenCalls(in folder: URL) -> [(file: String, name: String, does: Bilingual)] {
        ObjectListing.of(folder).filter(\.isUndefined).compactMap { entry in
            let (file, symbol) = (entry.file, entry.symbol)
            if let does = forbiddenCalls[symbol] { return (file, symbol, does) }
            if let type = forbiddenTypes.first(where: { symbol.contains($0.piece) }) {
                return (file, type.name, forbiddenCalls["posix_spawn"] ?? .verbatim(""))
            }
            return nil
        }
    }

    /// The symbols in `nm`'s listing of the object files at `paths`, each
    /// with its file's name (without `.o`), in C's spelling (`entries`).
    static func symbols(in listing: String, paths: [String], machO: Bool)
        -> [(file: String, symbol: String)]
    {
        entries(in: listing, paths: paths, machO: machO).map { ($0.file, $0.symbol) }
    }

    /// The symbols in `nm`'s listing of the object files at `paths`, each
    /// with its file's name (without `.o`) and its kind (`T`, `U`, …; `U`
    /// where `nm -u` prints names alone), in C's spelling: a Mach-O object
    /// (Darwin's) gives every C name a leading `_`, which is taken off, so
    /// that `alarm` reads `alarm` on a Mac too, and `___swift_…` reads
    /// `__swift_…` as on Linux.
    static func entries(in listing: String, paths: [String], machO: Bool) -> [ObjectListing.Entry] {
        var found: [ObjectListing.Entry] = []
        var file = paths.count == 1 ? URL(fileURLWithPath: paths[0]).lastPathComponent : ""
        for line in listing.split(separator: "\n") {
            if line.hasSuffix(":"), let path = paths.first(where: { line.hasSuffix($0 + ":") }) {
                file = URL(fileURLWithPath: path).lastPathComponent
                continue
            }
            // "address type name" for a defined symbol, where a Swift name may
            // hold spaces of its own; "type name" for an undefined one (GNU),
            // or the name alone (Darwin's `nm -u`).
            let fields = line.split(separator: " ", maxSplits: 2)
            var symbol: Substring
            let kind: Character
            if fields.count == 3, fields[0].allSatisfy(\.isHexDigit), fields[1].count == 1 {
                (symbol, kind) = (fields[2], fields[1].first ?? "?")
            } else if fields.count >= 2, fields[0].count == 1 {
                (symbol, kind) = (line.drop { $0 == " " }.dropFirst(2), fields[0].first ?? "?")
            } else if fields.count == 1 {
                (symbol, kind) = (fields[0], "U")
            } else {
                continue
            }
            if machO, symbol.hasPrefix("_") { symbol = symbol.dropFirst() }
            found.append(
                ObjectListing.Entry(
                    file: String(file.hasSuffix(".o") ? file.dropLast(2) : file[...]),
                    symbol: String(symbol), kind: kind))
        }
        return found
    }

    /// Whether `symbol` is one the Swift compiler makes for Swift code: any
    /// name that is not a plain C identifier (Swift's mangled names hold `$`,
    /// and its helper symbols dots or spaces), or one of the compiler's own
    /// helpers, which it names `__swift_…`, in C's spelling (`symbols`).
    static func isSwift(_ symbol: String) -> Bool {
        let plain = symbol.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return !plain || compilers.contains(symbol) || symbol.hasPrefix("__swift_")
            || symbol.hasPrefix("_swift_FORCE_LOAD_")
    }
}
