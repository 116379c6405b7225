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
        guard let toChild = Platform.makeRequestChannel(), let fromChild = Platform.makePipe(),
            let printing = Platform.makePipe()
        else { throw .couldNotStart("no pipe could be made") }
        var variables = ProcessInfo.processInfo.environment
        // A crash is reported in one line, at once, not with a backtrace that waits.
        variables["SWIFT_BACKTRACE"] = "enable=no"
        for (name, value) in environment { variables[name] = value }
        let started = Platform.spawn(
            executable, arguments + ["--cpu-seconds", String(limits.cpuSeconds)],
            environment: variables.map { "\($0.key)=\($0.value)" },
            streams: [toChild.child, printing.write, printing.write, fromChild.write])
        for end in [toChild.child, fromChild.write, printing.write] {
            Platform.closeDescriptor(end)
        }
        guard started.failure == 0 else {
            for end in [toChild.judge, fromChild.read, printing.read] {
                Platform.closeDescriptor(end)
            }
            throw .couldNotStart(String(cString: strerror(started.failure)))
        }
        process = started.process
        self.limits = limits
        requests = toChild.judge
        replies = fromChild.read
        output = printing.read
    }

    deinit {
        finish()
    }

    /// Whether the program has stopped: it ended, or was stopped.
    public var hasStopped: Bool { stopped != nil }

    /// Sends call `id` with `inputs` (a JSON list) and returns what the
    /// program gave for each, as JSON.
    ///
    /// Throws why the program stopped, at which input, and what it gave for
    /// the inputs before, if it ends, or is stopped, before it has played
    /// them all. The clock's limit counts from the start of each input.
    public func call(_ id: String, inputs: Data) throws(Halted) -> [Data] {
        var outputs: [Data] = []
        var running: Int?
        /// Reads the replies already sent: which input runs, what the others gave.
        func readReplies() throws(Halted) -> Bool {
            while let line = takeReplyLine() {
                if line.hasPrefix(Wire.startingPrefix) {
                    running = Int(line.dropFirst(Wire.startingPrefix.count))
                } else if line.hasPrefix(Wire.outputPrefix) {
                    outputs.append(Data(line.dropFirst(Wire.outputPrefix.count).utf8))
                    running = nil
                } else if line == Wire.done {
                    return true
                } else if line.hasPrefix(Wire.refusedPrefix) {
                    throw Halted(
                        stopped: .refused(String(line.dropFirst(Wire.refusedPrefix.count))),
                        index: nil, completed: outputs)
                } else {
                    throw Halted(
                        stopped: .unreadableReply(String(line.prefix(200))), index: running,
                        completed: outputs)
                }
            }
            return false
        }
        func halt(_ reason: Stopped?) -> Halted {
            // What the program said before it was stopped names the input it was playing.
            while !Platform.readable([replies], milliseconds: 0).isEmpty,
                let bytes = Platform.readSome(replies), !bytes.isEmpty
            {
                replyBuffer += bytes
            }
            _ = try? readReplies()
            return Halted(stopped: stop(because: reason), index: running, completed: outputs)
        }
        if let stopped { throw Halted(stopped: stopped, index: nil, completed: []) }
        let request = Array((id + "\t").utf8) + Array(inputs) + [UInt8(ascii: "\n")]
        guard Platform.sendAll(request, to: requests) else { throw halt(nil) }
        var deadline = ContinuousClock.now + .seconds(limits.secondsPerCall)
        var lastMemoryCheck = ContinuousClock.now
        while true {
            let ready = Platform.readable(
                outputOpen ? [replies, output] : [replies], milliseconds: 10)
            if ready.contains(output) { drainOutput() }
            if printedCount > limits.outputBytes {
                throw halt(.tooMuchOutput(bytes: limits.outputBytes))
            }
            if ready.contains(replies) {
                guard let bytes = Platform.readSome(replies) else { continue }
                if bytes.isEmpty { throw halt(nil) }
                replyBuffer += bytes
                let before = running
                if try readReplies() { return outputs }
                if running != before {
                    deadline = ContinuousClock.now + .seconds(limits.secondsPerCall)
                }
            }
            if let status = Platform.ending(of: process) {
                throw Halted(stopped: ended(status), index: running, completed: outputs)
            }
            let now = ContinuousClock.now
            if now - lastMemoryCheck > .milliseconds(25) {
                lastMemoryCheck = now
                if let bytes = Platform.residentBytes(of: process), bytes > limits.memoryBytes {
                    throw halt(.tooMuchMemory(bytes: limits.memoryBytes))
                }
            }
            if now > deadline {
                throw halt(.waitedTooLong(seconds: limits.secondsPerCall))
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

/// An answer program that stopped: why, which input of the call it was
/// playing (nil if it had not started one), and what it gave for the inputs before.
public struct Halted: Error, Sendable {
    /// Why it stopped.
    public let stopped: Stopped
    /// The input it was playing, by its place in the call's list.
    public let index: Int?
    /// The outputs of the inputs it finished, as JSON, in order.
    public let completed: [Data]

    /// A halt for `stopped`, at `index`, after `completed`.
    public init(stopped: Stopped, index: Int?, completed: [Data] = []) {
        self.stopped = stopped
        self.index = index
        self.completed = completed
    }
}
