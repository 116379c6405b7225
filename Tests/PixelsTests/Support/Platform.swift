@testable import Pixels

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls the Pixels tests make whose names or types differ
/// between Darwin (macOS) and Linux (Glibc or Musl), in one place.
///
/// Linux runs these tests here; the Darwin branches follow Apple's
/// documented signatures. The socket calls the app's server makes too
/// (a TCP socket, the loopback address, writes without SIGPIPE, closing a
/// descriptor) are the Pixels module's own `Platform`'s.
enum TestPlatform {
    /// Makes reads on `descriptor` give up after `seconds` of silence.
    /// (`timeval.tv_usec` is `Int32` on Darwin and `Int` on Linux; the
    /// literal 0 fits both.)
    static func setReadTimeout(_ descriptor: Int32, seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        _ = setsockopt(
            descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads into `buffer`; qualified by module where a type's own `read` shadows it.
    static func readBytes(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { raw in
            #if canImport(Darwin)
                Darwin.read(descriptor, raw.baseAddress, raw.count)
            #elseif canImport(Glibc)
                Glibc.read(descriptor, raw.baseAddress, raw.count)
            #elseif canImport(Musl)
                Musl.read(descriptor, raw.baseAddress, raw.count)
            #endif
        }
    }

    /// The soft and hard limits on open descriptors. `RLIMIT_NOFILE` is an
    /// `Int32` on Darwin and Musl, an enum (`__rlimit_resource`) in Glibc.
    static func openFileLimit() -> (soft: UInt64, hard: UInt64) {
        var limit = rlimit()
        _ = getrlimit(openFilesResource, &limit)
        return (UInt64(limit.rlim_cur), UInt64(limit.rlim_max))
    }

    /// Sets the soft limit on open descriptors; whether it was allowed.
    @discardableResult
    static func setOpenFileLimit(soft: UInt64) -> Bool {
        var limit = rlimit()
        _ = getrlimit(openFilesResource, &limit)
        limit.rlim_cur = rlim_t(min(soft, UInt64(limit.rlim_max)))
        return setrlimit(openFilesResource, &limit) == 0
    }

    #if canImport(Glibc)
        private static let openFilesResource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        private static let openFilesResource = RLIMIT_NOFILE
    #endif

    /// Whether SIGPIPE is ignored in this process. `sigaction`'s handler
    /// sits in a union named `__sigaction_u.__sa_handler` on Darwin,
    /// `__sigaction_handler.sa_handler` in Glibc and `__sa_handler.sa_handler`
    /// in Musl; `SIG_IGN` is the handler whose address is 1 on all three.
    static func ignoresBrokenPipes() -> Bool {
        var action = sigaction()
        _ = sigaction(SIGPIPE, nil, &action)
        #if canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #elseif canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sa_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == 1
    }

    /// Gives SIGPIPE its default action (ending the process) back.
    static func restoreDefaultBrokenPipeAction() {
        _ = signal(SIGPIPE, SIG_DFL)
    }

    /// Opens a pseudo-terminal pair: the controlling side and the terminal
    /// side, or `nil` if the system has none to give. Darwin imports
    /// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname_r`; Glibc's module
    /// does not (they need `_XOPEN_SOURCE`), so on Linux they are looked up
    /// by name at run time.
    static func openPseudoTerminal() -> (primary: Int32, terminal: Int32)? {
        #if canImport(Darwin)
            let primary = posix_openpt(O_RDWR | O_NOCTTY)
            guard primary >= 0, grantpt(primary) == 0, unlockpt(primary) == 0 else { return nil }
            var path = [CChar](repeating: 0, count: 128)
            guard ptsname_r(primary, &path, path.count) == 0 else { return nil }
        #else
            guard let openPrimary = cFunction("posix_openpt", as: OpenFunction.self),
                let grant = cFunction("grantpt", as: DescriptorFunction.self),
                let unlock = cFunction("unlockpt", as: DescriptorFunction.self),
                let nameOf = cFunction("ptsname_r", as: NameFunction.self)
            else { return nil }
            let primary = openPrimary(O_RDWR | O_NOCTTY)
            guard primary >= 0, grant(primary) == 0, unlock(primary) == 0 else { return nil }
            var path = [CChar](repeating: 0, count: 128)
            guard nameOf(primary, &path, path.count) == 0 else { return nil }
        #endif
        let name = String(
            decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let terminal = open(name, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            Platform.closeDescriptor(primary)
            return nil
        }
        return (primary, terminal)
    }

    #if !canImport(Darwin)
        private typealias OpenFunction = @convention(c) (Int32) -> Int32
        private typealias DescriptorFunction = @convention(c) (Int32) -> Int32
        private typealias NameFunction =
            @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32

        /// A C function of the process's libraries, by name.
        private static func cFunction<Function>(_ name: String, as type: Function.Type)
            -> Function?
        {
            guard let symbol = dlsym(nil, name) else { return nil }
            return unsafeBitCast(symbol, to: type)
        }
    #endif
}
