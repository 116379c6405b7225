import Foundation
import Glibc
import Reactive

// `swift run -c release Benchmarks [--quick] [--help]`
//
// Six workloads, each timed against a hand-written loop that produces the same
// values, in the same process, in the same run. Both sides hand every value to
// the same kind of `Sink` through a call that cannot be inlined, and must agree
// on the checksum. Figures are the best of several runs.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: swift run -c release Benchmarks [--quick]

        Runs six workloads (chain, fan-out, flatMap, combineLatest, churn, memory),
        each beside a hand-written loop doing the same work, and prints nanoseconds
        per event and the ratio to the hand loop. --quick uses smaller inputs, for
        a smoke test; its figures are not meaningful.
        """)
    exit(0)
}
if let unknown = arguments.first(where: { $0 != "--quick" }) {
    FileHandle.standardError.write(
        Data("Benchmarks: unknown option \(unknown) (try --help)\n".utf8))
    exit(2)
}
let quick = arguments.contains("--quick")
let scale = quick ? 100 : 1
let runs = quick ? 1 : 5

// Memory first: later workloads free memory the allocator would reuse, hiding growth.
let memory = memoryWorkload(subscriptions: 100_000 / scale)
var report = Report()
report.add(chainWorkload(count: 10_000_000 / scale, runs: runs))
report.add(fanOutWorkload(sends: 100_000 / scale, subscribers: 100, runs: runs))
report.add(
    flatMapWorkload(outer: 1_000 / (quick ? 10 : 1), inner: 1_000 / (quick ? 10 : 1), runs: runs))
report.add(combineLatestWorkload(sends: 1_000_000 / scale, runs: runs))
report.add(churnWorkload(cycles: 1_000_000 / scale, runs: runs))
let growth = subscribeGrowthWorkload(existing: 100_000 / scale, probes: 10_000 / scale)
#if DEBUG
    let isReleaseBuild = false
#else
    let isReleaseBuild = true
#endif
if !isReleaseBuild || quick {
    print("These figures are not meaningful (a debug build or --quick); the results are checked.")
    print("For real figures: swift run -c release Benchmarks")
}
report.print(memory: memory, growth: growth, meaningful: isReleaseBuild && !quick)
exit(report.checksumsAgree ? 0 : 1)
