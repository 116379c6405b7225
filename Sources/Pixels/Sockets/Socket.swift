import Foundation
import WorkbookKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The few socket calls the photo server and the app's HTTP client need,
/// each returning a Swift value.
///
/// Every socket is non-blocking: the server's event loop reads with `poll`,
/// and writes, connects and the client's reads wait with `poll` until a
/// deadline. Writes never raise SIGPIPE (see `Platform.sendFlags`), and the
/// process's SIGPIPE disposition is left alone, so a chapter piped into
/// `head` still ends when `head` does.
enum Socket {
    /// Opens a non-blocking TCP socket listening on 127.0.0.1 at `port` (0
    /// picks a free one), and returns it with the port actually bound.
    static func listen(port: UInt16) throws(PixelsError) -> (descriptor: Int32, port: UInt16) {
        let descriptor = Platform.tcpSocket()
        guard descriptor >= 0 else {
            let reason = SystemError.last.text
            throw .serverFailed(
                Bilingual(en: "socket: \(reason.en)", zh: "无法创建套接字：\(reason.zh)"))
        }
        var yes: Int32 = 1
        setsockopt(
            descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = Platform.loopbackAddress(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, Platform.listen(descriptor, backlog: 128) == 0 else {
            let reason = SystemError.last.text
            close(descriptor)
            throw .serverFailed(
                Bilingual(
                    en: "cannot listen on 127.0.0.1:\(port): \(reason.en)",
                    zh: "无法在 127.0.0.1:\(port) 上监听：\(reason.zh)"))
        }
        Platform.makeNonBlocking(descriptor)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// What one `accept` gave.
    enum Accepted {
        /// A new client, already non-blocking.
        case client(Int32)
        /// No client is waiting (or one gave up while waiting): poll again.
        case none
        /// The process or the system is out of descriptors or memory
        /// (EMFILE, ENFILE, ENOBUFS, ENOMEM, or anything unexpected): wait a
        /// little, then try again.
        case exhausted(String)
    }

    /// Accepts one waiting client without waiting.
    static func accept(on descriptor: Int32) -> Accepted {
        while true {
            let client = Platform.acceptClient(descriptor)
            if client >= 0 {
                Platform.makeNonBlocking(client)
                Platform.noSignalOnWrite(client)
                return .client(client)
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK, ECONNABORTED, EPROTO: return .none
            default: return .exhausted(lastError())
            }
        }
    }

    /// What one non-blocking read gave.
    enum Read {
        /// Some bytes.
        case bytes([UInt8])
        /// Nothing yet: poll again.
        case wouldBlock
        /// The client has closed its end (or the connection broke).
        case ended
    }

    /// Reads what is available now, at most `limit` bytes.
    static func read(_ descriptor: Int32, limit: Int = 16_384) -> Read {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, limit, 0) }
            if count > 0 { return .bytes(Array(buffer[..<count])) }
            if count == 0 { return .ended }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .ended
            }
        }
    }

    /// Writes all of `data` before `deadline`, waiting with `poll` while the
    /// client's window is full; `false` if the client went away or was too
    /// slow to take it.
    @discardableResult
    static func write(_ data: Data, to descriptor: Int32, before deadline: ContinuousClock.Instant)
        -> Bool
    {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(
                    descriptor, raw.baseAddress! + offset, raw.count - offset,
                    Platform.sendFlags)
                if sent > 0 {
                    offset += sent
                    continue
                }
                guard sent < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK else {
                    return false
                }
                if errno == EINTR { continue }
                let left = milliseconds(until: deadline)
                guard left > 0 else { return false }
                var ready = [pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)]
                _ = Platform.poll(&ready, milliseconds: left)
            }
            return true
        }
    }

    /// Writes what fits now, without waiting: for short refusals (503, 408)
    /// sent from the event loop, which must never block.
    static func writeWithoutWaiting(_ data: Data, to descriptor: Int32) {
        _ = data.withUnsafeBytes { raw in
            send(descriptor, raw.baseAddress, raw.count, Platform.sendFlags)
        }
    }

    /// Waits until `descriptor` has something to read (or has closed), at
    /// most until `deadline`: `false` if the deadline came first.
    static func waitForInput(_ descriptor: Int32, before deadline: ContinuousClock.Instant)
        -> Bool
    {
        var ready = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        while true {
            let left = milliseconds(until: deadline)
            guard left > 0 else { return false }
            let result = Platform.poll(&ready, milliseconds: left)
            if result > 0 { return true }
            if result < 0, errno != EINTR { return true }  // let the read report it
        }
    }

    /// Whether the client has hung up: its end of the stream has arrived
    /// (or the connection broke). Looks without waiting and without reading.
    static func isClosedByPeer(_ descriptor: Int32) -> Bool {
        var ready = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        guard Platform.poll(&ready, milliseconds: 0) == 1 else { return false }
        if ready[0].revents & Int16(POLLHUP | POLLERR) != 0 { return true }
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK))
        return count == 0
            || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
    }

    /// Ends both directions now, waking any thread waiting on the socket.
    static func shutdown(_ descriptor: Int32) {
        Platform.shutdownBoth(descriptor)
    }

    /// Closes the descriptor.
    static func close(_ descriptor: Int32) {
        Platform.closeDescriptor(descriptor)
    }

    /// Whole milliseconds from now until `deadline` (0 if it has passed),
    /// rounded up so that a wait never ends just before it.
    static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}
