import Foundation
import Reactive

// `swift run -c release Benchmarks [--quick] [--help]`
//
// Eight workloads, most timed against a hand-written loop that produces the
// same values, in the same process, in the same run. Both sides hand every
// value to the same kind of `Sink` through a call that cannot be inlined, and
// must agree on the checksum. The two sides run in turns; times are the best
// run of each side, and a ratio is the median over the pairs of runs.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: swift run -c release Benchmarks [--quick]

        Runs eight workloads (chain, fan-out, flatMap, combineLatest, churn,
        flatMap with many live inners, merge from 8 threads, memory), most beside
        a hand-written loop doing the same work, and prints nanoseconds per event
        and the ratio to the hand loop: the median over runs made in turns,
        hand then library, so that both see the machine alike. --quick uses smaller inputs, for a smoke
        test; its figures are not meaningful, and its memory figure, from a
        hundredth of the subscriptions counted in whole pages, is not comparable
        with the full run's. Last, it prints what a send to a full ReplaySubject
        costs at capacity 1,000 and 1,000,000 (about the same: O(1)).
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
let runs = quick ? 1 : 7

// Memory first: later workloads free memory the allocator would reuse, hiding growth.
let memory = memoryWorkload(subscriptions: 100_000 / scale)
var report = Report()
report.add(chainWorkload(count: 10_000_000 / scale, runs: runs))
report.add(fanOutWorkload(sends: 100_000 / scale, subscribers: 100, runs: runs))
report.add(
    flatMapWorkload(outer: 1_000 / (quick ? 10 : 1), inner: 1_000 / (quick ? 10 : 1), runs: runs))
report.add(combineLatestWorkload(sends: 1_000_000 / scale, runs: runs))
report.add(churnWorkload(cycles: 1_000_000 / scale, runs: runs))
var scaling = Scaling()
for inners in [1_000, 16_000, 64_000] {
    let (outcome, perInner) = liveInnersWorkload(inners: inners / scale, runs: runs)
    report.add(outcome)
    scaling.perInner.append((inners / scale, perInner))
}
let merge = mergeFromThreadsWorkload(eventsPerThread: 100_000 / scale, runs: runs)
scaling.mergeThreaded = merge.threaded
scaling.mergeSingle = merge.single
scaling.mergeChecked = merge.checked
let growth = subscribeGrowthWorkload(existing: 100_000 / scale, probes: 10_000 / scale)
let replay = replayGrowthWorkload(small: 1_000, large: 1_000_000 / scale, sends: 100_000 / scale)
#if DEBUG
    let isReleaseBuild = false
#else
    let isReleaseBuild = true
#endif
if !isReleaseBuild || quick {
    print("These figures are not meaningful (a debug build or --quick); the results are checked.")
    print("For real figures: swift run -c release Benchmarks")
}
if quick {
    print(
        "The memory figure comes from \(100_000 / scale) subscriptions, counted in whole pages:"
            + " it is not comparable with the full run's.")
}
report.print(
    memory: memory, growth: growth, scaling: scaling, meaningful: isReleaseBuild && !quick)
let replayRatio = replay.large / replay.small
print(
    "replay         "
        + String(format: "%.0f ns per send at capacity 1k, ", replay.small)
        + String(format: "%.0f at %dk (ratio %.2f; ", replay.large, 1_000 / scale, replayRatio)
        + "O(1) means about 1)")
exit(report.checksumsAgree && scaling.mergeChecked ? 0 : 1)
