#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls whose names or types differ between Darwin (macOS)
/// and Linux (Glibc or Musl), in one place for the sockets of the photo
/// server and of the app's HTTP client.
///
/// Everything else they call (`poll`, `recv`, `connect`, `getaddrinfo`,
/// `fcntl`, `setsockopt`, `getsockname`) has the same signature on both.
/// Linux is built and tested here; the Darwin branches follow Apple's
/// documented signatures. Darwin has no `accept4`, `pipe2`, `SOCK_CLOEXEC`
/// or `epoll` (and Swift's Glibc module offers neither `accept4` nor
/// `pipe2`), so `accept` and `pipe` are followed by `fcntl` at once, and the
/// server uses `poll` everywhere.
enum Platform {
    /// `SOCK_STREAM`, the type of a TCP socket: a plain `Int32` on Darwin and
    /// Musl, but an enum (`__socket_type`) in Glibc.
    static var streamSocketType: Int32 {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }

    /// An IPv4 TCP socket, close-on-exec from the moment it exists.
    static func tcpSocket() -> Int32 {
        socket(family: AF_INET, type: streamSocketType, protocol: 0)
    }

    /// A socket that no program started later inherits. A process that
    /// another thread starts between `socket` and a later `fcntl` would
    /// otherwise keep a copy open, and a server's port would go on accepting
    /// after the server closed it. Linux sets the flag in the same call
    /// (`SOCK_CLOEXEC`); Darwin has no such flag, so it is set at once, and
    /// Darwin's `posix_spawn` callers here close what they do not name.
    static func socket(family: Int32, type: Int32, protocol: Int32) -> Int32 {
        #if canImport(Darwin)
            let descriptor = Darwin.socket(family, type, `protocol`)
            if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            return descriptor
        #elseif canImport(Glibc)
            Glibc.socket(family, type | Int32(SOCK_CLOEXEC.rawValue), `protocol`)
        #elseif canImport(Musl)
            Musl.socket(family, type | SOCK_CLOEXEC, `protocol`)
        #endif
    }

    /// The loopback address 127.0.0.1 at `port`. Darwin's `sockaddr_in`
    /// starts with a length byte, `sin_len`, that Linux does not have.
    static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    /// The flags for `send` that keep a write to a closed connection from
    /// raising SIGPIPE. Linux has `MSG_NOSIGNAL` per call; Darwin has no such
    /// flag and sets `SO_NOSIGPIPE` on the socket instead (see `noSignalOnWrite`).
    static var sendFlags: Int32 {
        #if canImport(Darwin)
            0
        #else
            Int32(MSG_NOSIGNAL)
        #endif
    }

    /// Makes writes to `descriptor` fail with EPIPE instead of raising
    /// SIGPIPE, for this socket only (never for the whole process). On Darwin
    /// that is the socket option `SO_NOSIGPIPE`; on Linux `sendFlags` does it
    /// per call, so there is nothing to set.
    static func noSignalOnWrite(_ descriptor: Int32) {
        #if canImport(Darwin)
            var yes: Int32 = 1
            _ = setsockopt(
                descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Accepts one waiting client, or returns -1 with `errno` set. The
    /// client is made close-on-exec at once: Swift's Glibc module does not
    /// offer `accept4`, and Darwin has none.
    static func acceptClient(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
            let client = Darwin.accept(descriptor, nil, nil)
        #elseif canImport(Glibc)
            let client = Glibc.accept(descriptor, nil, nil)
        #elseif canImport(Musl)
            let client = Musl.accept(descriptor, nil, nil)
        #endif
        if client >= 0 { _ = fcntl(client, F_SETFD, FD_CLOEXEC) }
        return client
    }

    /// Starts connecting a socket to an address. Qualified by module because
    /// `Socket.connect` shadows the C function.
    static func connect(
        _ descriptor: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t
    ) -> Int32 {
        #if canImport(Darwin)
            Darwin.connect(descriptor, address, length)
        #elseif canImport(Glibc)
            Glibc.connect(descriptor, address, length)
        #elseif canImport(Musl)
            Musl.connect(descriptor, address, length)
        #endif
    }

    /// Starts listening with a queue of `backlog` connections. Qualified by
    /// module because `Socket.listen` shadows the C function.
    static func listen(_ descriptor: Int32, backlog: Int32) -> Int32 {
        #if canImport(Darwin)
            Darwin.listen(descriptor, backlog)
        #elseif canImport(Glibc)
            Glibc.listen(descriptor, backlog)
        #elseif canImport(Musl)
            Musl.listen(descriptor, backlog)
        #endif
    }

    /// A pipe whose ends are non-blocking and closed on exec, set at once:
    /// Swift's Glibc module does not offer `pipe2`, and Darwin has none.
    static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { makeNonBlocking(end) }
        return (ends[0], ends[1])
    }

    /// Makes reads and writes on `descriptor` return at once instead of
    /// waiting, and keeps it out of child processes (`FD_CLOEXEC`; Darwin has
    /// no `SOCK_CLOEXEC` to ask for it when the socket is made).
    static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    /// Ends both directions of a socket. Qualified by module because
    /// `Socket.shutdown` shadows the C function.
    static func shutdownBoth(_ descriptor: Int32) {
        #if canImport(Darwin)
            _ = Darwin.shutdown(descriptor, SHUT_RDWR)
        #elseif canImport(Glibc)
            _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
        #elseif canImport(Musl)
            _ = Musl.shutdown(descriptor, SHUT_RDWR)
        #endif
    }

    /// Ends the sending direction only (`SHUT_WR`, whose type differs as
    /// `SHUT_RDWR`'s does): the peer reads the end of the stream, and this
    /// side can still read what the peer does next.
    static func shutdownWriting(_ descriptor: Int32) {
        #if canImport(Darwin)
            _ = Darwin.shutdown(descriptor, SHUT_WR)
        #elseif canImport(Glibc)
            _ = Glibc.shutdown(descriptor, Int32(SHUT_WR))
        #elseif canImport(Musl)
            _ = Musl.shutdown(descriptor, SHUT_WR)
        #endif
    }

    /// Closes a descriptor. Qualified by module because `Socket.close`
    /// shadows the C function.
    static func closeDescriptor(_ descriptor: Int32) {
        #if canImport(Darwin)
            _ = Darwin.close(descriptor)
        #elseif canImport(Glibc)
            _ = Glibc.close(descriptor)
        #elseif canImport(Musl)
            _ = Musl.close(descriptor)
        #endif
    }

    /// Waits for events on `descriptors` for at most `milliseconds` (-1 for
    /// ever). `nfds_t` is `UInt32` on Darwin and `UInt` on Linux.
    static func poll(_ descriptors: inout [pollfd], milliseconds: Int32) -> Int32 {
        descriptors.withUnsafeMutableBufferPointer { buffer in
            #if canImport(Darwin)
                Darwin.poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
            #elseif canImport(Glibc)
                Glibc.poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
            #elseif canImport(Musl)
                Musl.poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
            #endif
        }
    }
}
