import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How the judge watches, limits and ends the processes it starts, and
/// itself: the calls whose names or types differ between Darwin and Linux.
extension Platform {
    /// Sends SIGKILL to every process of the session led by `process`.
    static func killSession(_ process: pid_t) {
        _ = kill(-process, SIGKILL)
        _ = kill(process, SIGKILL)
    }

    /// Ends `process` at once (SIGKILL).
    static func killProcess(_ process: pid_t) {
        _ = kill(process, SIGKILL)
    }

    /// How `process` ended, if it has: its `waitpid` status; nil while it runs.
    static func ending(of process: pid_t) -> Int32? {
        var status: Int32 = 0
        let result = waitpid(process, &status, WNOHANG)
        return result == process ? status : nil
    }

    /// Waits until `process` has ended, and returns its `waitpid` status.
    static func waitForEnding(of process: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// The exit code in a `waitpid` status, if the process exited.
    static func exitCode(_ status: Int32) -> Int32? {
        status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    }

    /// The signal in a `waitpid` status, if a signal ended the process.
    static func endingSignal(_ status: Int32) -> Int32? {
        status & 0x7f != 0 && status & 0x7f != 0x7f ? status & 0x7f : nil
    }

    /// Whether `process` still runs: it exists and has not ended. A zombie
    /// (ended, not yet reaped) does not run. Linux: the state letter in
    /// `/proc/PID/stat`. Darwin: `proc_pidinfo`'s `pbi_status`.
    static func isRunning(_ process: pid_t) -> Bool {
        guard kill(process, 0) == 0 || errno == EPERM else { return false }
        #if canImport(Darwin)
            var info = proc_bsdinfo()
            let size = Int32(MemoryLayout<proc_bsdinfo>.size)
            guard proc_pidinfo(process, PROC_PIDTBSDINFO, 0, &info, size) == size else {
                return true
            }
            return info.pbi_status != 5  // SZOMB, which <sys/proc.h> defines as a macro
        #else
            guard let text = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
                let close = text.lastIndex(of: ")")
            else { return true }
            return !text[close...].hasPrefix(") Z")
        #endif
    }

    /// This process's children, by id. Linux: the processes whose parent
    /// (field 4 of `/proc/PID/stat`) is this one. Darwin: `proc_listchildpids`.
    static func children() -> [pid_t] {
        #if canImport(Darwin)
            var buffer = [pid_t](repeating: 0, count: 4096)
            let count = proc_listchildpids(
                getpid(), &buffer, Int32(buffer.count * MemoryLayout<pid_t>.size))
            return count > 0 ? Array(buffer.prefix(Int(count))).filter { $0 > 0 } : []
        #else
            let me = String(getpid())
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return names.compactMap { name in
                guard let process = pid_t(name),
                    let text = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                    let close = text.lastIndex(of: ")")
                else { return nil }
                let fields = text[text.index(after: close)...].split(separator: " ")
                return fields.count > 1 && fields[1] == me ? process : nil
            }
        #endif
    }

    /// How many bytes of memory `process` holds, as the system counts them
    /// against it, if the system says.
    ///
    /// Linux: the resident pages, the second number of `/proc/PID/statm`.
    /// Darwin: the physical footprint (`proc_pid_rusage`'s
    /// `ri_phys_footprint`), which counts compressed and swapped pages too,
    /// so that a runaway answer under memory pressure is still seen; its
    /// buffer is declared `rusage_info_t *` but is the structure itself.
    /// Failing that, the resident size (`pti_resident_size`).
    static func residentBytes(of process: pid_t) -> Int? {
        #if canImport(Darwin)
            var usage = rusage_info_v2()
            let read = withUnsafeMutablePointer(to: &usage) { pointer in
                pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) {
                    proc_pid_rusage(process, RUSAGE_INFO_V2, $0)
                }
            }
            if read == 0 { return Int(clamping: usage.ri_phys_footprint) }
            var info = proc_taskinfo()
            let size = Int32(MemoryLayout<proc_taskinfo>.size)
            guard proc_pidinfo(process, PROC_PIDTASKINFO, 0, &info, size) == size else {
                return nil
            }
            return Int(info.pti_resident_size)
        #else
            guard let text = try? String(contentsOfFile: "/proc/\(process)/statm", encoding: .utf8)
            else { return nil }
            let fields = text.split(separator: " ")
            guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #endif
    }

