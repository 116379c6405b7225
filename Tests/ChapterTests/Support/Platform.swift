#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls the chapter tests make whose names or types differ
/// between Darwin (macOS) and Linux (Glibc or Musl), in one place.
///
/// Linux runs these tests here; the Darwin branches follow Apple's
/// documented signatures.
enum ChapterTestPlatform {
    /// A new pseudo-terminal's controlling side, unlocked, and the path of
    /// its terminal side; `nil` (with `errno`) if the system gives none.
    /// Darwin imports `posix_openpt`, `grantpt`, `unlockpt` and `ptsname_r`;
    /// Glibc's module does not (they need `_XOPEN_SOURCE`), so on Linux they
    /// are looked up by name at run time.
    static func openPseudoTerminal(flags: Int32) -> (controller: Int32, path: String)? {
        var path = [CChar](repeating: 0, count: 128)
        #if canImport(Darwin)
            let controller = posix_openpt(flags)
            guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0,
                ptsname_r(controller, &path, path.count) == 0
            else { return nil }
        #else
            guard let openController = cFunction("posix_openpt", as: DescriptorCall.self),
                let grant = cFunction("grantpt", as: DescriptorCall.self),
                let unlock = cFunction("unlockpt", as: DescriptorCall.self),
                let nameOf = cFunction("ptsname_r", as: NameCall.self)
            else { return nil }
            let controller = openController(flags)
            guard controller >= 0, grant(controller) == 0, unlock(controller) == 0,
                nameOf(controller, &path, path.count) == 0
            else { return nil }
        #endif
        let name = String(
            decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (controller, name)
    }

    /// Sets a terminal's size. `TIOCSWINSZ` imports as `Int32` on Linux and
    /// `UInt` on Darwin; `ioctl` takes a `UInt` on both.
    static func setWindowSize(_ descriptor: Int32, columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(descriptor, UInt(TIOCSWINSZ), &size)
    }

    /// Turns the terminal's output processing off, so lines end in `\n` as
    /// written. `c_oflag` is a `tcflag_t`: `UInt` on Darwin, `UInt32` on Linux.
    static func turnOffOutputProcessing(_ descriptor: Int32) {
        var settings = termios()
        _ = tcgetattr(descriptor, &settings)
        settings.c_oflag &= ~tcflag_t(OPOST)
        _ = tcsetattr(descriptor, TCSANOW, &settings)
    }

    /// Shrinks the buffer of the pipe `descriptor` belongs to, to one page,
    /// so that a writer blocks soon after its reader stops reading. Linux's
    /// `fcntl(F_SETPIPE_SZ)` (1031; Glibc's module imports it only with
    /// `_GNU_SOURCE`) does it; Darwin sizes its pipe buffers itself and has
    /// no such call, so there the pipe keeps its size.
    static func shrinkPipe(_ descriptor: Int32) {
        #if os(Linux)
            let setPipeSize: Int32 = 1031
            _ = fcntl(descriptor, setPipeSize, 4096)
        #endif
    }

    /// Starts `executable` in a session of its own (as Foundation's `Process`
    /// does, so a child never reads the keys of the terminal `swift test` runs
    /// in), with `streams` as its standard input, output and error and no
    /// other descriptor of this process (a negative stream is left closed).
    /// The child starts with no signal blocked and every signal's default
    /// action, as from a shell: the thread that starts it may block some (a
    /// concurrency thread does), and a program inherits those through `exec`.
    /// Returns its process id, and `posix_spawn`'s error number (0 when it
    /// started).
    ///
    /// Darwin: the attribute and file-action types are optional pointers, and
    /// `POSIX_SPAWN_CLOEXEC_DEFAULT` closes every descriptor the actions do not
    /// name. Glibc and Musl: they are structs, and `addclosefrom_np` (Glibc 2.34; its
    /// module imports it only with `_GNU_SOURCE`) is looked up by name. Musl
    /// has no such call, so there a child inherits the open descriptors.
    static func spawn(
        _ executable: String, _ arguments: [String], environment: [String],
        streams: [Int32]
    ) -> (process: pid_t, failure: Int32) {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
            let flags = POSIX_SPAWN_SETSID | POSIX_SPAWN_CLOEXEC_DEFAULT
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
            // POSIX_SPAWN_SETSID, which Glibc's module imports only with
            // `_GNU_SOURCE`; Glibc and Musl both give it the value 0x80.
            let flags: Int32 = 0x80
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        for (target, source) in streams.enumerated() {
            if source < 0 {
                posix_spawn_file_actions_addclose(&actions, Int32(target))
            } else {
                posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
            }
        }
        #if !canImport(Darwin)
            if let closeFrom = cFunction(
                "posix_spawn_file_actions_addclosefrom_np", as: CloseFromCall.self)
            {
                _ = closeFrom(&actions, Int32(streams.count))
            }
        #endif
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        sigdelset(&everySignal, SIGKILL)  // these two always have their default
        sigdelset(&everySignal, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        let signalFlags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        posix_spawnattr_setflags(&attributes, Int16(Int32(flags) | signalFlags))
        let words = ([executable] + arguments).map { strdup($0) } + [nil]
        let variables = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in words + variables { free(pointer) }
        }
        var process: pid_t = 0
        let failure = posix_spawn(&process, executable, &actions, &attributes, words, variables)
        return (process, failure)
    }

    /// A TCP socket connected to 127.0.0.1 at `port`, blocking, that gives
    /// up reading after `timeout` seconds; -1 if it cannot connect.
    /// `SOCK_STREAM` is an enum (`__socket_type`) in Glibc and an `Int32`
    /// elsewhere; Darwin's `sockaddr_in` starts with a length byte, `sin_len`.
    static func connectToLoopback(port: UInt16, timeout: Int) -> Int32 {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, stream, 0)
        guard descriptor >= 0 else { return -1 }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        _ = setsockopt(
            descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var yes: Int32 = 1
            _ = setsockopt(
                descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            return -1
        }
        return descriptor
    }

    /// Ends the sending direction of a socket (`SHUT_WR`, an `Int32` in
    /// Glibc's module and elsewhere, but a plain macro on Darwin).
    static func shutdownWriting(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = shutdown(descriptor, Int32(SHUT_WR))
        #else
            _ = shutdown(descriptor, SHUT_WR)
        #endif
    }

    /// Sends bytes, never raising SIGPIPE: `MSG_NOSIGNAL` on Linux; Darwin
    /// has no such flag, and `connectToLoopback` sets `SO_NOSIGPIPE` there.
    static func sendBytes(_ descriptor: Int32, _ bytes: [UInt8]) -> Int {
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        return bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, flags) }
    }

    #if !canImport(Darwin)
        private typealias DescriptorCall = @convention(c) (Int32) -> Int32
        private typealias NameCall =
            @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
        private typealias CloseFromCall =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

        /// A C function of the process's libraries, by name (`dlsym` with
        /// the default handle, which is 0 in Glibc and Musl).
        private static func cFunction<Function>(_ name: String, as type: Function.Type)
            -> Function?
        {
            guard let symbol = dlsym(nil, name) else { return nil }
            return unsafeBitCast(symbol, to: type)
        }
    #endif
}
