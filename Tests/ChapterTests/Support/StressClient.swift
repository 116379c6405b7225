import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One client of the photo server in the shutdown stress test, of a kind a
/// server meets: polite, hostile or slow. Each runs on a thread of its own
/// and gives up within a couple of seconds, whatever the server does.
///
/// ```swift
/// StressClient.traversal.start(port: 8080, after: .milliseconds(30))
/// ```
enum StressClient: CaseIterable, Sendable {
    /// Asks for the listing and reads the answer.
    case listing
    /// Asks for an image (12 KB) and reads it.
    case image
    /// Tries to climb out of the images (`/images/../../Package.swift`).
    case traversal
    /// Sends its request a byte at a time, 20 ms apart.
    case slow
    /// Sends a request, then closes its sending side and reads.
    case halfClosed
    /// Connects and says nothing.
    case silent
    /// Asks for an image and never reads the answer.
    case neverReads

    /// The request line and head each kind sends.
    private var request: String {
        switch self {
        case .listing, .halfClosed, .silent:
            "GET /v1/photos?feature=popular HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        case .image, .neverReads: "GET /images/1001-4.ppm HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        case .traversal: "GET /images/../../Package.swift HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        case .slow: "GET /v1/photos HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        }
    }

    /// Starts the client on a thread of its own, `delay` from now.
    func start(port: UInt16, after delay: Duration) {
        let thread = Thread {
            let (seconds, attoseconds) = delay.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
            run(port: port)
        }
        thread.name = "stress-client"
        thread.start()
    }

    private func run(port: UInt16) {
        let connection = ChapterTestPlatform.connectToLoopback(port: port, timeout: 2)
        guard connection >= 0 else { return }
        defer { close(connection) }
        let bytes = Array(request.utf8)
        switch self {
        case .silent:
            Thread.sleep(forTimeInterval: 0.5)
            return
        case .slow:
            for byte in bytes.prefix(20) {
                guard ChapterTestPlatform.sendBytes(connection, [byte]) == 1 else { return }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return
        case .neverReads:
            _ = ChapterTestPlatform.sendBytes(connection, bytes)
            Thread.sleep(forTimeInterval: 1)
            return
        case .halfClosed:
            _ = ChapterTestPlatform.sendBytes(connection, bytes)
            ChapterTestPlatform.shutdownWriting(connection)
        case .listing, .image, .traversal:
            _ = ChapterTestPlatform.sendBytes(connection, bytes)
        }
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while read(connection, &buffer, buffer.count) > 0 {}
    }
}
