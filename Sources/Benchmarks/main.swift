import Foundation
import Reactive

// `swift run -c release Benchmarks [--quick] [--help]`
//
// Workloads timed against a hand-written loop that produces the same values,
// in the same process, in the same run. Both sides hand every value to the
// same kind of `Sink` through a call that cannot be inlined, and must agree
// on the checksum. The two sides run in turns; a ratio is the median over
// the pairs of runs, and a target is missed only when the noise of the run
// cannot explain the miss. Each ratio has a goal (issue 34's) and a bound
// that holds what is won while the goal is not met. The process exits with 1
// when a result is wrong or, in a release build, when a figure is past its
// bound.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: swift run -c release Benchmarks [--quick]

        Times a chain of operators, fan-out to 100 subscribers, flatMap,
        combineLatest and subscription churn, each beside a hand-written loop
        doing the same work, in turns, and prints nanoseconds per event and the
        median ratio to the hand loop, with the range the noise leaves it.
        Then flatMap with many live inners, merge from 8 threads, memory per
        subscription, recursion 10,000 and 100,000 levels deep (flatMap, concat,
        then; on the calling thread and subscribed on a queue scheduler), and
        what a send to a full ReplaySubject costs at two capacities.

        Each ratio has a goal and a bound; the bound holds what is won while
        the goal is not yet met. It exits with 1 if a result is wrong, or, in a
        release build, if a figure is past its bound (or the other figures'
        targets) by more than the noise allows. --quick uses
        a tenth of the inputs (the memory and recursion figures are full size;
        the growth of live inners and merge from 8 threads are shown, not judged,
        as the noise of so short a run decides them):
        a check that takes seconds. A debug build checks the results only; its
        quick run uses a hundredth of the inputs, and it recurses a tenth as deep.
        """)
    exit(0)
}
if let unknown = arguments.first(where: { $0 != "--quick" }) {
    FileHandle.standardError.write(
        Data("Benchmarks: unknown option \(unknown) (try --help)\n".utf8))
    exit(2)
}
let quick = arguments.contains("--quick")
#if DEBUG
    let isReleaseBuild = false
    print("These figures are not meaningful (a debug build); the results are checked.")
    print("For real figures: swift run -c release Benchmarks")
#else
    let isReleaseBuild = true
#endif
// A debug build runs the library ten times slower: its quick run does a tenth as much.
let scale = quick ? (isReleaseBuild ? 10 : 100) : 1
let runs = 9

// Memory first: later workloads free memory the allocator would reuse, hiding growth.
let memory = memoryWorkload(subscriptions: 100_000)
var report = Report(meaningful: isReleaseBuild)
report.add(chainWorkload(count: 10_000_000 / scale, runs: runs))
report.add(fanOutWorkload(sends: 100_000 / scale, subscribers: 100, runs: runs))
report.add(flatMapWorkload(outer: 1_000 / scale, inner: 1_000, runs: runs))
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
let depth = isReleaseBuild ? 100_000 : 10_000
let recursions = recursionWorkloads(shallow: depth / 10, deep: depth, runs: quick ? 1 : 3)

report.printRatios()
report.printOthers(
    memory: memory, growth: growth, scaling: scaling, replay: replay, recursions: recursions,
    quick: quick)
let recursionsChecked = recursions.allSatisfy(\.checked)
if !report.misses.isEmpty {
    print("Missed by more than the noise allows: \(report.misses.joined(separator: ", ")).")
}
let resultsRight = report.checksumsAgree && scaling.mergeChecked && recursionsChecked
exit(resultsRight && report.misses.isEmpty ? 0 : 1)
