import Foundation
import Synchronization

/// Threads that keep every core busy until stopped, so that a stress test runs
/// on a loaded machine, as the library's users' code does.
final class BusyThreads: Sendable {
    private let running = Atomic<Bool>(true)
    private let finished = DispatchGroup()

    /// Starts one spinning thread per core (at least two).
    init(count: Int = max(2, ProcessInfo.processInfo.activeProcessorCount)) {
        for _ in 0..<count {
            finished.enter()
            Thread { [self] in
                var spins = 0
                while running.load(ordering: .relaxed) { spins &+= 1 }
                finished.leave()
            }.start()
        }
    }

    /// Stops the threads and waits until they have ended.
    func stop() {
        running.store(false, ordering: .relaxed)
        finished.wait()
    }
}
