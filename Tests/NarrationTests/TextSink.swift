import Synchronization

/// Keeps what a terminal narrator writes, for a test to read.
final class TextSink: Sendable {
    private let storage = Mutex("")

    /// Adds `piece` to the text.
    func append(_ piece: String) {
        storage.withLock { $0 += piece }
    }

    /// Everything written so far.
    var text: String {
        storage.withLock { $0 }
    }
}
