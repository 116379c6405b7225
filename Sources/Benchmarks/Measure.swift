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
/// best time of each, in nanoseconds of CPU time, and the ratio library time
/// / hand time of each pair of runs: on a machine whose speed drifts, the
/// ratio of two runs made back to back is steadier than the ratio of two
/// best times taken at different moments.
func timeSideBySide(runs: Int, hand: () -> Void, library: () -> Void) -> Timings {
    var hands: [Double] = []
    var libraries: [Double] = []
    for _ in 0..<runs {
        hands.append(bestTime(runs: 1, hand))
        libraries.append(bestTime(runs: 1, library))
    }
    return Timings(
        hand: hands.min() ?? 0, library: libraries.min() ?? 0,
        ratios: Ratios(zip(libraries, hands).map { $0 / $1 }))
}

/// What `timeSideBySide` measured.
struct Timings {
    /// The best time of each side, in nanoseconds of CPU time.
    let hand: Double
    let library: Double
    /// Library time / hand time, for each pair of runs.
    let ratios: Ratios
}

/// The ratios of several pairs of runs made in turns, and how far their
/// median can be trusted.
///
/// The median of the pairs is the figure reported. The noise gives it a
/// range: with the pairs sorted, the median lies between the k-th from
/// either end with 95% confidence whatever the noise's shape, for the
/// largest k that leaves at most 2.5% of a fair coin's tosses (each pair
/// above or below the true median) on either side. A target is missed only
/// when the whole range lies above it.
struct Ratios {
    let sorted: [Double]

    init(_ ratios: [Double]) {
        sorted = ratios.sorted()
    }

    var median: Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The range the median lies in, with 95% confidence.
    var medianRange: ClosedRange<Double> {
        guard !sorted.isEmpty else { return 0...0 }
        let k = Self.orderForConfidence(count: sorted.count)
        return sorted[k]...sorted[sorted.count - 1 - k]
    }

    /// The largest k (counting from 0) such that fewer than k + 1 of `count`
    /// fair tosses come up heads with probability at most 2.5%; 0 when even
    /// the extremes cannot promise that (fewer than 6 pairs).
    static func orderForConfidence(count: Int) -> Int {
        var k = 0
        var below = 0.0  // P(heads < k + 1), summed term by term
        var term = pow(0.5, Double(count))  // P(heads = 0)
        while k < count / 2 {
            below += term
            term *= Double(count - k) / Double(k + 1)
            if below + term > 0.025 { break }
            k += 1
        }
        return below > 0.025 ? 0 : k
    }
}

extension Sink {
    /// Adds another sink's checksum and count to this one's.
    func add(_ other: Sink) {
        checksum &+= other.checksum
        count &+= other.count
    }
}
