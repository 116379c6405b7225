import WorkbookKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why an answer program stopped before it answered a call.
public enum Stopped: Error, Sendable, Equatable {
    /// The stub is still as shipped: `notAttempted` ended the program.
    case notAttempted
    /// The program ended itself, with this exit code.
    case exited(code: Int32)
    /// A signal ended it: a trap, a bad memory access. `reason` is the
    /// runtime's own line, such as "Fatal error: Index out of range".
    case crashed(signal: Int32, reason: String?)
    /// It used up its processor time: an endless loop, most often.
    case outOfTime(cpuSeconds: Int)
    /// One call took longer than this on the clock: it waits for something.
    case waitedTooLong(seconds: Int)
    /// It held more memory than this, and was stopped.
    case tooMuchMemory(bytes: Int)
    /// It printed more than this, and was stopped.
    case tooMuchOutput(bytes: Int)
    /// It tried to write a file.
    case wroteAFile
    /// It kept the processor busy past the clock's limit (`seconds`), having
    /// used `cpuSeconds` of processor time: computing, not waiting.
    case stillComputing(seconds: Int, cpuSeconds: Int)
    /// It tried what an answer may not: start a program, signal another
    /// process, or reach past its sandbox, and the system stopped it.
    case leftTheSandbox
    /// It could not play the call: no such call, or an input it cannot read.
    case refused(String)
    /// Its reply was not a reply: something wrote on the judge's channel.
    case unreadableReply(String)
    /// It gave `outputs` outputs for `inputs` inputs: something wrote on the
    /// judge's channel, or an answer ended the call early.
    case wrongReplyCount(inputs: Int, outputs: Int)
    /// It could not be started.
    case couldNotStart(String)

    /// The exit code of `notAttempted` (ExerciseSupport's `notAttemptedExitCode`).
    static let notAttemptedExitCode: Int32 = 91

    /// Why a program that `signal` ended stopped, given its processor-time
    /// limit and what it printed (where Swift writes the reason for a trap).
    static func fromSignal(_ signal: Int32, cpuSeconds: Int, printed: String) -> Stopped {
        switch signal {
        case SIGXCPU, SIGKILL: .outOfTime(cpuSeconds: cpuSeconds)
        case SIGXFSZ: .wroteAFile
        case SIGSYS: .leftTheSandbox
        default: .crashed(signal: signal, reason: crashReason(printed))
        }
    }

    /// The runtime's one-line reason for a crash, with the place Swift printed,
    /// such as "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range".
    static func crashReason(_ printed: String) -> String? {
        let failure = #/(?:[^\s:]+:\d+: )?(?:Fatal error|Precondition failed|Assertion failed)/#
        for line in printed.split(separator: "\n") {
            if let match = line.firstMatch(of: failure) {
                return String(line[match.range.lowerBound...]).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// What a signal that ended a program most often means, when Swift printed no reason.
    static func signalReason(_ signal: Int32) -> Bilingual {
        switch signal {
        case SIGILL, SIGTRAP:
            Bilingual(
                en:
                    "signal \(signal), a trap: most often an arithmetic overflow, such as Int.max + 1",
                zh: "系统信号 \(signal)，一个陷阱（trap）：最常见的原因是算术溢出，比如 Int.max + 1")
        case SIGSEGV, SIGBUS:
            Bilingual(
                en: "signal \(signal), a bad memory access: most often a recursion that never ends",
                zh: "系统信号 \(signal)，一次非法的内存访问：最常见的原因是永不结束的递归")
        default:
            Bilingual(en: "signal \(signal)", zh: "系统信号 \(signal)")
        }
    }

    /// Whether the workbook, not the answer, is at fault: the grader asked for
    /// something the program cannot play, or the program could not start.
    public var isTheWorkbooks: Bool {
        switch self {
        case .refused, .couldNotStart: true
        default: false
        }
    }
}
