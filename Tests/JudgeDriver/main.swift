import ExerciseGraders
import ExerciseGrading
import Foundation
import WorkbookKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

// A judge for the judge's own tests of interruption, which end a judge by
// Ctrl-C or a signal and then look for anything it left running: a test
// cannot end its own process. Run by those tests only:
//
//   JudgeDriver grade BEHAVIOUR   grades 1.1 on JudgeProbe behaving so, as
//                                 `workbook check` grades, with a long clock
//   JudgeDriver build             runs a stand-in for `swift build` that
//                                 ignores Ctrl-C and leaves an orphan, as a
//                                 `workbook` command's build, and waits
//
// It says "ready" on standard output once the program it judges or builds
// runs. Everything it starts inherits its environment, by which a test
// finds them.

let arguments = Array(CommandLine.arguments.dropFirst())
Interruption.install()
Interruption.adoptOrphans()
let products = BuiltProducts.directory

switch arguments.first {
case "grade" where arguments.count == 2:
    guard let grader = Graders.grader(for: "1.1") else { exit(2) }
    let limits = AnswerLimits(
        cpuSeconds: 600, secondsPerCall: 600, memoryBytes: 256 << 20, outputBytes: 64 << 10)
    let programs = Programs(
        folder: products, learner: products.appendingPathComponent("JudgeProbe").path,
        [arguments[1]])
    Thread.detachNewThread {
        Thread.sleep(forTimeInterval: 2)
        print("ready")
        fflush(nil)
    }
    let report = Judging.report(
        grader, contestant: .learner, source: .solution("1.1"), seed: Seed(1),
        programs: programs, limits: limits)
    print(report.status.rawValue)
case "build" where arguments.count == 1:
    var process: pid_t = 0
    let script = "sleep 300 & trap '' INT; echo ready; sleep 300"
    let command: [String] = ["/bin/sh", "-c", script]
    let words: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    let variables: [UnsafeMutablePointer<CChar>?] =
        ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    guard posix_spawn(&process, "/bin/sh", nil, nil, words, variables) == 0 else { exit(1) }
    Interruption.register(build: process)
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 && errno == EINTR {}
default:
    FileHandle.standardError.write(Data("usage: JudgeDriver grade BEHAVIOUR | build\n".utf8))
    exit(2)
}
