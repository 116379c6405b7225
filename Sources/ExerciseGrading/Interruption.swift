import Foundation
import Synchronization

/// Ends everything the judge started when the judge itself is asked to end.
///
/// Ctrl-C, SIGTERM or SIGHUP to `workbook check`, `watch` or `progress`, or
/// to `swift test`'s test program, would end the judge and leave behind an
/// answer that waits forever (it runs in a session of its own, where the
/// terminal's Ctrl-C does not reach), and a `swift build` with its compilers
/// holding `.build`'s lock. So the judge keeps a list of what it started:
///
/// - *sessions*, the answer and reference programs, each ended with its whole
///   session (SIGKILL);
/// - *builds*, each `swift build`: it is passed the signal, so that it stops
///   its compilers itself, given a few seconds, then killed;
///
/// and on the first of those signals it ends them all, runs the clean-ups
/// registered with `onInterruption`, and ends itself as the signal would.
/// On Linux a judge that calls `adoptOrphans()` also ends any process left
/// without a parent below it, which the system hands back to it.
///
/// The signal handler only writes the signal's number to a pipe; a thread of
/// its own reads it and does the work, so that none of it runs in the
/// handler. The handler is a real handler, not "ignore": programs started
/// later get every signal's default action back at `exec`.
///
/// ```swift
/// Interruption.install()
/// Interruption.register(session: answer.process)   // until it has ended:
/// Interruption.forget(answer.process)
/// ```
///
/// Book: no equivalent; the book's tests run inside Xcode.
public enum Interruption {
    /// What the judge has started and not yet forgotten, and what to run.
    private struct State {
        var sessions: Set<Int32> = []
        var builds: Set<Int32> = []
        var cleanUps: [@Sendable () -> Void] = []
        var installed = false
        var orphansAdopted = false
        var interrupted = false
    }

    private static let state = Mutex(State())

    /// How long a build has to stop by itself before it is killed.
    static let buildGrace: Duration = .seconds(5)

    /// Installs the handlers for SIGINT, SIGTERM and SIGHUP; later calls do nothing.
    public static func install() {
        let first = state.withLock { state in
            defer { state.installed = true }
            return !state.installed
        }
        guard first, let descriptor = Platform.installInterruptionPipe() else { return }
        // Once interrupted, the process ends by the signal, when all is ended:
        // a thread that finishes meanwhile and exits must wait for that.
        atexit { Interruption.parkIfInterrupted() }
        let watcher = Thread {
            while let signal = Platform.readSignal(from: descriptor) {
                endEverything()
                Platform.endAsSignalWould(signal)
            }
        }
        watcher.name = "interruption"
        watcher.start()
    }

    /// Waits forever if the process is being interrupted: a grading whose
    /// programs the interruption ended must not go on to report on them,
    /// for the process is about to end.
    public static func parkIfInterrupted() {
        while state.withLock({ $0.interrupted }) { Thread.sleep(forTimeInterval: 60) }
    }

    /// Makes this process the one that adopts its descendants' orphans
    /// (Linux: `PR_SET_CHILD_SUBREAPER`), so that an interruption ends them
    /// too. For a program whose children it waits for only by process id.
    public static func adoptOrphans() {
        state.withLock { $0.orphansAdopted = Platform.becomeSubreaper() }
    }

    /// Runs `cleanUp` when interrupted, after the started programs are ended.
    public static func onInterruption(_ cleanUp: @escaping @Sendable () -> Void) {
        state.withLock { $0.cleanUps.append(cleanUp) }
    }

    /// Remembers an answer or reference program, leader of its own session.
    static func register(session process: Int32) {
        state.withLock { _ = $0.sessions.insert(process) }
    }

    /// Remembers a `swift build` the judge started.
    public static func register(build process: Int32) {
        state.withLock { _ = $0.builds.insert(process) }
    }

    /// Forgets a program that has ended.
    public static func forget(_ process: Int32) {
        state.withLock { state in
            state.sessions.remove(process)
            state.builds.remove(process)
        }
    }

    /// Ends the sessions, then the builds, then any adopted orphan, then
    /// runs the clean-ups.
    static func endEverything() {
        let (sessions, builds, cleanUps, orphans) = state.withLock { state in
            state.interrupted = true
            return (state.sessions, state.builds, state.cleanUps, state.orphansAdopted)
        }
        for process in sessions { Platform.killSession(process) }
        for process in builds { Platform.forwardInterruption(to: process) }
        let deadline = ContinuousClock.now + buildGrace
        while builds.contains(where: Platform.isRunning), ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        for process in builds where Platform.isRunning(process) {
            Platform.killProcess(process)
        }
        // A process's orphans come back to this one as it ends, before it
        // shows as ended; on a loaded machine a killed build can take a
        // while to get that far.
        let ended = ContinuousClock.now + buildGrace
        while builds.contains(where: Platform.isRunning), ContinuousClock.now < ended {
            Thread.sleep(forTimeInterval: 0.01)
        }
        if orphans { endOrphans(except: sessions, within: .seconds(3)) }
        for cleanUp in cleanUps { cleanUp() }
    }

    /// Kills the children of this process that are not `sessions`, until
    /// none is left running: each one killed hands its own orphans back to
    /// this process as it ends, and they are killed in turn.
    private static func endOrphans(except sessions: Set<Int32>, within limit: Duration) {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let left = Platform.children().filter {
                !sessions.contains($0) && Platform.isRunning($0)
            }
            if left.isEmpty { return }
            left.forEach(Platform.killProcess)
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
}
