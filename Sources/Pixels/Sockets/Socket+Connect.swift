import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension Socket {
    /// Why a connection could not be opened.
    enum ConnectFailure: Error {
        /// Nothing listens there (ECONNREFUSED).
        case refused
        /// The name does not resolve.
        case unknownHost
        /// The deadline passed first.
        case timedOut
        /// Any other failure, with the system's reason.
        case failed(SystemError)
    }

    /// Opens a non-blocking TCP connection to `host` at `port` before
    /// `deadline`, trying each address the name resolves to: the app's HTTP
    /// client connects this way. (Resolving the name itself cannot be
    /// interrupted; numeric addresses need no lookup.)
    ///
    /// ```swift
    /// let connection = Socket.connect(host: "127.0.0.1", port: 8080, before: .now + .seconds(1))
    /// ```
    static func connect(host: String, port: UInt16, before deadline: ContinuousClock.Instant)
        -> Result<Int32, ConnectFailure>
    {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Platform.streamSocketType
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            return .failure(.unknownHost)
        }
        defer { freeaddrinfo(list) }
        var failure = ConnectFailure.refused
        for entry in sequence(first: first, next: { $0.pointee.ai_next }) {
            let info = entry.pointee
            let descriptor = Platform.socket(
                family: info.ai_family, type: info.ai_socktype, protocol: info.ai_protocol)
            guard descriptor >= 0 else {
                failure = .failed(.last)
                continue
            }
            Platform.makeNonBlocking(descriptor)
            Platform.noSignalOnWrite(descriptor)
            switch finishConnecting(descriptor, to: info, before: deadline) {
            case .success: return .success(descriptor)
            case .failure(let reason):
                close(descriptor)
                if case .timedOut = reason { return .failure(.timedOut) }
                failure = reason
            }
        }
        return .failure(failure)
    }

    /// Connects `descriptor` to the address in `info`, waiting with `poll`.
    private static func finishConnecting(
        _ descriptor: Int32, to info: addrinfo, before deadline: ContinuousClock.Instant
    ) -> Result<Void, ConnectFailure> {
        if Platform.connect(descriptor, info.ai_addr, info.ai_addrlen) == 0 { return .success(()) }
        guard errno == EINPROGRESS || errno == EINTR else { return .failure(reason(errno)) }
        var ready = [pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)]
        while true {
            let left = milliseconds(until: deadline)
            guard left > 0 else { return .failure(.timedOut) }
            let result = Platform.poll(&ready, milliseconds: left)
            if result > 0 { break }
            if result < 0, errno != EINTR { return .failure(.failed(.last)) }
        }
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        _ = getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length)
        return error == 0 ? .success(()) : .failure(reason(error))
    }

    private static func reason(_ code: Int32) -> ConnectFailure {
        code == ECONNREFUSED ? .refused : .failed(SystemError(code))
    }
}
