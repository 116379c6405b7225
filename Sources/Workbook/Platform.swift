import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls the `workbook` command makes, in one place.
enum Platform {
    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The width of the terminal standard output is, in columns, if it is one:
    /// the terminal's own size, or else `COLUMNS`. `TIOCGWINSZ` imports as
    /// `Int32` on Linux and `UInt` on Darwin; `ioctl` takes a `UInt` on both.
    static func terminalWidth(environment: [String: String]) -> Int? {
        guard isTerminal(STDOUT_FILENO) else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return environment["COLUMNS"].flatMap { Int($0) }.map { min(max($0, 20), 1000) }
    }

    /// This process's id.
    static var processID: Int32 { getpid() }

    /// Whether process `process` exists (`kill` with signal 0; EPERM means
    /// it does, but belongs to another user).
    static func isRunning(_ process: Int32) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }

    /// The path of the current working folder, or nil if it cannot be had,
    /// as when the folder has been deleted (`getcwd` fails with ENOENT).
    static func currentFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let path = String(
            decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.hasPrefix("/") ? path : nil
    }

    /// This machine's name, as `hostname` prints it. `gethostname` reads it
    /// without asking the network (Foundation's `hostName` can wait seconds
    /// on a Mac for a reverse lookup).
    static func machineName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "unknown" }
        return String(
            decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The most bytes a file this process writes may hold (`ulimit -f`),
    /// or nil if there is no limit. `RLIMIT_FSIZE` is an `Int32` on Darwin
    /// and Musl, an enum in Glibc.
    static func fileSizeLimit() -> UInt64? {
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        #else
            let resource = RLIMIT_FSIZE
        #endif
        // RLIM_INFINITY: all ones in Glibc and Musl, 2^63 - 1 on Darwin
        // (neither macro imports into Swift).
        #if canImport(Darwin)
            let unlimited = rlim_t(Int64.max)
        #else
            let unlimited = rlim_t.max
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur != unlimited else { return nil }
        return UInt64(limit.rlim_cur)
    }

    /// How a durable write ended.
    enum WriteResult {
        case written
        case failed(Int32)
    }

    /// Writes `bytes` to a new file at `path` and flushes it to the disk
    /// (`fsync`), or says the error number that stopped it. SIGXFSZ is
    /// ignored first, so a write past `ulimit -f` fails with EFBIG instead
    /// of ending the process without a word.
    static func writeDurably(_ bytes: [UInt8], to path: String) -> WriteResult {
        _ = signal(SIGXFSZ, SIG_IGN)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failed(errno) }
        defer { _ = close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                write(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return .failed(errno)
            }
            offset += written
        }
        return fsync(descriptor) == 0 ? .written : .failed(errno)
    }

    /// Flushes a folder's entries to the disk, so that a rename in it lasts.
    static func flushFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    /// The path of a temporary file to remove if the process is interrupted,
    /// kept as C bytes so that a signal handler can use it.
    nonisolated(unsafe) private static var remembered = [CChar](repeating: 0, count: 4096)

    /// Remembers `path` (or nothing) as the temporary file to remove.
    static func rememberFile(_ path: String?) {
        let bytes = Array((path ?? "").utf8.prefix(4095)).map { CChar(bitPattern: $0) }
        remembered.withUnsafeMutableBufferPointer { buffer in
            buffer[0] = 0
            for (index, byte) in bytes.enumerated() { buffer[index + 1] = byte }
            buffer[bytes.count + 1] = 0
            buffer[0] = bytes.isEmpty ? 0 : 1
        }
    }

    /// Removes the remembered file: safe inside a signal handler.
    static func removeRememberedFile() {
        remembered.withUnsafeBufferPointer { buffer in
            if buffer[0] != 0, let base = buffer.baseAddress { _ = unlink(base + 1) }
        }
    }

    /// Starts `/usr/bin/env` with `arguments` in this process's own process
    /// group (so that the terminal's Ctrl-C reaches it, and whatever it
    /// starts, as it reaches this command), with every signal's default
    /// action, an empty standard input, and standard output and error into a
    /// new pipe, whose reading end comes back with its id.
    static func spawnInThisGroup(_ arguments: [String]) -> (process: pid_t, output: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        defer { close(ends[1]) }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        // POSIX_SPAWN_SETSIGDEF and POSIX_SPAWN_SETSIGMASK: 4 and 8 on every platform.
        posix_spawnattr_setflags(&attributes, Int16(4 | 8))
        let words = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
        let variables =
            ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") }
            + [nil]
        defer {
            for pointer in words + variables { free(pointer) }
        }
        var process: pid_t = 0
        guard posix_spawn(&process, "/usr/bin/env", &actions, &attributes, words, variables) == 0
        else {
            close(ends[0])
            return nil
        }
        return (process, ends[0])
    }

    /// Reads what is there from `descriptor`, waiting at most `milliseconds`
    /// for some: bytes, `[]` at the end, or nil if nothing came in time.
    static func readSome(_ descriptor: Int32, waiting milliseconds: Int32) -> [UInt8]? {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, milliseconds) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? nil : [] }
        return Array(buffer.prefix(count))
    }

    /// Waits for `process` to end; its exit code, or 128 plus the signal that ended it.
    static func waitForExit(_ process: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Asks `process` to stop as Ctrl-C would, waits `grace` seconds at most
    /// for it to end, then ends it; waits for it either way.
    static func stop(_ process: pid_t, grace: Double) {
        _ = kill(process, SIGINT)
        let deadline = Date().addingTimeInterval(grace)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(process, &status, WNOHANG) == process { return }
            usleep(50_000)
        }
        _ = kill(process, SIGKILL)
        while waitpid(process, &status, 0) < 0 && errno == EINTR {}
    }
}
