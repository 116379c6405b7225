import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// The platform calls the benchmarks make: how a process reads its own
// resident memory, and its own CPU time.

/// Nanoseconds of CPU time this process has used, on all its threads.
///
/// The benchmarks time CPU time, not the wall clock: on a machine that other
/// work keeps busy, the wall clock counts the time the scheduler gave to
/// others. `clock_gettime` and `CLOCK_PROCESS_CPUTIME_ID` exist on Darwin
/// (macOS 10.12 and later), glibc and musl alike; `timespec`'s fields are
/// `Int` on all three.
func processCPUNanoseconds() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

#if canImport(Darwin)
    /// Bytes of memory resident in this process.
    ///
    /// Darwin has no `/proc`. `getrusage` gives the peak resident size, in
    /// bytes on Darwin (in kilobytes on Linux). The memory workload runs
    /// first, while the process only grows, so the peak is the current size.
    func residentBytes() -> Int {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)
    }
#else
    /// Bytes of memory resident in this process, from `/proc/self/statm`.
    ///
    /// Linux (glibc or musl): the second field of `statm` counts resident
    /// pages. The C allocator's own statistics are not visible from Swift, so
    /// this counts whole pages; over 100,000 subscriptions the rounding is
    /// negligible.
    func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
#endif
