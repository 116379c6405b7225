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

/// Times `hand` and `library` in turns, each run of one right after a run of
/// the other, so that both see the machine in the same state. Returns the
/// best time of each, in nanoseconds of CPU time, and the median over the
/// pairs of library time / hand time: on a machine whose speed drifts, the
/// ratio of two runs made back to back is steadier than the ratio of two
/// best times taken at different moments.
func timeSideBySide(runs: Int, hand: () -> Void, library: () -> Void) -> (
    hand: Double, library: Double, ratio: Double
) {
    var hands: [Double] = []
    var libraries: [Double] = []
    for _ in 0..<runs {
        hands.append(bestTime(runs: 1, hand))
        libraries.append(bestTime(runs: 1, library))
    }
    let ratios = zip(libraries, hands).map { $0 / $1 }.sorted()
    return (hands.min() ?? 0, libraries.min() ?? 0, ratios[ratios.count / 2])
}

extension Sink {
    /// Adds another sink's checksum and count to this one's.
    func add(_ other: Sink) {
        checksum &+= other.checksum
        count &+= other.count
    }
}
