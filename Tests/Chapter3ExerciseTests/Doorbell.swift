import Reactive

/// A callback-style API such as older libraries have: one handler of each
/// kind, replaced when you register another. It counts the registrations.
final class Doorbell: Sendable {
    private struct State {
        var ring: (@Sendable (String) -> Void)?
        var unplug: (@Sendable () -> Void)?
        var registrations = (rings: 0, unplugs: 0)
    }

    private let state = Locked(State())

    /// How many ring and unplug handlers were registered.
    var registrations: (rings: Int, unplugs: Int) {
        state.withLock { $0.registrations }
    }

    /// Calls `handler` with the visitor's name at each ring, until replaced.
    func onRing(_ handler: @escaping @Sendable (String) -> Void) {
        state.withLock {
            $0.ring = handler
            $0.registrations.rings += 1
        }
    }

    /// Calls `handler` when the doorbell is unplugged, unless replaced.
    func onUnplug(_ handler: @escaping @Sendable () -> Void) {
        state.withLock {
            $0.unplug = handler
            $0.registrations.unplugs += 1
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
