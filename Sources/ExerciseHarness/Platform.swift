#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The calls an answer program makes whose types differ between platforms.
enum Platform {
    /// Limits this process to `seconds` of processor time. Past it, the system
    /// sends SIGXCPU, which ends the process; a second later, SIGKILL. The
    /// hard limit is set too, so nothing the answer does can raise it.
    static func limitProcessorTime(to seconds: Int) {
        var limit = rlimit(rlim_cur: rlim_t(seconds), rlim_max: rlim_t(seconds + 1))
        _ = setrlimit(resource(.cpu), &limit)
    }

    /// Stops an answer that crashes from leaving a core file.
    static func disableCoreFiles() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(resource(.core), &none)
    }

    /// Stops the process from writing any file: a write past size 0 fails,
    /// and SIGXFSZ ends the process. Pipes are not files, so its prints and
    /// its answers still go out.
    static func forbidWritingFiles() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(resource(.fileSize), &none)
    }

    /// The limits this file sets.
    enum Limit {
        case cpu, core, fileSize
    }

    /// Whether `descriptor` is open.
    static func isOpen(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) != -1
    }

    /// Reads what is there from `descriptor`, waiting for some: bytes, or
    /// nil at the end or on an error other than an interruption.
    static func readSome(_ descriptor: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer.prefix(count)) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Writes all of `bytes` to `descriptor`; false if the other end is gone.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                write(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Ends the process at once with `status`, without running exit handlers.
    static func exitNow(_ status: Int32) -> Never {
        _exit(status)
    }

    /// Whether the `count` bytes at `first` and at `second` are the same.
    static func sameBytes(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool
    {
        memcmp(first, second, count) == 0
    }

    /// Starts a thread on a stack of `size` bytes that this process maps
    /// itself, with a guard page below it, and runs `body` there with the
    /// stack's bounds: its lowest usable address and the address past its
    /// highest. False if the stack or the thread could not be made.
    static func startThread(stackSize size: Int, _ body: @escaping (StackBounds) -> Void) -> Bool {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let stackSize = (size + page - 1) / page * page
        guard let base = mmap(nil, stackSize + page, PROT_READ | PROT_WRITE, anonymous, -1, 0),
            base != MAP_FAILED
        else { return false }
        // The lowest page stays unmapped for reading and writing: running
        // off the stack ends the process instead of writing past it.
        _ = mprotect(base, page, PROT_NONE)
        let stack = base + page
        let low = UInt(bitPattern: stack)
        let bounds = StackBounds(low: low, high: low + UInt(stackSize))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstack(&attributes, stack, stackSize) == 0 else { return false }
        let context = Unmanaged.passRetained(ThreadBody { body(bounds) }).toOpaque()
        guard create(&attributes, context) else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return false
        }
        return true
    }

    /// What a started thread runs, passed to it through `pthread_create`'s context.
    final class ThreadBody {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    #if canImport(Darwin)
        /// Darwin: anonymous memory is `MAP_ANON`.
        private static let anonymous = MAP_PRIVATE | MAP_ANON

        /// Darwin: a thread is an optional pointer, and its start routine
        /// takes a context that is never nil.
        private static func create(
            _ attributes: inout pthread_attr_t, _ context: UnsafeMutableRawPointer
        ) -> Bool {
            var thread: pthread_t?
            return pthread_create(
                &thread, &attributes,
                { context in
                    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
                    return nil
                }, context) == 0
        }
    #else
        /// Glibc and Musl: anonymous memory is `MAP_ANONYMOUS`.
        private static let anonymous = MAP_PRIVATE | MAP_ANONYMOUS

        /// Glibc and Musl: a thread is a number, and its start routine takes
        /// an optional context.
        private static func create(
            _ attributes: inout pthread_attr_t, _ context: UnsafeMutableRawPointer
        ) -> Bool {
            var thread = pthread_t()
            return pthread_create(
                &thread, &attributes,
                { context in
                    Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
                    return nil
                }, context) == 0
        }
    #endif

    #if canImport(Glibc)
        /// Glibc: the resources are a C enum, and `setrlimit` takes `__rlimit_resource_t`.
        private static func resource(_ limit: Limit) -> __rlimit_resource_t {
            switch limit {
            case .cpu: __rlimit_resource_t(RLIMIT_CPU.rawValue)
            case .core: __rlimit_resource_t(RLIMIT_CORE.rawValue)
            case .fileSize: __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
            }
        }
    #else
        /// Darwin and Musl: the resources are `Int32` macros, as `setrlimit` takes them.
        private static func resource(_ limit: Limit) -> Int32 {
            switch limit {
            case .cpu: RLIMIT_CPU
            case .core: RLIMIT_CORE
            case .fileSize: RLIMIT_FSIZE
            }
        }
    #endif
}
