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

    /// This process's priority (nice value); on Linux, its main thread's,
    /// which is what a `setpriority` on the process's id changes.
    static func priority() -> Int32 {
        #if canImport(Glibc)
            getpriority(__priority_which_t(0), id_t(getpid()))  // PRIO_PROCESS
        #else
            getpriority(PRIO_PROCESS, id_t(getpid()))
        #endif
    }
}
