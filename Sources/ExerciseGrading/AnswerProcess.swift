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
/// let reply = try program.call("1.1", inputs: Data("[[1,2]]".utf8), count: 1)   // [[1,4]]
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
    /// The sandbox's folder, to remove when the program has ended.
    private let sandbox: Sandbox?

    /// The first bytes the program printed that the judge keeps.
    static let keptOutput = 64 * 1024

    /// Starts `executable` with `arguments`, with this process's environment
    /// changed by `environment`, inside the sandbox that `launcher` (the
    /// built `AnswerSandbox`) closes around it, in a folder of its own; or,
    /// with no launcher, as it is.
    public init(
        executable: String, arguments: [String], limits: AnswerLimits = .standard,
        environment: [String: String?] = [:], sandbox launcher: URL? = nil
    ) throws(Stopped) {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw .couldNotStart("\(executable) is not built")
        }
        let sandbox = try launcher.map { url throws(Stopped) in try Sandbox(launcher: url) }
        guard let toChild = Platform.makeRequestChannel(), let fromChild = Platform.makePipe(),
            let printing = Platform.makePipe()
        else {
            sandbox?.remove()
            throw .couldNotStart("no pipe could be made")
        }
        let (program, words) =
            sandbox?.command(running: executable, arguments + Self.asked(limits))
            ?? (executable, arguments + Self.asked(limits))
        var variables = ProcessInfo.processInfo.environment
        // A crash is reported in one line, at once, not with a backtrace that waits.
        variables["SWIFT_BACKTRACE"] = "enable=no"
        for (name, value) in environment { variables[name] = value }
        // Standard input is empty: the requests come on their own descriptor
        // (`Wire.requestDescriptor`), where nothing that reads input finds them.
        let null = Platform.openNull()
        let started = Platform.spawn(
            program, words, environment: variables.map { "\($0.key)=\($0.value)" },
            streams: [null, printing.write, printing.write, fromChild.write, toChild.child])
        for end in [toChild.child, fromChild.write, printing.write, null] {
            Platform.closeDescriptor(end)
        }
        guard started.failure == 0 else {
            for end in [toChild.judge, fromChild.read, printing.read] {
                Platform.closeDescriptor(end)
            }
            sandbox?.remove()
            throw .couldNotStart(String(cString: strerror(started.failure)))
        }
        self.sandbox = sandbox
        process = started.process
        Interruption.register(session: started.process)
        self.limits = limits
        requests = toChild.judge
        replies = fromChild.read
        output = printing.read
    }

    deinit {
        finish()
    }

    /// What the judge asks of every answer program: its processor time, and
    /// how deep each call's stack goes.
    private static func asked(_ limits: AnswerLimits) -> [String] {
        ["--cpu-seconds", String(limits.cpuSeconds), Wire.measureStackArgument]
    }

    /// How many bytes of stack the last call answered used at its deepest,
    /// if the program said (`Wire.stackPrefix`).
    public private(set) var lastCallStack: Int?

    /// Whether the program has stopped: it ended, or was stopped.
    public var hasStopped: Bool { stopped != nil }

    /// Sends call `id` with `inputs` (a JSON list of `count` inputs) and
    /// returns what the program gave for each, as JSON: exactly `count`
    /// outputs, or it throws.
    ///
    /// Throws why the program stopped, at which input, and what it gave for
    /// the inputs before, if it ends, or is stopped, before it has played
    /// them all; a reply with more or fewer outputs than inputs is refused
    /// (`wrongReplyCount`), whoever wrote it. The clock's limit counts from
    /// the request, and again from each output that arrives, whatever else
    /// the program writes. A program still computing at the limit (it used
    /// at least a twentieth of the time on the processor) is left to its
    /// processor-time limit, up to four times the clock's limit, so that an
    /// endless loop on a busy machine is reported as the loop it is.
    public func call(_ id: String, inputs: Data, count: Int) throws(Halted) -> [Data] {
        var outputs: [Data] = []
        /// Reads the replies already sent; true once the call is answered.
        func readReplies() throws(Halted) -> Bool {
            while let line = takeReplyLine() {
                if line.hasPrefix(Wire.startingPrefix) {
                    continue
                } else if line.hasPrefix(Wire.stackPrefix) {
                    // The deepest said counts: a line forged by the answer only adds to it.
                    let depth = Int(line.dropFirst(Wire.stackPrefix.count)) ?? 0
                    lastCallStack = max(lastCallStack ?? 0, depth)
                } else if line.hasPrefix(Wire.outputPrefix) {
                    guard outputs.count < count else {
                        throw Halted(
                            stopped: .wrongReplyCount(inputs: count, outputs: outputs.count + 1),
                            index: nil, completed: outputs)
                    }
                    outputs.append(Data(line.dropFirst(Wire.outputPrefix.count).utf8))
                } else if line == Wire.done {
                    guard outputs.count == count else {
                        throw Halted(
                            stopped: .wrongReplyCount(inputs: count, outputs: outputs.count),
                            index: nil, completed: outputs)
                    }
                    return true
                } else if line.hasPrefix(Wire.refusedPrefix) {
                    throw Halted(
                        stopped: .refused(String(line.dropFirst(Wire.refusedPrefix.count))),
                        index: nil, completed: outputs)
                } else {
                    throw Halted(
                        stopped: .unreadableReply(String(line.prefix(200))),
                        index: outputs.count < count ? outputs.count : nil, completed: outputs)
                }
            }
            return false
        }
        /// The input playing now: the first without an output.
        var playing: Int? { outputs.count < count ? outputs.count : nil }
        func halt(_ reason: Stopped?) -> Halted {
            // What the program said before it was stopped names the input it was playing.
            while !Platform.readable([replies], milliseconds: 0).isEmpty,
                let bytes = Platform.readSome(replies), !bytes.isEmpty
            {
                replyBuffer += bytes
            }
            _ = try? readReplies()
            let stopped = stop(because: reason)
            // A reply that was forged or garbled makes every output of the call suspect.
            let trusted: Bool =
                switch stopped {
                case .wrongReplyCount, .unreadableReply: false
                default: true
                }
            return Halted(
                stopped: stopped, index: trusted ? playing : nil,
                completed: trusted ? outputs : [])
        }
        if let stopped { throw Halted(stopped: stopped, index: nil, completed: []) }
        lastCallStack = nil
        let request = Array((id + "\t").utf8) + Array(inputs) + [UInt8(ascii: "\n")]
        guard Platform.sendAll(request, to: requests) else { throw halt(nil) }
        let limit = Duration.seconds(limits.secondsPerCall)
        var progress = ContinuousClock.now
        var cpuAtProgress = Platform.processorSeconds(of: process) ?? 0
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
                let before = outputs.count
                do {
                    if try readReplies() { return outputs }
                } catch {
                    throw halt(error.stopped)
                }
                if outputs.count != before {
                    progress = ContinuousClock.now
                    cpuAtProgress = Platform.processorSeconds(of: process) ?? cpuAtProgress
                }
            }
            if let status = Platform.ending(of: process) {
                throw Halted(stopped: ended(status), index: playing, completed: outputs)
            }
            let now = ContinuousClock.now
            if now - lastMemoryCheck > .milliseconds(25) {
                lastMemoryCheck = now
                if let bytes = Platform.residentBytes(of: process), bytes > limits.memoryBytes {
                    throw halt(.tooMuchMemory(bytes: limits.memoryBytes))
                }
            }
            let waited = now - progress
            if waited > limit {
                let used = (Platform.processorSeconds(of: process) ?? cpuAtProgress) - cpuAtProgress
                // Waiting costs next to no processor time; computing, on a
                // machine shared by many programs, still a good part of it.
                let busy = used >= waited.seconds / 20
                if !busy {
                    throw halt(.waitedTooLong(seconds: limits.secondsPerCall))
                }
                if waited > limit * 4 {
                    throw halt(
                        .stillComputing(
                            seconds: Int(waited.seconds.rounded()), cpuSeconds: Int(used.rounded()))
                    )
                }
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
        Interruption.forget(process)
        sandbox?.remove()
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
extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }
}