    /// The seconds of processor time `process` has used so far, in user
    /// and system mode, if the system says.
    ///
    /// Linux: fields 14 and 15 of `/proc/PID/stat` (after the name in
    /// parentheses), in clock ticks. Darwin: `proc_pid_rusage`'s user and
    /// system times, in Mach time units, turned into nanoseconds by the
    /// timebase (1:1 on Intel, not on Apple silicon).
    static func processorSeconds(of process: pid_t) -> Double? {
        #if canImport(Darwin)
            var usage = rusage_info_v2()
            let read = withUnsafeMutablePointer(to: &usage) { pointer in
                pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) {
                    proc_pid_rusage(process, RUSAGE_INFO_V2, $0)
                }
            }
            guard read == 0 else { return nil }
            var timebase = mach_timebase_info_data_t()
            mach_timebase_info(&timebase)
            let ticks = Double(usage.ri_user_time + usage.ri_system_time)
            return ticks * Double(timebase.numer) / Double(timebase.denom) / 1e9
        #else
            guard let text = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
                let close = text.lastIndex(of: ")")
            else { return nil }
            let fields = text[text.index(after: close)...].split(separator: " ")
            // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
            guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12])
            else { return nil }
            return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        #endif
    }

    /// Raises the soft limit on open files to `wanted`, or to the hard limit
    /// if that is lower (Darwin: also to `OPEN_MAX`, the most `setrlimit`
    /// accepts there); never lowers it. Returns the soft limit now, or nil.
    /// `RLIMIT_NOFILE` is an `Int32` on Darwin and Musl, an enum in Glibc.
    static func raiseOpenFileLimit(toAtLeast wanted: Int) -> Int? {
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return nil }
        var ceiling = limit.rlim_max
        #if canImport(Darwin)
            ceiling = min(ceiling, rlim_t(OPEN_MAX))
        #endif
        let target = min(rlim_t(wanted), ceiling)
        guard limit.rlim_cur < target else { return Int(clamping: limit.rlim_cur) }
        limit.rlim_cur = target
        guard setrlimit(resource, &limit) == 0 else { return nil }
        return Int(clamping: target)
    }

    /// This process's action for signal `number`, as a number to compare:
    /// read by setting the default and putting the old action straight back.
    static func disposition(of number: Int32) -> Int {
        let previous = signal(number, SIG_DFL)
        _ = signal(number, previous)
        return unsafeBitCast(previous, to: Int.self)
    }

    /// Stops other processes of this user from reading this one's memory
    /// (Linux: `prctl(PR_SET_DUMPABLE, 0)`), so that an answer cannot look
    /// into the judge. Darwin lets only privileged processes read another's
    /// memory, so there is nothing to do.
    static func hideMemory() {
        #if os(Linux)
            if let setting = cFunction("prctl", as: ControlCall.self) {
                _ = setting(4, 0, 0, 0, 0)  // PR_SET_DUMPABLE, 0
            }
        #endif
    }

    /// Makes this process adopt its descendants' orphans (Linux:
    /// `prctl(PR_SET_CHILD_SUBREAPER, 1)`); whether it does. Darwin has no
    /// such thing.
    static func becomeSubreaper() -> Bool {
        #if os(Linux)
            guard let setting = cFunction("prctl", as: ControlCall.self) else { return false }
            return setting(36, 1, 0, 0, 0) == 0  // PR_SET_CHILD_SUBREAPER
        #else
            return false
        #endif
    }
}
