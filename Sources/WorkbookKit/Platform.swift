#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The calls WorkbookKit makes whose names or types differ between Darwin
/// (macOS) and Linux, in one place. Linux runs them here; the Darwin branch
/// follows Apple's documented signatures.
enum Platform {
    /// The path of the executable image that holds this code.
    ///
    /// Linux: `/proc/self/exe`, because the whole package is linked into one
    /// program and `dladdr` names the main program by its `argv[0]`. Darwin:
    /// `dladdr` on this module's image handle (`#dsohandle`) names the
    /// image's file, the test bundle's executable or the program.
    static func imagePath() -> String {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if count > 0 {
                return String(
                    decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            return CommandLine.arguments.first ?? "."
        #else
            var info = Dl_info()
            guard dladdr(#dsohandle, &info) != 0, let name = info.dli_fname else {
                return CommandLine.arguments.first ?? "."
            }
            return String(cString: name)
        #endif
    }
}

extension Platform {
    /// Whether `descriptor` is closed: no file is open at that number.
    static func isClosed(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) == -1 && errno == EBADF
    }

    /// Opens `/dev/null` at `descriptor`, which is closed.
    static func openNull(at descriptor: Int32) {
        let null = open("/dev/null", O_RDWR)
        guard null >= 0 else { return }
        if null != descriptor {
            dup2(null, descriptor)
            close(null)
        }
    }

    /// Writes out what the C library holds for any stream, and returns
    /// `errno` if that, or any earlier write to standard output, failed; nil
    /// if all went out.
    ///
    /// Swift's `print` writes through the C library's `stdout` stream, whose
    /// error flag (`ferror`) remembers a write that failed earlier. The
    /// stream's variable cannot be named in Swift 6 (it is shared mutable
    /// state), so it is looked up by its symbol: `stdout` in Glibc and Musl,
    /// `__stdoutp` on Darwin, where `RTLD_DEFAULT` is the handle -2.
    static func flushStandardOutput() -> Int32? {
        let flushed = fflush(nil)
        let failure = errno
        #if canImport(Darwin)
            let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "__stdoutp")
        #else
            let symbol = dlsym(nil, "stdout")
        #endif
        let stream = symbol?.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
        let failedBefore = stream.map { ferror($0) != 0 } ?? false
        guard flushed != 0 || failedBefore else { return nil }
        return flushed != 0 ? failure : 0
    }

    /// The symbolic name of an `errno` value a write can fail with, or nil.
    static func errorName(_ code: Int32) -> String? {
        switch code {
        case ENOSPC: "ENOSPC"
        case EPIPE: "EPIPE"
        case EBADF: "EBADF"
        case EIO: "EIO"
        case EDQUOT: "EDQUOT"
        case EFBIG: "EFBIG"
        default: nil
        }
    }
}

/// The terminal's settings while a key is read, to put back if a signal
/// ends the process meanwhile; set only while `readKey` waits.
nonisolated(unsafe) private var settingsToRestore = termios()

extension Platform {
    /// Whether standard input is a terminal.
    static var inputIsATerminal: Bool { isatty(0) == 1 }

    /// Reads one byte of standard input: nil at its end or on an error.
    static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Reads one key press from the terminal on standard input, without
    /// waiting for Enter and without echoing it: the bytes it sent (several
    /// for an arrow or a Chinese character), or nil at the end of input.
    ///
    /// The terminal leaves canonical mode only while it waits; Ctrl-C still
    /// interrupts (`ISIG` stays on), and SIGINT, SIGTERM or SIGHUP meanwhile
    /// put the settings back before the signal's default action ends the
    /// process. `tcflag_t` is `UInt` on Darwin and `UInt32` in Glibc, and
    /// `c_cc` is a tuple, set through its bytes.
    static func readKey() -> [UInt8]? {
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else { return readByte().map { [$0] } }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        settingsToRestore = saved
        let endings = [SIGINT, SIGTERM, SIGHUP]
        let previous = endings.map { signal($0, restoreTerminalThenEnd) }
        _ = tcsetattr(0, TCSANOW, &raw)
        defer {
            _ = tcsetattr(0, TCSANOW, &saved)
            for (number, handler) in zip(endings, previous) { _ = signal(number, handler) }
        }
        var buffer = [UInt8](repeating: 0, count: 16)
        while true {
            let count = read(0, &buffer, buffer.count)
            if count > 0 { return Array(buffer.prefix(count)) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
}

/// Puts the terminal's settings back, then ends the process as `number`
/// would have: only async-signal-safe calls.
private func restoreTerminalThenEnd(_ number: Int32) {
    _ = tcsetattr(0, TCSANOW, &settingsToRestore)
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}
