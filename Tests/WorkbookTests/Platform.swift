#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls the workbook's tests make whose names or types
/// differ between Darwin (macOS) and Linux, in one place.
enum JudgeTestPlatform {
    /// Whether `process` runs: it exists (`kill` with signal 0) and has not
    /// ended. A zombie, ended but not yet reaped by its parent, does not run.
    ///
    /// Linux: the state letter in `/proc/PID/stat`, after the name in
    /// parentheses, is `Z` for a zombie. Darwin: `proc_pidinfo`'s BSD
    /// information has `pbi_status` `SZOMB`.
    static func isRunning(_ process: pid_t) -> Bool {
        guard kill(process, 0) == 0 || errno == EPERM else { return false }
        #if canImport(Darwin)
            var info = proc_bsdinfo()
            let size = Int32(MemoryLayout<proc_bsdinfo>.size)
            guard proc_pidinfo(process, PROC_PIDTBSDINFO, 0, &info, size) == size else {
                return true
            }
            return info.pbi_status != UInt32(SZOMB)
        #else
            let path = "/proc/\(process)/stat"
            guard let file = fopen(path, "r") else { return true }
            defer { fclose(file) }
            var buffer = [CChar](repeating: 0, count: 512)
            guard fgets(&buffer, Int32(buffer.count), file) != nil else { return true }
            let line = String(
                decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard let close = line.lastIndex(of: ")") else { return true }
            return !line[close...].hasPrefix(") Z")
        #endif
    }

    /// Makes a named pipe (FIFO) at `path`; whether it was made.
    static func makePipe(at path: String) -> Bool {
        mkfifo(path, 0o600) == 0
    }

    /// This process's soft and hard limits on open files. `RLIMIT_NOFILE` is
    /// an `Int32` on Darwin and Musl, an enum in Glibc.
    static func openFileLimits() -> (soft: Int, hard: Int)? {
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return nil }
        return (Int(clamping: limit.rlim_cur), Int(clamping: limit.rlim_max))
    }
}
