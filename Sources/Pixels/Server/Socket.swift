import Foundation
import Glibc

/// The few Glibc socket calls the photo server needs, each returning a Swift value.
enum Socket {
    /// Opens a TCP socket listening on 127.0.0.1 at `port` (0 picks a free one),
    /// and returns it with the port actually bound.
    static func listen(port: UInt16) throws(PixelsError) -> (descriptor: Int32, port: UInt16) {
        signal(SIGPIPE, SIG_IGN)  // a client that hangs up must not kill the process
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw .serverFailed("socket: \(lastError())") }
        var yes: Int32 = 1
        setsockopt(
            descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, Glibc.listen(descriptor, 64) == 0 else {
            let message = lastError()
            close(descriptor)
            throw .serverFailed("cannot listen on 127.0.0.1:\(port): \(message)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// Waits for the next client; `nil` once the listening socket is shut down.
    static func accept(on descriptor: Int32) -> Int32? {
        while true {
            let client = Glibc.accept(descriptor, nil, nil)
            if client >= 0 { return client }
            if errno != EINTR && errno != ECONNABORTED { return nil }
        }
    }

    /// Makes reads on `descriptor` give up after `seconds` of silence.
    static func setReadTimeout(_ descriptor: Int32, seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(
            descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads what is available (at most `limit` bytes); empty at end of stream,
    /// `nil` on an error or a timeout.
    static func read(_ descriptor: Int32, limit: Int = 16_384) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, limit, 0) }
            if count >= 0 { return Array(buffer[..<count]) }
            if errno != EINTR { return nil }
        }
    }

    /// Writes all of `data`; `false` if the client went away.
    @discardableResult
    static func write(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(
                    descriptor, raw.baseAddress! + offset, raw.count - offset,
                    Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    /// Whether the client has hung up: its end of the stream has arrived
    /// (or the connection broke). Looks without waiting and without reading.
    static func isClosedByPeer(_ descriptor: Int32) -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 0) == 1 else { return false }
        if ready.revents & Int16(POLLHUP | POLLERR) != 0 { return true }
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR)
    }

    /// Ends both directions now, waking any thread blocked on the socket.
    static func shutdown(_ descriptor: Int32) {
        _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Closes the descriptor.
    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
