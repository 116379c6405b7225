import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls the judge makes whose names or types differ between
/// Darwin (macOS) and Linux (Glibc or Musl), and only those: this file
/// starts programs and moves bytes; `Platform+Processes` watches and ends
/// them, `Platform+Objects` reads object files, `Platform+Interruption`
/// hears signals. A slip on one platform is in one of these four.
///
/// Linux runs these here; the Darwin branches follow Apple's documented signatures.
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

    /// This process's id.
    static var processID: pid_t { getpid() }

    #if !canImport(Darwin)
        fileprivate typealias CloseFromCall =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        typealias ControlCall = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

        /// A C function of the process's libraries, by name (`dlsym` with the
        /// default handle, which is 0 in Glibc and Musl).
        static func cFunction<Function>(_ name: String, as type: Function.Type)
            -> Function?
        {
            guard let symbol = dlsym(nil, name) else { return nil }
            return unsafeBitCast(symbol, to: type)
        }
    #endif
}
