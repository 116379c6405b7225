import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls the judge makes whose names or types differ between
/// Darwin (macOS) and Linux (Glibc or Musl), in one place.
///
/// Linux runs these here; the Darwin branches follow Apple's documented signatures.
/// The writing end of the pipe the interruption handler writes to.
nonisolated(unsafe) private var interruptionPipe: Int32 = -1

enum Platform {
    /// Starts `executable` in a session of its own (so that the whole session
    /// can be ended at once), with `streams` as its descriptors 0, 1, 2, 3, …,
    /// no other descriptor of this process, every signal's default action and
    /// none blocked (a judge that ignores SIGPIPE must not pass that on: the
    /// limits end an answer by signals). Returns its process id, and
    /// `posix_spawn`'s error number (0 when it started).
    ///
    /// Darwin: the attribute and file-action types are optional pointers, and
    /// `POSIX_SPAWN_CLOEXEC_DEFAULT` closes every descriptor the actions do
    /// not name. Glibc: they are structs, and `addclosefrom_np` (Glibc 2.34;
    /// its module imports it only with `_GNU_SOURCE`) is looked up by name.
    /// Musl has no such call; there every descriptor the judge opens is
    /// marked close-on-exec (`closeOnExec`).
    static func spawn(
        _ executable: String, _ arguments: [String], environment: [String], streams: [Int32]
    ) -> (process: pid_t, failure: Int32) {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
            let flags =
                POSIX_SPAWN_SETSID | POSIX_SPAWN_CLOEXEC_DEFAULT | POSIX_SPAWN_SETSIGDEF
                | POSIX_SPAWN_SETSIGMASK
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
            // POSIX_SPAWN_SETSID (0x80, which Glibc's module imports only with
            // `_GNU_SOURCE`), POSIX_SPAWN_SETSIGDEF (0x04) and
            // POSIX_SPAWN_SETSIGMASK (0x08): the values Glibc and Musl give them.
            let flags: Int32 = 0x80 | 0x04 | 0x08
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        for (target, source) in streams.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
        }
        #if !canImport(Darwin)
            if let closeFrom = cFunction(
                "posix_spawn_file_actions_addclosefrom_np", as: CloseFromCall.self)
            {
                _ = closeFrom(&actions, Int32(streams.count))
            }
        #endif
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var process: pid_t = 0
        let words = ([executable] + arguments).map { strdup($0) } + [nil]
        let variables = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in words + variables { free(pointer) }
        }
        let failure = posix_spawn(&process, executable, &actions, &attributes, words, variables)
        return (process, failure)
    }

    /// A new pipe, both ends close-on-exec and numbered 10 or higher (so that
    /// placing them at 0–3 in a child never collides with a low number):
    /// the reading end, then the writing end.
    static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard (ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress) }) == 0 else {
            return nil
        }
        let high = ends.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
        for end in ends { _ = close(end) }
        guard high.allSatisfy({ $0 >= 0 }) else { return nil }
        return (high[0], high[1])
    }

    /// A connected pair of sockets for a child's standard input, numbered 10
    /// or higher and close-on-exec: the child's end, then the judge's. A
    /// socket, unlike a pipe, can be written to without SIGPIPE when the child
    /// is gone (`sendAll`), so the judge never ignores SIGPIPE process-wide,
    /// which every program it or its tests start would inherit.
    ///
    /// `SOCK_STREAM` is an `Int32` on Darwin and an enum on Glibc. Darwin sets
    /// `SO_NOSIGPIPE` on the socket; Linux passes `MSG_NOSIGNAL` to each send.
    static func makeRequestChannel() -> (child: Int32, judge: Int32)? {
        #if canImport(Darwin)
            let stream = SOCK_STREAM
        #else
            let stream = Int32(SOCK_STREAM.rawValue)
        #endif
        var ends: [Int32] = [0, 0]
        guard
            (ends.withUnsafeMutableBufferPointer { socketpair(AF_UNIX, stream, 0, $0.baseAddress) })
                == 0
        else { return nil }
        let high = ends.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
        for end in ends { _ = close(end) }
        guard high.allSatisfy({ $0 >= 0 }) else { return nil }
        #if canImport(Darwin)
            var yes: Int32 = 1
            _ = setsockopt(
                high[1], SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return (high[0], high[1])
    }

    /// Sends all of `bytes` on the socket `descriptor`; false if the other end
    /// is gone (never SIGPIPE).
    static func sendAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, flags)
            }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// The arguments that make `nm` list an object file's defined global
    /// symbols: GNU `nm` on Linux spells the option out (its `-U` now means
    /// something else); Darwin's `nm` takes `-g -U`.
    static var definedGlobalSymbols: [String] {
        #if canImport(Darwin)
            ["-g", "-U"]
        #else
            ["-g", "--defined-only"]
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

    /// The arguments that make `nm` list the symbols an object file uses but
    /// does not define: `-u` on both.
    static var undefinedSymbols: [String] { ["-u"] }

    /// Whether the compiler makes Mach-O objects (Darwin), whose symbol table
    /// spells every C name with a leading `_`, or ELF objects (Linux), which
    /// spell it as C does.
    static var objectsAreMachO: Bool {
        #if canImport(Darwin)
            true
        #else
            false
        #endif
    }

    /// What `executable` run with `arguments` prints on standard output, if it
    /// starts and exits with 0 within ten seconds.
    static func output(of executable: String, _ arguments: [String]) -> String? {
        guard let printing = makePipe() else { return nil }
        let null = open("/dev/null", O_RDWR)
        defer { _ = close(null) }
        let started = spawn(
            executable, arguments, environment: ["LC_ALL=C"],
            streams: [null, printing.write, null])
        closeDescriptor(printing.write)
        defer { closeDescriptor(printing.read) }
        guard started.failure == 0 else { return nil }
        var bytes: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if !readable([printing.read], milliseconds: 50).isEmpty {
                guard let chunk = readSome(printing.read) else { continue }
                if chunk.isEmpty { break }
                bytes += chunk
            }
        }
        killSession(started.process)
        let status = waitForEnding(of: started.process)
        return exitCode(status) == 0 ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Sends SIGKILL to every process of the session led by `process`.
    static func killSession(_ process: pid_t) {
        _ = kill(-process, SIGKILL)
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

    /// How many names the file at `path` has (1 for a file that is not
    /// hard-linked), or 0 if it cannot be read.
    static func linkCount(_ path: String) -> Int {
        var information = stat()
        guard stat(path, &information) == 0 else { return 0 }
        return Int(information.st_nlink)
    }

    /// This process's id.
    static var processID: pid_t { getpid() }

    /// `/dev/null`, opened for reading and writing, close-on-exec and
    /// numbered 10 or higher, as the judge's other descriptors are; -1 if it
    /// cannot be opened.
    static func openNull() -> Int32 {
        let null = open("/dev/null", O_RDWR)
        guard null >= 0 else { return -1 }
        let high = fcntl(null, F_DUPFD_CLOEXEC, 10)
        _ = close(null)
        return high
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

    /// Waits at most `milliseconds` until one of `descriptors` can be read;
    /// returns those that can (a closed one counts as readable).
    static func readable(_ descriptors: [Int32], milliseconds: Int32) -> [Int32] {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        guard poll(&entries, nfds_t(entries.count), milliseconds) > 0 else { return [] }
        return entries.filter { $0.revents != 0 }.map(\.fd)
    }

    /// Reads what is there from `descriptor`: bytes, an empty array at the
    /// end, or nil if nothing could be read now.
    static func readSome(_ descriptor: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? nil : [] }
        return Array(buffer.prefix(count))
    }

    /// Closes `descriptor`.
    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
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

    /// Ends `process` at once (SIGKILL).
    static func killProcess(_ process: pid_t) {
        _ = kill(process, SIGKILL)
    }

    /// Asks `process`, a `swift build`, to stop as Ctrl-C would (SIGINT):
    /// SwiftPM then stops its compilers and ends.
    static func forwardInterruption(to process: pid_t) {
        _ = kill(process, SIGINT)
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
            return info.pbi_status != UInt32(SZOMB)
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

    /// Handles SIGINT, SIGTERM and SIGHUP from now on by writing the signal's
    /// number to a pipe; returns the pipe's reading end, or nil. The handler
    /// does nothing else, as a signal handler may do little safely.
    static func installInterruptionPipe() -> Int32? {
        guard let ends = makePipe() else { return nil }
        interruptionPipe = ends.write
        for number in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(number) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(interruptionPipe, &byte, 1)
            }
        }
        return ends.read
    }

    /// Waits for the next signal's number from the pipe `descriptor`; nil if it closes.
    static func readSignal(from descriptor: Int32) -> Int32? {
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count == 1 { return Int32(byte) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Ends this process as `number` would have, had it not been handled.
    static func endAsSignalWould(_ number: Int32) -> Never {
        _ = signal(number, SIG_DFL)
        _ = raise(number)
        _exit(128 + number)
    }

    #if !canImport(Darwin)
        private typealias CloseFromCall =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        private typealias ControlCall = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

        /// A C function of the process's libraries, by name (`dlsym` with the
        /// default handle, which is 0 in Glibc and Musl).
        private static func cFunction<Function>(_ name: String, as type: Function.Type)
            -> Function?
        {
            guard let symbol = dlsym(nil, name) else { return nil }
            return unsafeBitCast(symbol, to: type)
        }
    #endif
}
