import Foundation

/// Consumes the values a workload produces, so that neither the hand-written
/// loop nor the reactive pipeline can be optimised away. Both sides of every
/// workload feed the same kind of sink, through a call the compiler cannot
/// inline, and must end with the same checksum.
final class Sink: @unchecked Sendable {
    private(set) var checksum = 0
    private(set) var count = 0

    @inline(never)
    func consume(_ value: Int) {
        checksum &+= value
        count &+= 1
    }
}

/// The best of several timed runs of `body`, in nanoseconds of CPU time
/// (on every thread of the process; see `processCPUNanoseconds`).
func bestTime(runs: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = processCPUNanoseconds()
        body()
        best = min(best, processCPUNanoseconds() - start)
    }
    return best
}

extension Sink {
    /// Adds another sink's checksum and count to this one's.
    func add(_ other: Sink) {
        checksum &+= other.checksum
        count &+= other.count
    }
}
