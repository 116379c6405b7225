import Synchronization

/// A callback-style API such as older libraries have: one handler of each
/// kind, replaced when you register another. It counts the registrations.
final class Doorbell: Sendable {
    private struct State {
        var ring: (@Sendable (String) -> Void)?
        var unplug: (@Sendable () -> Void)?
        var rings = 0
        var unplugs = 0
    }

    private let state = Mutex(State())

    /// How many ring and unplug handlers were registered, in words.
    var registrations: String {
        let (rings, unplugs) = state.withLock { ($0.rings, $0.unplugs) }
        func counted(_ count: Int, _ kind: String) -> String {
            "\(count) \(kind) " + (count == 1 ? "handler" : "handlers")
        }
        return counted(rings, "ring") + " and " + counted(unplugs, "unplug")
    }

    /// Calls `handler` with the visitor's name at each ring, until replaced.
    @Sendable func onRing(_ handler: @escaping @Sendable (String) -> Void) {
        state.withLock {
            $0.ring = handler
            $0.rings += 1
        }
    }

    /// Calls `handler` when the doorbell is unplugged, unless replaced.
    @Sendable func onUnplug(_ handler: @escaping @Sendable () -> Void) {
        state.withLock {
            $0.unplug = handler
            $0.unplugs += 1
        }
    }

    /// Rings: calls the ring handler, if there is one.
    func ring(_ visitor: String) {
        state.withLock { $0.ring }?(visitor)
    }

    /// Unplugs: calls the unplug handler, if there is one.
    func unplug() {
        state.withLock { $0.unplug }?()
    }
}
