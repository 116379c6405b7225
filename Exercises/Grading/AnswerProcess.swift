import ExerciseHarness
import Foundation

/// An answer program the judge has started, and talks to one call at a time.
///
/// It runs in a session of its own, with the learner's prints going to a
/// pipe the judge reads. The judge stops the whole session, and says why,
/// when the program runs out of processor time (it limits itself), waits too
/// long for one call, holds too much memory or prints too much.
///
/// ```swift
/// let program = try AnswerProcess(executable: path, arguments: [])
/// let reply = try program.call("1.1", input: Data("[1,2]".utf8))   // [1,4]
/// program.finish()
/// ```
public final class AnswerProcess: @unchecked Sendable {
    /// The program's process id, which is also its session's.
    public let process: Int32
    private let limits: AnswerLimits
    private let requests: Int32
    private let replies: Int32
    private let output: Int32
    private var replyBuffer: [UInt8] = []
    private var printed: [UInt8] = []
    private var printedCount = 0
    private var outputOpen = true
    private var stopped: Stopped?
    private var finished = false

    /// The first bytes the program printed that the judge keeps.
    static let keptOutput = 64 * 1024

    /// Starts `executable` with `arguments`, with this process's environment
    /// changed by `environment`.
    public init(
        executable: String, arguments: [String], limits: AnswerLimits = .standard,
        environment: [String: String?] = [:]
    ) throws(Stopped) {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw .couldNotStart("\(executable) is not built")
        }
        guard let toChild = Platform.makePipe(), let fromChild = Platform.makePipe(),
            let printing = Platform.makePipe()
        else { throw .couldNotStart("no pipe could be made") }
        var variables = ProcessInfo.processInfo.environment
        // A crash is reported in one line, at once, not with a backtrace that waits.
        variables["SWIFT_BACKTRACE"] = "enable=no"
        for (name, value) in environment { variables[name] = value }
        Platform.ignoreBrokenPipes()
        let started = Platform.spawn(
            executable, arguments + ["--cpu-seconds", String(limits.cpuSeconds)],
            environment: variables.map { "\($0.key)=\($0.value)" },
            streams: [toChild.read, printing.write, printing.write, fromChild.write])
        for end in [toChild.read, fromChild.write, printing.write] {
            Platform.closeDescriptor(end)
        }
        guard started.failure == 0 else {
            for end in [toChild.write, fromChild.read, printing.read] {
                Platform.closeDescriptor(end)
            }
            throw .couldNotStart(String(cString: strerror(started.failure)))
        }
        process = started.process
        self.limits = limits
        requests = toChild.write
        replies = fromChild.read
        output = printing.read
    }

    deinit {
        finish()
    }

    /// Sends call `id` with `input` (JSON) and returns the program's output (JSON).
    ///
    /// Throws why the program stopped if it ends, or is stopped, before it answers.
    public func call(_ id: String, input: Data) throws(Stopped) -> Data {
        if let stopped { throw stopped }
        let request = Array((id + "\t").utf8) + Array(input) + [UInt8(ascii: "\n")]
        guard Platform.writeAll(request, to: requests) else { throw stop(because: nil) }
        let deadline = ContinuousClock.now + .seconds(limits.secondsPerCall)
        var lastMemoryCheck = ContinuousClock.now
        while true {
            let ready = Platform.readable(outputOpen ? [replies, output] : [replies], milliseconds: 10)
            if ready.contains(output) { drainOutput() }
            if printedCount > limits.outputBytes {
                throw stop(because: .tooMuchOutput(bytes: limits.outputBytes))
            }
            if ready.contains(replies) {
                guard let bytes = Platform.readSome(replies) else { continue }
                if bytes.isEmpty { throw stop(because: nil) }
                replyBuffer += bytes
                if let line = takeReplyLine() { return try reply(line, to: id) }
            }
            if let status = Platform.ending(of: process) { throw ended(status) }
            let now = ContinuousClock.now
            if now - lastMemoryCheck > .milliseconds(25) {
                lastMemoryCheck = now
                if let bytes = Platform.residentBytes(of: process), bytes > limits.memoryBytes {
                    throw stop(because: .tooMuchMemory(bytes: limits.memoryBytes))
                }
            }
            if now > deadline {
                throw stop(because: .waitedTooLong(seconds: limits.secondsPerCall))
            }
        }
    }

    /// What the program printed, its first `keptOutput` bytes, and how many lines in all.
    public var printedText: (text: String, lineCount: Int) {
        (String(decoding: printed, as: UTF8.self), printedLines)
    }
    private var printedLines = 0

    /// Ends the program: closes its input, gives it a moment to exit, then
    /// ends its whole session. Safe to call more than once.
    public func finish() {
        guard !finished else { return }
        finished = true
        Platform.closeDescriptor(requests)
        if Platform.ending(of: process) == nil {
            Platform.killSession(process)
            _ = Platform.waitForEnding(of: process)
        } else {
            Platform.killSession(process)
        }
        drainOutput()
        for end in [replies, output] { Platform.closeDescriptor(end) }
    }

    private func takeReplyLine() -> String? {
        guard let newline = replyBuffer.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: replyBuffer[..<newline], as: UTF8.self)
        replyBuffer.removeSubrange(...newline)
        return line
    }

    private func reply(_ line: String, to id: String) throws(Stopped) -> Data {
        if line.hasPrefix(Wire.okPrefix) { return Data(line.dropFirst(Wire.okPrefix.count).utf8) }
        if line.hasPrefix(Wire.refusedPrefix) {
            throw .refused(String(line.dropFirst(Wire.refusedPrefix.count)))
        }
        throw .unreadableReply(String(line.prefix(200)))
    }

    /// Reads whatever the program has printed, without waiting.
    private func drainOutput() {
        guard outputOpen else { return }
        while !Platform.readable([output], milliseconds: 0).isEmpty {
            guard let bytes = Platform.readSome(output) else { continue }
            if bytes.isEmpty {
                outputOpen = false
                return
            }
            printedCount += bytes.count
            printedLines += bytes.count { $0 == UInt8(ascii: "\n") }
            if printed.count < Self.keptOutput {
                printed += bytes.prefix(Self.keptOutput - printed.count)
            }
            if printedCount > limits.outputBytes { return }
        }
    }

    /// Stops the session for `reason`, or (nil) finds out why the program ended.
    private func stop(because reason: Stopped?) -> Stopped {
        if let reason {
            Platform.killSession(process)
            _ = Platform.waitForEnding(of: process)
            drainOutput()
            stopped = reason
            return reason
        }
        // The program closed its end: it has ended, or is about to.
        let deadline = ContinuousClock.now + .seconds(1)
        while ContinuousClock.now < deadline {
            if let status = Platform.ending(of: process) { return ended(status) }
            _ = Platform.readable([], milliseconds: 5)
        }
        Platform.killSession(process)
        return ended(Platform.waitForEnding(of: process))
    }

    /// Why the program ended, from its `waitpid` status and what it printed.
    private func ended(_ status: Int32) -> Stopped {
        drainOutput()
        let reason: Stopped
        if let code = Platform.exitCode(status) {
            reason = code == Stopped.notAttemptedExitCode ? .notAttempted : .exited(code: code)
        } else {
            let signal = Platform.endingSignal(status) ?? 0
            reason = Stopped.fromSignal(
                signal, cpuSeconds: limits.cpuSeconds, printed: printedText.text)
        }
        Platform.killSession(process)
        stopped = reason
        return reason
    }
}

/// How much an answer program may use before the judge stops it.
public struct AnswerLimits: Sendable, Equatable {
    /// Seconds of processor time for all the calls of one grading.
    public var cpuSeconds: Int
    /// Seconds on the clock for one call.
    public var secondsPerCall: Int
    /// Bytes of memory the program may hold.
    public var memoryBytes: Int
    /// Bytes the program may print, in all.
    public var outputBytes: Int

    /// 10 s of processor time, 15 s per call, 512 MB of memory, 1 MB of output.
    public static let standard = AnswerLimits(
        cpuSeconds: 10, secondsPerCall: 15, memoryBytes: 512 << 20, outputBytes: 1 << 20)

    /// Limits with these numbers.
    public init(cpuSeconds: Int, secondsPerCall: Int, memoryBytes: Int, outputBytes: Int) {
        self.cpuSeconds = cpuSeconds
        self.secondsPerCall = secondsPerCall
        self.memoryBytes = memoryBytes
        self.outputBytes = outputBytes
    }
}
