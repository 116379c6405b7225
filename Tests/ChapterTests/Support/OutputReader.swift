import Foundation
import Synchronization

/// Collects a child's output on a thread of its own, so that a test can wait
/// for some text with a time limit instead of blocking on the pipe.
final class OutputReader: Sendable {
    private let text = Mutex("")

    /// Starts reading `handle` until its end.
    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while case let chunk = handle.availableData, !chunk.isEmpty {
                text.withLock { $0 += String(decoding: chunk, as: UTF8.self) }
            }
        }
        thread.name = "test-output-reader"
        thread.start()
    }

    /// The output so far, once it contains `expected` or `limit` has passed.
    func output(containing expected: String, within limit: Duration) -> String {
        let deadline = ContinuousClock.now + limit
        while !text.withLock({ $0.contains(expected) }), ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        return text.withLock { $0 }
    }
}
