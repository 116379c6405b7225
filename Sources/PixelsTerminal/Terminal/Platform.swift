#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The terminal calls whose names or types differ between Darwin (macOS) and
/// Linux (Glibc or Musl), in one place for the app's screens and keys.
///
/// Everything else the terminal code calls (`isatty`, `tcgetattr`, `read`,
/// `poll`, `pipe`, `fcntl`, `pthread_sigmask`) has the same signature on
/// both. Linux is built and tested here; the Darwin branches follow Apple's
/// documented signatures. Darwin has no `pipe2`, so the signal relay makes
/// its pipe with `pipe` and sets the flags with `fcntl` on every system.
enum Platform {
    /// `settings` switched to raw mode (see `RawMode`). The flag fields are
    /// `tcflag_t`, which is `UInt` on Darwin and `UInt32` on Linux, so every
    /// mask is converted to it; `c_cc` is a tuple of `NCCS` bytes (20 on
    /// Darwin, 32 on Linux), written through its raw bytes.
    static func rawMode(from settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | IEXTEN)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1  // a read waits for at least one byte
            characters[Int(VTIME)] = 0  // and for no longer than that
            characters[Int(VSUSP)] = 0  // Ctrl-Z does not suspend a raw screen
        }
        return raw
    }

    /// The window size of the terminal on `descriptor` (`TIOCGWINSZ`), or
    /// `nil`. `ioctl`'s request is an `unsigned long` (`UInt`) on both, but
    /// the constant imports as `Int32` on Linux and as `UInt` on Darwin, so
    /// it is converted explicitly.
    static func windowSize(of descriptor: Int32) -> winsize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return size
    }

    /// Writes bytes to a descriptor; the count written, or -1 with `errno`.
    /// Qualified by module because `TerminalOutput.write` shadows the C call.
    static func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
            Darwin.write(descriptor, bytes, count)
        #elseif canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, bytes, count)
        #endif
    }

    /// A copy of `descriptor` that programs this process starts do not
    /// inherit (`F_DUPFD_CLOEXEC`, on both), or -1 with `errno`.
    static func duplicateForThisProcess(_ descriptor: Int32) -> Int32 {
        fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
    }

    /// Sends `number` to `handler`, a C function, from now on. Darwin's
    /// `signal` takes and returns a `sig_t`, Glibc's a `__sighandler_t`; both
    /// are `@convention(c) (Int32) -> Void`, which is what is passed.
    static func handle(_ number: Int32, with handler: @convention(c) (Int32) -> Void) {
        _ = signal(number, handler)
    }

    /// The type of a handler that is given the signal's details and the
    /// interrupted thread's context (`SA_SIGINFO`): the same on both, as
    /// Darwin's `siginfo_t` is its `__siginfo`.
    typealias CrashHandler =
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// Makes `handler` the handler of `number` (with `SA_SIGINFO`, on the
    /// alternate signal stack if the thread has one, so a stack overflow can
    /// be handled), and stores the handler it replaces in `previous`. The
    /// handler lives in a union: `__sigaction_handler.sa_sigaction` on Glibc
    /// and Musl, `__sigaction_u.__sa_sigaction` on Darwin.
    static func installCrashHandler(
        _ handler: CrashHandler, for number: Int32,
        keepingPrevious previous: UnsafeMutablePointer<sigaction>
    ) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_sigaction = handler
        #else
            action.__sigaction_handler.sa_sigaction = handler
        #endif
        action.sa_flags = Int32(SA_SIGINFO | SA_ONSTACK)
        sigemptyset(&action.sa_mask)
        _ = sigaction(number, &action, previous)
    }

    /// From a crash handler: puts `previous` back as the handler of
    /// `number`, calls it as it expects to be called (a plain handler with
    /// the number, an `SA_SIGINFO` one with `info` and `context` too), then
    /// makes sure the process ends with the signal: the default action, and
    /// `number` raised (it is delivered the moment the handler returns).
    /// `SIG_DFL` and `SIG_IGN` are the handler values 0 and 1, read here
    /// through the bit pattern because each system imports them differently.
    static func passOnCrash(
        _ number: Int32, to previous: UnsafeMutablePointer<sigaction>,
        _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        _ = sigaction(number, previous, nil)
        #if canImport(Darwin)
            let plain = previous.pointee.__sigaction_u.__sa_handler
            let detailed = previous.pointee.__sigaction_u.__sa_sigaction
        #else
            let plain = previous.pointee.__sigaction_handler.sa_handler
            let detailed = previous.pointee.__sigaction_handler.sa_sigaction
        #endif
        let bits = unsafeBitCast(plain, to: Int.self)
        if bits != 0, bits != 1, bits != -1 {
            if previous.pointee.sa_flags & Int32(SA_SIGINFO) != 0 {
                detailed?(number, info, context)
            } else {
                plain?(number)
            }
        }
        var defaultAction = sigaction()  // all zero: SIG_DFL, no flags
        _ = sigaction(number, &defaultAction, nil)
        _ = raise(number)
    }

    /// Gives `number` its default action back. `SIG_DFL` is a macro cast to
    /// each system's handler type; both overlays import it under that name.
    static func restoreDefaultAction(_ number: Int32) {
        _ = signal(number, SIG_DFL)
    }
}
