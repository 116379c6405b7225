import Foundation

/// One workload's figures.
struct Outcome {
    let name: String
    let events: Int
    let handNanoseconds: Double
    let libraryNanoseconds: Double
    let target: Double
    let hand: Sink
    let library: Sink

    var handPerEvent: Double { handNanoseconds / Double(events) }
    var libraryPerEvent: Double { libraryNanoseconds / Double(events) }
    var ratio: Double { libraryNanoseconds / handNanoseconds }
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

/// The table printed at the end.
struct Report {
    private var outcomes: [Outcome] = []

    var checksumsAgree: Bool { outcomes.allSatisfy(\.checksumsAgree) }

    mutating func add(_ outcome: Outcome) {
        outcomes.append(outcome)
    }

    /// Prints the table. Verdicts against the targets appear only when the
    /// figures mean something: a full run of a release build.
    func print(memory: Double, growth: (empty: Double, crowded: Double), meaningful: Bool) {
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
        let memoryVerdict = !meaningful ? "-" : memory <= 250 ? "met" : "missed"
        Swift.print(
            cell("memory", 15) + "\(number(memory, 0)) bytes per live subscription"
                + "  (target ≤ 250)  \(memoryVerdict)")
        Swift.print(
            cell("subscribe", 15) + "\(number(growth.empty, 0)) ns on an empty subject, "
                + "\(number(growth.crowded, 0)) ns beside many subscribers "
                + "(ratio \(number(growth.crowded / growth.empty, 2)); O(1) means about 1)")
    }
}
