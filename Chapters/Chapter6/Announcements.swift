import Observation
import Synchronization

// snippet.announcements
/// Counts what Observation announces about the properties `read` reads,
/// as a screen hears it. `withObservationTracking` announces only the
/// first change after it is called, before the change is made, so each
/// announcement is counted at once, and the listening starts again.
final class Announcements: Sendable {
    private let heard = Mutex(0)
    private let read: @MainActor @Sendable () -> Void

    /// How many changes were announced so far.
    var count: Int { heard.withLock { $0 } }

    @MainActor init(_ read: @escaping @MainActor @Sendable () -> Void) {
        self.read = read
        listen()
    }

    @MainActor private func listen() {
        withObservationTracking(read) {
            self.heard.withLock { $0 += 1 }
            Task { @MainActor in self.listen() }
        }
    }
}
// snippet.end
