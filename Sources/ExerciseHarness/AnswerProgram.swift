import Dispatch
import Foundation

/// The loop every answer program runs: it reads the judge's calls, plays each
/// on its table of functions, and answers, until the judge closes its input.
///
/// A chapter's answer program is one line:
///
/// ```swift
/// AnswerProgram.serve(Chapter1Functions(squares: squares(of:), …), calls: Chapter1Calls.all)
/// ```
///
/// Every call runs on one thread with a stack of `stackSize`, on every
/// platform, so a deep recursion fails (or not) the same on a Mac as on
/// Linux; the program maps that stack itself, so it knows where it lies. The process limits its own processor time (`--cpu-seconds`, 10 by
/// default), may not write files and leaves no core file, before any of the
/// learner's code runs; the judge watches its memory, its output and the clock.
/// Asked with `--measure-stack`, it also says how deep each call's stack went.
public enum AnswerProgram {
    /// The stack every call runs on: 8 MiB, as a main thread has on Linux.
    public static let stackSize = 8 << 20

    /// Serves `calls` on `functions` until the judge closes its requests, then exits 0.
    public static func serve<Functions: Sendable>(
        _ functions: Functions, calls: [ServedCall<Functions>]
    ) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard Platform.isOpen(Wire.replyDescriptor), Platform.isOpen(Wire.requestDescriptor),
            !arguments.contains("--help")
        else {
            let name = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }
            FileHandle.standardError.write(
                Data(
                    ("\(name ?? "This program") answers the workbook's judge, which starts it; "
                        + "it is not run by hand. To grade your answers: "
                        + "swift run workbook check\n").utf8))
            Platform.exitNow(arguments.contains("--help") ? 0 : 2)
        }
        Platform.limitProcessorTime(to: cpuSeconds(in: arguments))
        Platform.disableCoreFiles()
        Platform.forbidWritingFiles()
        // An answer works from its inputs: it starts somewhere that holds nothing of the workbook.
        _ = FileManager.default.changeCurrentDirectoryPath(NSTemporaryDirectory())
        let table = Dictionary(calls.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let started = Platform.startThread(stackSize: stackSize) { stack in
            func send(_ line: String) -> Bool {
                fflush(nil)
                return Platform.writeAll(Array((line + "\n").utf8), to: Wire.replyDescriptor)
            }
            var requests = RequestReader(Wire.requestDescriptor)
            var gauge = arguments.contains(Wire.measureStackArgument) ? StackGauge(stack) : nil
            while let line = requests.next() {
                var last = ""
                func play() {
                    last = answer(
                        line, functions: functions, table: table,
                        starting: { _ = send(Wire.startingPrefix + "\($0)") },
                        finished: {
                            _ = send(Wire.outputPrefix + String(decoding: $0, as: UTF8.self))
                        })
                }
                if let depth = gauge?.measure(play) {
                    _ = send(Wire.stackPrefix + "\(depth)")
                } else {
                    play()
                }
                guard send(last) else { break }
            }
            fflush(nil)
            Platform.exitNow(0)
        }
        guard started else {
            FileHandle.standardError.write(
                Data("The answer program could not start its thread.\n".utf8))
            Platform.exitNow(2)
        }
        dispatchMain()
    }

    /// The seconds of processor time after `--cpu-seconds`, or 10.
    static func cpuSeconds(in arguments: [String]) -> Int {
        guard let index = arguments.firstIndex(of: "--cpu-seconds"), index + 1 < arguments.count,
            let seconds = Int(arguments[index + 1]), seconds > 0
        else { return 10 }
        return seconds
    }

    /// Plays one request line, telling `starting` and `finished` about each
    /// input; returns the line that ends the replies (without its newline).
    static func answer<Functions: Sendable>(
        _ line: String, functions: Functions, table: [String: ServedCall<Functions>],
        starting: (Int) -> Void, finished: (Data) -> Void
    ) -> String {
        guard let (id, input) = Wire.parseRequest(line) else {
            return Wire.refusedPrefix + "not a request"
        }
        guard let call = table[id] else {
            return Wire.refusedPrefix + "no call named \(id)"
        }
        do {
            try call.handle(functions, input, starting, finished)
            return Wire.done
        } catch {
            let reason = "\(error)".replacingOccurrences(of: "\n", with: " ")
            return Wire.refusedPrefix + "cannot read or write the data of \(id): \(reason)"
        }
    }
}
