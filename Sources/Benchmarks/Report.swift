import Foundation

/// One workload's figures.
struct Outcome {
    let name: String
    let events: Int
    let times: Timings
    /// The ratio to the hand loop the library aims at (issue 34's goals).
    let target: Double
    let hand: Sink
    let library: Sink
    /// The largest ratio a run may show before it fails: a bound against
    /// regressions, at or above `target` where the goal is not yet reached.
    var bound: Double

    init(
        name: String, events: Int, times: Timings, target: Double, bound: Double? = nil,
        hand: Sink, library: Sink
    ) {
        self.name = name
        self.events = events
        self.times = times
        self.target = target
        self.bound = max(bound ?? target, target)
        self.hand = hand
        self.library = library
    }

    var handPerEvent: Double { times.hand / Double(events) }
    var libraryPerEvent: Double { times.library / Double(events) }
    var ratio: Double { times.ratios.median }
    var checksumsAgree: Bool { hand.checksum == library.checksum && hand.count == library.count }
    var verdict: Verdict { Verdict(times.ratios, target: target) }
    /// Whether the run fails: the ratio is past its bound beyond the noise.
    var breaksBound: Bool { Verdict(times.ratios, target: bound) == .missed }
}

/// How a figure compares with its target.
enum Verdict: String {
    case met
    /// Above the target, but by less than the noise of the run: the range
    /// the median lies in reaches the target.
    case withinNoise = "within noise"
    case missed

    init(_ ratios: Ratios, target: Double) {
        if ratios.median <= target {
            self = .met
        } else {
            self = ratios.medianRange.lowerBound <= target ? .withinNoise : .missed
        }
    }
}

extension Sink {
    /// One sink whose checksum and count are the totals of `sinks`.
    static func merged(_ sinks: [Sink]) -> Sink {
        let total = Sink()
        for sink in sinks { total.add(sink) }
        return total
    }
}

/// How the figures that are not ratios to a hand loop came out.
struct Scaling {
    /// Nanoseconds per inner signal for each count of live inners, smallest count first.
    var perInner: [(inners: Int, nanoseconds: Double)] = []
    /// Nanoseconds per event through merge, sent from 8 threads and from one.
    var mergeThreaded = 0.0
    var mergeSingle = 0.0
    var mergeChecked = false

    /// The largest time per inner over the smallest: 1 means perfectly flat.
    var innerGrowth: Double {
        let times = perInner.map(\.nanoseconds)
        guard let low = times.min(), let high = times.max(), low > 0 else { return 0 }
        return high / low
    }
}

/// The table printed at the end, and whether the run passes.
struct Report {
    private var outcomes: [Outcome] = []
    /// Whether the figures mean something: a release build. Verdicts
    /// against the targets count only then.
    let meaningful: Bool
    private(set) var misses: [String] = []

    init(meaningful: Bool) {
        self.meaningful = meaningful
    }

    var checksumsAgree: Bool { outcomes.allSatisfy(\.checksumsAgree) }

    mutating func add(_ outcome: Outcome) {
        outcomes.append(outcome)
        if meaningful && outcome.breaksBound { misses.append(outcome.name) }
    }

    /// Judges a figure that is not a ratio of pairs, and returns its verdict to print.
    mutating func judge(_ name: String, _ met: Bool) -> String {
        guard meaningful else { return "-" }
        if !met { misses.append(name) }
        return met ? "met" : "missed"
    }

