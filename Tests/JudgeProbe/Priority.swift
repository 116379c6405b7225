#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The probe's calls that Darwin and Linux spell differently.
enum Probe {
    /// Tries to give `process` the lowest priority there is (nice 19).
    static func lowerPriority(of process: pid_t) {
        #if canImport(Darwin)
            _ = setpriority(PRIO_PROCESS, id_t(process), 19)
        #else
            _ = setpriority(__priority_which_t(0), id_t(process), 19)  // PRIO_PROCESS
        #endif
    }
}
