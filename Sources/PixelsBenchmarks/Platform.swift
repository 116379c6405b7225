import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls the benchmark makes whose names or types differ
/// between Darwin (macOS) and Linux (Glibc or Musl), in one place. Linux
/// runs it here; the Darwin branches follow Apple's documented signatures.
enum Platform {
    /// A TCP socket. `SOCK_STREAM` is a plain `Int32` on Darwin and Musl,
    /// an enum (`__socket_type`) in Glibc.
    static func tcpSocket() -> Int32 {
        #if canImport(Glibc)
            socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }

    /// Connects `descriptor` to 127.0.0.1 at `port`; whether it worked.
    /// Only Darwin's `sockaddr_in` has `sin_len`.
    static func connectToLoopback(_ descriptor: Int32, port: UInt16) -> Bool {
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        } == 0
    }

    /// Sends without raising SIGPIPE on a closed connection: `MSG_NOSIGNAL`
    /// on Linux; Darwin lacks it and sets `SO_NOSIGPIPE` on the socket.
    static func send(_ descriptor: Int32, _ bytes: [UInt8]) -> Int {
        #if canImport(Darwin)
            var yes: Int32 = 1
            _ = setsockopt(
                descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            return bytes.withUnsafeBytes { Darwin.send(descriptor, $0.baseAddress, $0.count, 0) }
        #else
            return bytes.withUnsafeBytes {
                systemSend(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
        #endif
    }

    /// Closes a descriptor.
    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// Raises the soft limit on open descriptors to `count` (or the hard
    /// limit). `RLIMIT_NOFILE` is an `Int32` on Darwin and Musl, an enum in Glibc.
    static func allowOpenFiles(_ count: UInt64) {
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        _ = getrlimit(resource, &limit)
        guard UInt64(limit.rlim_cur) < count else { return }
        limit.rlim_cur = rlim_t(min(count, UInt64(limit.rlim_max)))
        _ = setrlimit(resource, &limit)
    }

    /// Bytes of memory resident in this process now: `/proc/self/statm` on
    /// Linux; on Darwin, the peak (`ru_maxrss`, in bytes there, where Linux
    /// counts kilobytes), which for a growing heap is the same figure.
    static func residentBytes() -> Int {
        #if os(Linux)
            guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
                let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
            else { return 0 }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            var usage = rusage()
            _ = getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss)
        #endif
    }
}

#if !canImport(Darwin)
    /// The C `send`, under a name that `Platform.send` does not shadow.
    private func systemSend(
        _ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32
    ) -> Int {
        send(descriptor, bytes, count, flags)
    }
#endif
