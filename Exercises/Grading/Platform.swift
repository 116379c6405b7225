#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The calls a grading child makes whose types differ between platforms.
enum Platform {
    /// Limits this process to `seconds` of processor time: past it, the
    /// system sends SIGXCPU, which ends the process. A grader that spins in an
    /// endless loop is stopped after the same amount of work however loaded
    /// the machine is, which a wall clock cannot promise.
    static func limitProcessorTime(to seconds: UInt32) {
        var limit = rlimit(rlim_cur: rlim_t(seconds), rlim_max: rlim_t(seconds) + 5)
        _ = setrlimit(resource(cpu: true), &limit)
    }

    /// Stops a grader that crashes or runs out of time from leaving a core file.
    static func disableCoreFiles() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(resource(cpu: false), &none)
    }

    #if canImport(Glibc)
        /// Glibc: the resources are a C enum, and `setrlimit` takes `__rlimit_resource_t`.
        private static func resource(cpu: Bool) -> __rlimit_resource_t {
            __rlimit_resource_t((cpu ? RLIMIT_CPU : RLIMIT_CORE).rawValue)
        }
    #else
        /// Darwin and Musl: the resources are `Int32` macros, as `setrlimit` takes them.
        private static func resource(cpu: Bool) -> Int32 {
            cpu ? RLIMIT_CPU : RLIMIT_CORE
        }
    #endif
}
