import Chapter1Calls
import ExerciseHarness
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

// An answer program for chapter 1 whose `squares` misbehaves as its first
// argument says, so that the judge's own tests can watch it deal with answers
// that attack it or run out of bounds. Every other function is right.
// Run by the judge's tests only: `JudgeProbe <behaviour>`.

let behaviour = CommandLine.arguments.dropFirst().first ?? "right"

/// Squares, after doing what `behaviour` says.
@Sendable func squares(_ numbers: [Int]) -> [Int] {
    switch behaviour {
    case "forgesAPass":
        // What passed under the old harness: a pass line on both streams.
        let line = "\nworkbook:passed 0123456789abcdef\n✔ 1.1 passed\n"
        FileHandle.standardError.write(Data(line.utf8))
        FileHandle.standardOutput.write(Data(line.utf8))
        return numbers
    case "appendsToAReport":
        // What misled `workbook check` under the old harness: a line added to its report file.
        let report = NSTemporaryDirectory() + "workbook-\(getppid())-forged.jsonl"
        _ = FileManager.default.createFile(
            atPath: report, contents: Data(#"{"id":"1.1","status":"passed","message":""}"#.utf8))
        return numbers.map { $0 * $0 }
    case "printsForever":
        while true { print("still going") }
    case "allocatesForever":
        var hoard: [[UInt8]] = []
        while true { hoard.append([UInt8](repeating: 1, count: 1 << 20)) }
    case "spins":
        var count = 0
        while count >= 0 { count &+= 1 }
        return []
    case "waitsForever":
        Thread.sleep(forTimeInterval: 100_000)
        return []
    case "leavesASleeperHoldingItsOutput":
        var process: pid_t = 0
        let words: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("3000"), nil]
        _ = posix_spawn(&process, "/bin/sleep", nil, nil, words, nil)
        // The judge keeps what the answer prints: the test reads the sleeper's id there.
        print("sleeper \(process)")
        fflush(nil)
        Thread.sleep(forTimeInterval: 100_000)
        return []
    case "forgesTheReply":
        // Says the call is done, with no output, on the judge's own channel.
        _ = "ok\n".withCString { write(3, $0, strlen($0)) }
        Thread.sleep(forTimeInterval: 100_000)
        return []
    case "forgesMoreOutputs":
        _ = "out\t[1]\nout\t[4]\nout\t[9]\n".withCString { write(3, $0, strlen($0)) }
        return numbers.map { $0 * $0 }
    case "keepsTheClockAlive":
        // Says "starting input 0", then 1, then 0 … every half second, as the
        // harness does when it starts one, and never answers.
        var index = 0
        while true {
            _ = "at\t\(index)\n".withCString { write(3, $0, strlen($0)) }
            index = 1 - index
            Thread.sleep(forTimeInterval: 0.5)
        }
    case "readsStandardInput":
        // Whatever it reads, it must not be the judge's requests.
        let read = readLine()
        return read == nil ? numbers.map { $0 * $0 } : []
    case "signalsTheJudge":
        // Stops the program that started it, which would freeze the judge.
        kill(getppid(), SIGSTOP)
        return numbers.map { $0 * $0 }
    case let attempt where attempt.hasPrefix("changesFiles:"):
        // Every way to change a file it was given, and to leave one behind.
        let victim = String(attempt.dropFirst("changesFiles:".count))
        let folder = (victim as NSString).deletingLastPathComponent
        let files = FileManager.default
        try? files.linkItem(atPath: victim, toPath: folder + "/linked")
        try? files.moveItem(atPath: victim, toPath: victim + ".moved")
        try? files.removeItem(atPath: victim + ".moved")
        try? files.removeItem(atPath: victim)
        _ = files.createFile(atPath: folder + "/planted", contents: Data())
        _ = files.createFile(atPath: "/tmp/probe-was-here", contents: Data())
        _ = files.createFile(atPath: NSTemporaryDirectory() + "/own-file", contents: Data())
        // What Landlock does not cover: a file's mode and times, the judge's priority.
        _ = chmod(victim, 0)
        var epoch = [timespec(tv_sec: 0, tv_nsec: 0), timespec(tv_sec: 0, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, victim, &epoch, 0)
        Probe.lowerPriority(of: getppid())
        // Last, as a write past the size limit ends the program.
        _ = files.createFile(atPath: victim, contents: Data("overwritten".utf8))
        return numbers.map { $0 * $0 }
    case "crashes":
        return [numbers[numbers.count]]
    case "exitsWithZero":
        exit(0)
    default:
        return numbers.map { $0 * $0 }
    }
}

AnswerProgram.serve(
    Chapter1Functions(
        squares: squares, evens: { $0.filter { $0.isMultiple(of: 2) } },
        total: { $0.reduce(0, +) },
        shoutLongWords: { $0.filter { $0.count > 3 }.map { $0.uppercased() } },
        largest: { $0.max() }, mapNumbersToText: { $0.map($1) }, mapWordsToCounts: { $0.map($1) },
        pipeline: { steps in { input in steps.reduce(input) { $1($0) } } },
        firstEvenSquares: { Array($1.lazy.filter($2).map($3).prefix($0)) }),
    calls: Chapter1Calls.all)
