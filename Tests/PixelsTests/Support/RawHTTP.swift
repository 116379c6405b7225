import Foundation

@testable import Pixels

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Sends raw bytes to a port on 127.0.0.1 and reads until the server closes.
///
/// `URLSession` tidies `..` out of paths and refuses malformed requests, so
/// the tests that try to break the server write the bytes themselves.
enum RawHTTP {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A connected socket, closed by `close()`.
    struct Connection {
        let descriptor: Int32

        init(port: UInt16, readTimeoutSeconds: Int = 10) throws {
            descriptor = Platform.tcpSocket()
            guard descriptor >= 0 else { throw Failure(description: "socket failed") }
            TestPlatform.setReadTimeout(descriptor, seconds: readTimeoutSeconds)
            Platform.noSignalOnWrite(descriptor)
            var address = Platform.loopbackAddress(port: port)
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard result == 0 else {
                Platform.closeDescriptor(descriptor)
                throw Failure(description: "connect failed (errno \(errno))")
            }
        }

        /// Sends `text`; `false` if the server has closed the connection.
        @discardableResult
        func write(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            let sent = bytes.withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Platform.sendFlags)
            }
            return sent == bytes.count
        }

        /// Whether anything (an answer, or the end of the stream) has
        /// arrived, looking without waiting and without taking it.
        var hasAnswer: Bool {
            var byte: UInt8 = 0
            let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
            return count >= 0 || (errno != EAGAIN && errno != EWOULDBLOCK)
        }

        /// Everything until the server closes the connection (or 10 s of silence).
        func readAll() -> Data {
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    recv(descriptor, $0.baseAddress, $0.count, 0)
                }
                if count <= 0 { return data }
                data.append(contentsOf: buffer[..<count])
            }
        }

        func close() {
            Platform.closeDescriptor(descriptor)
        }
    }

    /// Sends `request` as is and returns the whole response.
    static func exchange(_ request: String, port: UInt16) throws -> Data {
        let connection = try Connection(port: port)
        defer { connection.close() }
        connection.write(request)
        return connection.readAll()
    }

    /// The status code of a raw response, or `nil` if it has no status line.
    static func status(of response: Data) -> Int? {
        let text = String(decoding: response.prefix(64), as: UTF8.self)
        let parts = text.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1.") else { return nil }
        return Int(parts[1])
    }

    /// The body of a raw response (after the blank line).
    static func body(of response: Data) -> String {
        let text = String(decoding: response, as: UTF8.self)
        guard let range = text.range(of: "\r\n\r\n") else { return "" }
        return String(text[range.upperBound...])
    }
}
