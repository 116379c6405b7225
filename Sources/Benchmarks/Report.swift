import Foundation

/// One workload's figures.
struct Outcome {
    let name: String
    let events: Int
    /// The best time of each side, and the median ratio of runs made back to back.
    let times: (hand: Double, library: Double, ratio: Double)
    let target: Double
    let hand: Sink
    let library: Sink

    var handPerEvent: Double { times.hand / Double(events) }
    var libraryPerEvent: Double { times.library / Double(events) }
    var ratio: Double { times.ratio }
    var checksumsAgree: Bool { hand.checksum == library.checksum && hand.count == library.count }
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

/// The table printed at the end.
struct Report {
    private var outcomes: [Outcome] = []

    var checksumsAgree: Bool { outcomes.allSatisfy(\.checksumsAgree) }

    mutating func add(_ outcome: Outcome) {
        outcomes.append(outcome)
    }

    /// Prints the table. Verdicts against the targets appear only when the
    /// figures mean something: a full run of a release build.
    func print(
        memory: Double, growth: (empty: Double, crowded: Double), scaling: Scaling,
        meaningful: Bool
    ) {
        func cell(_ text: String, _ width: Int) -> String {
            text.padding(toLength: width, withPad: " ", startingAt: 0)
        }
        func number(_ value: Double, _ digits: Int = 2) -> String {
            String(format: "%.\(digits)f", value)
        }
        Swift.print("workload       events      hand ns/event  library ns/event  ratio    target  ")
        for outcome in outcomes {
            let verdict =
                !outcome.checksumsAgree
                ? "WRONG RESULT"
                : !meaningful ? "-" : outcome.ratio <= outcome.target ? "met" : "missed"
            Swift.print(
                cell(outcome.name, 15) + cell("\(outcome.events)", 12)
                    + cell(number(outcome.handPerEvent), 15)
                    + cell(number(outcome.libraryPerEvent), 18)
                    + cell(number(outcome.ratio, 1) + "x", 9)
                    + cell("≤ \(Int(outcome.target))x", 8) + verdict)
        }
        Swift.print(
            "(ns/event: the best run of each side; ratio: the median over the runs, made in turns,"
                + " of library time / hand time)")
        func verdict(_ met: Bool) -> String { !meaningful ? "-" : met ? "met" : "missed" }
        Swift.print(
            cell("memory", 15) + "\(number(memory, 0)) bytes per live subscription"
                + "  (target ≤ 250)  \(verdict(memory <= 250))")
        let inners = scaling.perInner.map {
            "\(countLabel($0.inners)) \(number($0.nanoseconds, 0))"
        }
        Swift.print(
            cell("live inners", 15) + "ns per inner: " + inners.joined(separator: ", ")
                + "  (largest/smallest \(number(scaling.innerGrowth, 2))x; target ≤ 2x)  "
                + verdict(scaling.innerGrowth <= 2))
        let mergeRatio = scaling.mergeThreaded / scaling.mergeSingle
        Swift.print(
            cell("merge threads", 15)
                + "\(number(scaling.mergeThreaded)) ns per event from 8 threads, "
                + "\(number(scaling.mergeSingle)) from one (ratio \(number(mergeRatio, 1))x; "
                + "target ≤ 10x)  "
                + (scaling.mergeChecked ? verdict(mergeRatio <= 10) : "WRONG RESULT"))
        Swift.print(
            cell("subscribe", 15) + "\(number(growth.empty, 0)) ns on an empty subject, "
                + "\(number(growth.crowded, 0)) ns beside many subscribers "
                + "(ratio \(number(growth.crowded / growth.empty, 2)); O(1) means about 1)")
    }
}
