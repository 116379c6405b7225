import Foundation
import ReactiveTesting

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One start-and-stop of a program in the shutdown stress test: what runs,
/// which signals it gets and when, and what is going on meanwhile.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let cycle = StopCycle.random(.serve, using: &random)
/// let outcome = try cycle.run()
/// print(outcome.problem ?? "ended \(outcome.afterSignal!) after \(cycle.signals)")
/// ```
struct StopCycle: Sendable, CustomStringConvertible {
    /// What is started.
    enum Program: String, Sendable, CaseIterable {
        /// `Chapter5 --serve`, its output on a pipe, with clients.
        case serve
        /// `Chapter5 --app` on a pseudo-terminal, read (or, now and then, not).
        case app
        /// `Chapter5 --plain`, the narrated chapter, which starts servers of its own.
        case chapter
    }

    let program: Program
    /// The signals, in order; the first is sent `delay` after the program
    /// starts (or, `whenReady`, after it is ready), each next one `gap` later.
    let signals: [Int32]
    let delay: Duration
    let gap: Duration
    /// Whether the delay counts from the moment the program is ready (the
    /// server's greeting, the gallery on show) rather than from its start.
    let whenReady: Bool
    /// The server's clients, each with its delay after the greeting.
    let clients: [(StressClient, Duration)]
    /// Whether the app's terminal stops being read once the gallery shows.
    let stalls: Bool

    var description: String {
        let names = signals.map { [SIGINT: "INT", SIGTERM: "TERM", SIGHUP: "HUP"][$0] ?? "\($0)" }
        return "\(program) \(names.joined(separator: "+")) \(delay) after "
            + (whenReady ? "ready" : "start") + (stalls ? ", terminal stalled" : "")
            + (clients.isEmpty ? "" : ", clients \(clients.map { "\($0.0)" })")
    }

    /// A cycle of `program` with its moments drawn from `random`.
    static func random(_ program: Program, using random: inout SplitMix64) -> StopCycle {
        let all = [SIGTERM, SIGINT, SIGHUP]
        let count = [1, 1, 1, 2, 3].randomElement(using: &random)!
        let whenReady = program != .chapter && Bool.random(using: &random)
        let startupSpan = program == .serve ? 300 : 1_500
        let clients: [(StressClient, Duration)] =
            program == .serve && whenReady
            ? (0..<Int.random(in: 0...6, using: &random)).map { _ in
                (
                    StressClient.allCases.randomElement(using: &random)!,
                    .milliseconds(Int.random(in: 0...150, using: &random))
                )
            } : []
        return StopCycle(
            program: program, signals: (0..<count).map { _ in all.randomElement(using: &random)! },
            delay: .milliseconds(
                Int.random(in: 0...(whenReady ? 250 : startupSpan), using: &random)),
            gap: [.zero, .milliseconds(1), .milliseconds(20)].randomElement(using: &random)!,
            whenReady: whenReady, clients: clients,
            stalls: program == .app && Int.random(in: 0..<4, using: &random) == 0)
    }

    /// How a cycle went.
    struct Outcome: Sendable {
        /// From the first signal to the end, or nil if the program had ended before it.
        let afterSignal: Duration?
        /// What went wrong, if anything: too slow, a wrong status, the terminal left raw.
        let problem: String?
    }

    /// Starts the program, plays the cycle, and waits for the end (killing
    /// the program if it outlives the signal by more than `limit` + 3 s).
    func run(limit: Duration = .seconds(2)) throws -> Outcome {
        let started = try Started(self)
        defer { started.release() }
        if whenReady {
            do {
                try started.waitUntilReady(self)
            } catch {
                kill(started.process.processIdentifier, SIGKILL)
                started.process.wait(atMost: .seconds(10))
                throw error
            }
        }
        Thread.sleep(forTimeInterval: delay.seconds)
        guard started.process.isRunning else { return Outcome(afterSignal: nil, problem: nil) }
        let signalled = ContinuousClock.now
        for (index, signal) in signals.enumerated() {
            if index > 0, gap > .zero { Thread.sleep(forTimeInterval: gap.seconds) }
            kill(started.process.processIdentifier, signal)
        }
        let ended = started.process.wait(atMost: limit + .seconds(3))
        let took = ContinuousClock.now - signalled
        guard ended else {
            kill(started.process.processIdentifier, SIGKILL)
            started.process.wait(atMost: .seconds(10))
            return Outcome(afterSignal: took, problem: "still running \(took) after the signal")
        }
        let process = started.process
        var problems: [String] = []
        if took > limit { problems.append("ended \(took) after the signal") }
        let status =
            process.endedBySignal ? "signal \(process.exitCode)" : "exit \(process.exitCode)"
        if process.endedBySignal ? !signals.contains(process.exitCode) : process.exitCode != 0 {
            problems.append("ended with \(status)")
        }
        if let settings = started.terminalSettings(),
            settings.c_lflag & tcflag_t(ICANON | ECHO) != tcflag_t(ICANON | ECHO)
        {
            problems.append("left the terminal raw")
        }
        return Outcome(
            afterSignal: took, problem: problems.isEmpty ? nil : problems.joined(separator: "; "))
    }
}

extension Duration {
    /// The duration in seconds, for `Thread.sleep`.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