    /// Prints the table of the workloads timed against a hand loop.
    func printRatios() {
        print(
            cell("workload", 15) + cell("events", 10) + cell("hand ns/event", 15)
                + cell("library ns/event", 18) + cell("ratio", 8) + cell("range", 14)
                + cell("goal", 9) + cell("bound", 9))
        for outcome in outcomes {
            let verdict =
                !outcome.checksumsAgree
                ? "WRONG RESULT"
                : !meaningful
                    ? "-"
                    : outcome.breaksBound
                        ? "past its bound"
                        : outcome.verdict == .missed ? "goal not yet met" : outcome.verdict.rawValue
            let range = outcome.times.ratios.medianRange
            print(
                cell(outcome.name, 15) + cell("\(outcome.events)", 10)
                    + cell(number(outcome.handPerEvent), 15)
                    + cell(number(outcome.libraryPerEvent), 18)
                    + cell(number(outcome.ratio, 1) + "x", 8)
                    + cell(number(range.lowerBound, 1) + "–" + number(range.upperBound, 1), 14)
                    + cell("≤ " + number(outcome.target, outcome.target < 2 ? 1 : 0) + "x", 9)
                    + cell("≤ " + number(outcome.bound, outcome.bound < 2 ? 1 : 0) + "x", 9)
                    + verdict)
        }
        print(
            "(ns/event: the best run of each side; ratio: the median over \(runsLabel) runs made in"
                + " turns of library time / hand time; range: where that median lies, with 95%"
                + " confidence: a goal or bound is missed when the whole range is above it;"
                + " a run fails past a bound, which holds what is won while a goal is not met)")
    }

    /// Prints the figures that are not ratios to a hand loop, judging
    /// those that have a target.
    mutating func printOthers(
        memory: Double, growth: (empty: Double, crowded: Double), scaling: Scaling,
        replay: (small: Double, large: Double), recursions: [Recursion], quick: Bool
    ) {
        print(
            cell("memory", 15) + "\(number(memory, 0)) bytes per live subscription"
                + "  (target ≤ 160)  \(judge("memory", memory <= 160))")
        let inners = scaling.perInner.map {
            "\(countLabel($0.inners)) \(number($0.nanoseconds, 0))"
        }
        print(
            cell("live inners", 15) + "ns per inner: " + inners.joined(separator: ", ")
                + "  (largest/smallest \(number(scaling.innerGrowth, 2))x; target ≤ 2x)  "
                + (quick
                    ? "not judged in --quick" : judge("live inners", scaling.innerGrowth <= 2)))
        let mergeRatio = scaling.mergeThreaded / scaling.mergeSingle
        print(
            cell("merge threads", 15)
                + "\(number(scaling.mergeThreaded)) ns per event from 8 threads, "
                + "\(number(scaling.mergeSingle)) from one (ratio \(number(mergeRatio, 1))x; "
                + "target ≤ 10x)  "
                + (!scaling.mergeChecked
                    ? "WRONG RESULT"
                    // One timing of 8 threads on a few cores: at a tenth of the
                    // inputs the scheduler's noise decides it, so only a full run judges.
                    : quick ? "not judged in --quick" : judge("merge threads", mergeRatio <= 10)))
        print(
            cell("subscribe", 15) + "\(number(growth.empty, 0)) ns on an empty subject, "
                + "\(number(growth.crowded, 0)) ns beside many subscribers "
                + "(ratio \(number(growth.crowded / growth.empty, 2)); O(1) means about 1)")
        print(
            cell("replay", 15) + "\(number(replay.small, 0)) ns per send at capacity 1k, "
                + "\(number(replay.large, 0)) at a larger one (ratio "
                + "\(number(replay.large / replay.small, 2)); O(1) means about 1)")
        for recursion in recursions {
            let verdict =
                recursion.checked
                ? judge("recursion, \(recursion.name)", recursion.growth <= Recursion.target)
                : "WRONG RESULT"
            print(
                cell("recursion", 15) + cell(recursion.name, 16)
                    + "\(number(recursion.perLevelShallow / 1_000, 1)) µs per level at "
                    + "\(countLabel(recursion.shallow)), "
                    + "\(number(recursion.perLevelDeep / 1_000, 1)) at \(countLabel(recursion.deep))"
                    + " (growth \(number(recursion.growth, 2))x; target ≤ "
                    + "\(number(Recursion.target, 0))x)  \(verdict)")
        }
    }

    private var runsLabel: String {
        outcomes.first.map { "\($0.times.ratios.sorted.count)" } ?? "the"
    }
}

/// `text` padded to `width` columns.
func cell(_ text: String, _ width: Int) -> String {
    text.padding(toLength: width, withPad: " ", startingAt: 0)
}

/// `value` with `digits` decimals.
func number(_ value: Double, _ digits: Int = 2) -> String {
    String(format: "%.\(digits)f", value)
}
