import Foundation
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A program the tests start and wait for, with `posix_spawn` and `waitpid`.
///
/// The tests do not use Foundation's `Process`: on Linux its `run()` can crash
/// reading `/proc/self/fd` when many descriptors are open
/// (swift-corelibs-foundation pull request 5472), which under load ended
/// about one full `swift test` run in five.
///
/// ```swift
/// let child = try ChildProcess("/bin/echo", ["hi"], output: file.fileDescriptor)
/// print(child.wait(atMost: .seconds(10)), child.exitCode)
/// // prints true 0
/// ```
final class ChildProcess: Sendable {
    /// The child's process id.
    let processIdentifier: pid_t
    /// How the child ended, as `waitpid` reported it, once it has.
    private let ending = Mutex<Int32?>(nil)

    /// A stream given as this is left closed in the child (`>&-` in a shell).
    static let closed: Int32 = -1

    /// Starts `executable` with `arguments`, the test's environment changed
    /// by `environment` (a nil value removes a variable), and the given
    /// standard streams (`/dev/null` where nil, none where `closed`).
    init(
        _ executable: String, _ arguments: [String], environment: [String: String?] = [:],
        input: Int32? = nil, output: Int32? = nil, error: Int32? = nil
    ) throws {
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        let started = ChapterTestPlatform.spawn(
            executable, arguments, environment: merged.map { "\($0.key)=\($0.value)" },
            streams: [input ?? null, output ?? null, error ?? null])
        guard started.failure == 0 else {
            let reason = String(cString: strerror(started.failure))
            throw ChapterTestError("could not start \(executable): \(reason)")
        }
        processIdentifier = started.process
    }

    /// Waits until the child has ended, at most `limit`; whether it has.
    @discardableResult
    func wait(atMost limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        while !hasEnded {
            guard ContinuousClock.now < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return true
    }

    /// Whether the child is still running.
    var isRunning: Bool { !hasEnded }

    /// Asks the child to stop, as Ctrl-C or `kill` would (SIGTERM).
    func terminate() {
        if isRunning { kill(processIdentifier, SIGTERM) }
    }

    /// The child's exit code, or the number of the signal that ended it.
    var exitCode: Int32 {
        guard let status = ending.withLock({ $0 }) else { return -1 }
        return endedBySignal ? status & 0x7f : (status >> 8) & 0xff
    }

    /// Whether a signal ended the child (rather than `exit`).
    var endedBySignal: Bool {
        guard let status = ending.withLock({ $0 }) else { return false }
        return status & 0x7f != 0
    }

    /// Whether the child has ended, collecting its status the first time.
    private var hasEnded: Bool {
        ending.withLock { ending in
            if ending != nil { return true }
            var status: Int32 = 0
            guard waitpid(processIdentifier, &status, WNOHANG) == processIdentifier else {
                return false
            }
            ending = status
            return true
        }
    }
}
