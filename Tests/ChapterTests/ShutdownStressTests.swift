import Foundation
import ReactiveTesting
import Synchronization
import Testing

/// Starts and stops Chapter 5 over and over, with SIGTERM, SIGINT and
/// SIGHUP (one to three of them) at random moments: during startup, while
/// clients are connected (listings, images, path traversals, slow and
/// half-closed clients, clients that never read), while the app draws on a
/// terminal or on one that has stopped reading, while the narrated chapter
/// runs its servers. Every run must end within 2 s of its first signal,
/// with status 0 (an orderly stop) or one of the signals it was sent, and
/// leave its terminal in the settings it found.
///
/// Each test runs its cycles two at a time until it has run its number of
/// cycles or spent its budget, whichever comes first; a failure names each
/// bad cycle with the seed that replays it. For a long hunt, load the
/// machine (two `yes > /dev/null` loops, say) and raise the bounds:
///
///     PIXELS_STRESS_CYCLES=3000 PIXELS_STRESS_SECONDS=3600 \
///         swift test --filter ShutdownStressTests
///
/// `PIXELS_STRESS_SEED` replays a run.
@Suite("Stopping Chapter 5 at random moments: every run ends within 2 s of its signal", .serialized)
struct ShutdownStressTests {
    @Test("--serve, started, given clients and stopped hundreds of times")
    func serve() async throws {
        try await Self.stress(.serve, cycles: 300, budget: .seconds(20))
    }

    @Test("--app on a terminal, read or stalled, stopped during startup or while it draws")
    func app() async throws {
        try await Self.stress(.app, cycles: 60, budget: .seconds(12))
    }

    @Test("the narrated chapter, which starts photo servers of its own, stopped as it runs")
    func chapter() async throws {
        try await Self.stress(.chapter, cycles: 20, budget: .seconds(8))
    }

    /// Runs cycles of `program`, two at a time, up to `cycles` or `budget`
    /// (or the environment's bounds), and expects every one to end well.
    static func stress(_ program: StopCycle.Program, cycles: Int, budget: Duration) async throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["PIXELS_STRESS_CYCLES"].flatMap(Int.init) ?? cycles
        let limit =
            environment["PIXELS_STRESS_SECONDS"].flatMap(Int.init).map(Duration.seconds)
            ?? budget
        let seed =
            environment["PIXELS_STRESS_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 1...999_999)
        let report = try await onOwnThread {
            StressReport.run(program, cycles: count, within: limit, seed: seed)
        }
        if environment["PIXELS_STRESS_CYCLES"] != nil {
            print(
                "\(program): \(report.cycles) cycles, slowest end \(report.slowest) after a signal")
        }
        #expect(report.cycles > 0, "no cycle ran")
        let failures = report.failures.joined(separator: "\n")
        #expect(
            report.failures.isEmpty,
            "\(report.failures.count) of \(report.cycles) \(program) cycles (seed \(seed)):\n\(failures)"
        )
    }
}

/// What a stress run found: how many cycles ran, the slowest end after a
/// signal, and each bad cycle.
struct StressReport: Sendable {
    var cycles = 0
    var slowest = Duration.zero
    var failures: [String] = []

    /// Runs the cycles on two threads; blocks until both are done.
    static func run(
        _ program: StopCycle.Program, cycles: Int, within budget: Duration, seed: UInt64
    ) -> StressReport {
        let report = Mutex(StressReport())
        let next = Mutex(0)
        let end = ContinuousClock.now + budget
        let done = DispatchGroup()
        for _ in 0..<2 {
            done.enter()
            let thread = Thread {
                while ContinuousClock.now < end {
                    let index = next.withLock { index in
                        defer { index += 1 }
                        return index
                    }
                    guard index < cycles else { break }
                    var random = SplitMix64(seed: seed &+ UInt64(index))
                    let cycle = StopCycle.random(program, using: &random)
                    let note: String?
                    var took: Duration?
                    do {
                        let outcome = try cycle.run()
                        took = outcome.afterSignal
                        note = outcome.problem
                    } catch {
                        note = "\(error)"
                    }
                    report.withLock { report in
                        report.cycles += 1
                        if let took { report.slowest = max(report.slowest, took) }
                        if let note { report.failures.append("cycle \(index) (\(cycle)): \(note)") }
                    }
                }
                done.leave()
            }
            thread.name = "stress-cycles"
            thread.start()
        }
        done.wait()
        return report.withLock { $0 }
    }
}
