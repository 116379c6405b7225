import Foundation
import Testing
import WorkbookKit

@testable import ExerciseGrading

/// The pieces the graders share, tested without a child process.
@Suite("The grading harness")
struct GradingHarnessTests {
    private func report(
        code: GradeExitCode? = nil, signal: Int32? = nil, errors: String = "", output: String = "",
        tokenSeen: Bool = false
    ) -> GradeReport {
        Verdict.report(
            id: "1.3", exitCode: code?.rawValue, signal: signal, standardError: errors,
            standardOutput: output, tokenSeen: tokenSeen)
    }

    @Test("only the run's token means passed; the exit codes, none zero, never do")
    func exitCodes() {
        #expect(GradeExitCode.allCases.allSatisfy { $0.rawValue != 0 })
        #expect(Set(GradeExitCode.allCases.map(\.rawValue)).count == 3)
        #expect(
            report(code: .passed, tokenSeen: true)
                == GradeReport(id: "1.3", status: .passed, message: ""))
        #expect(report(code: .passed).status == .crashed)
        #expect(report(code: .wrongAnswer, tokenSeen: true).status == .passed)
        let skipped = report(code: .notAttempted, errors: "Exercise 1.3 is not attempted yet")
        #expect(skipped.status == .notAttempted)
        #expect(
            skipped.message
                == "1.3 not attempted: edit Exercises/Chapter1/1.3-Total.swift, then run "
                + "swift run workbook check 1.3 (stuck? swift run workbook hint 1.3)")
    }

    @Test("a wrong answer's message is what follows the last marker, plus what the code printed")
    func wrongAnswer() {
        let errors = """
            workbook:call total(of: [1])
            learner's own stderr line

            workbook:wrong
            1.3 Add up a list with a fold: not right yet.
              total(of: [1])

            """
        let graded = report(
            code: .wrongAnswer, errors: errors, output: "junk\nworkbook:output\nhi\n")
        #expect(graded.status == .wrong)
        #expect(
            graded.message == """
                1.3 Add up a list with a fold: not right yet.
                  total(of: [1])
                Your code printed:
                  | hi
                """)
    }

    @Test("stray output without the marker is not shown, and long output is cut to ten lines")
    func printedOutput() {
        #expect(
            report(code: .wrongAnswer, output: "\u{7}\u{1}garbage").message.contains("printed")
                == false)
        let lines = (1...25).map { "line \($0)" }.joined(separator: "\n")
        let note = Verdict.printedNote(lines + "\n")
        #expect(note.hasPrefix("\nYour code printed:\n  | line 1\n"))
        #expect(note.hasSuffix("  | line 10\n  | … (15 more lines)"))
        #expect(
            Verdict.printedNote("a\n", lineCount: 1000).hasSuffix("  | a\n  | … (999 more lines)"))
        let eleven = (1...11).map { "line \($0)" }.joined(separator: "\n")
        #expect(Verdict.printedNote(eleven).hasSuffix("  | line 10\n  | … (1 more line)"))
        #expect(Verdict.printedNote("") == "")
    }

    @Test("a crash names the call it happened in and the runtime's reason, with its file:line")
    func crash() {
        let errors = """
            workbook:call total(of: [])
            Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range
            Current stack trace:
            0  libswiftCore.so  0x0000 swift_reportError + 33
            """
        let crashed = report(signal: 4, errors: errors)
        #expect(crashed.status == .crashed)
        #expect(
            crashed.message
                == "1.3 crashed in total(of: []): "
                + "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range\n"
                + "Read hint 1: swift run workbook hint 1.3 1")
        #expect(
            report(signal: SIGSEGV).message.hasPrefix(
                "1.3 crashed: signal \(SIGSEGV), a bad memory access: most often a recursion"))
        #expect(
            report(signal: SIGILL).message.hasPrefix(
                "1.3 crashed: signal \(SIGILL), a trap: most often an arithmetic overflow"))
        #expect(report(signal: SIGUSR1).message.hasPrefix("1.3 crashed: signal \(SIGUSR1)\n"))
        let precondition = report(
            signal: 4,
            errors: "Chapter1Exercises/1.3-Total.swift:12: Precondition failed: not empty\n")
        #expect(
            precondition.message.hasPrefix(
                "1.3 crashed: Chapter1Exercises/1.3-Total.swift:12: Precondition failed: not empty\n"
            ))
    }

    @Test("running out of time is a timeout with its limit; another exit code is not a pass")
    func otherEndings() {
        let slow = report(signal: SIGXCPU, errors: "workbook:call total(of: [1, 2])\n")
        #expect(slow.status == .timedOut)
        #expect(
            slow.message
                == "1.3 timed out after 10 s in total(of: [1, 2]).\n"
                + "Is there an endless loop? Read hint 1: swift run workbook hint 1.3 1")
        let short = report(
            signal: SIGXCPU, errors: "\(Channel.limitPrefix)3 18\nworkbook:call total(of: [])\n")
        #expect(short.message.hasPrefix("1.3 timed out after 3 s in total(of: [])."))
        let waiting = report(
            signal: SIGALRM, errors: "\(Channel.limitPrefix)3 18\nworkbook:call total(of: [])\n")
        #expect(waiting.status == .timedOut)
        #expect(
            waiting.message.hasPrefix("1.3 timed out: still waiting after 18 s in total(of: [])."))
        let exited = report(code: nil, errors: "")
        #expect(exited.status == .crashed)
        let one = Verdict.report(
            id: "1.3", exitCode: 1, signal: nil, standardError: "", standardOutput: "",
            tokenSeen: false)
        #expect(one.message.contains("exit code 1"))
        #expect(report(code: .passed).message.contains("before the grader had finished"))
    }

    @Test("the token counts only whole, on a line of its own")
    func tokenLine() {
        let line = "\n\(Channel.passedPrefix)abc123\n"
        #expect(Verdict.shows(token: "abc123", in: Array(("noise" + line + "more").utf8)))
        #expect(!Verdict.shows(token: "abc12", in: Array(line.utf8)))
        #expect(!Verdict.shows(token: "abc1234", in: Array(line.utf8)))
        #expect(!Verdict.shows(token: "abc123", in: Array("\(Channel.passedPrefix)abc123".utf8)))
    }

    @Test("a failure after a seed announcement names the seed and how to replay it")
    func seedLine() {
        let errors =
            "\(Channel.seedPrefix)77\n\n\(Channel.wrongMarker)\n1.3 Add up: not right yet.\n"
        let wrong = report(code: .wrongAnswer, errors: errors)
        #expect(
            wrong.message
                == "1.3 Add up: not right yet.\n"
                + "Seed 77. To replay these inputs: WORKBOOK_SEED=77 swift run workbook check 1.3")
        #expect(report(signal: 4, errors: errors).message.contains("WORKBOOK_SEED=77"))
        #expect(report(code: .passed, errors: errors, tokenSeen: true).message == "")
    }

    @Test("a wrong answer's message says the call, expected, got, why and which hint")
    func wrongAnswerMessage() {
        let wrong = WrongAnswer(
            call: "largest(in: [])", comparison: "expected: nil\ngot:      0",
            explanation: "Start from nil.", hint: 2)
        #expect(
            wrong.message(for: "1.5") == """
                1.5 Find the largest, even in an empty list: not right yet.
                  largest(in: [])
                    expected: nil
                    got:      0
                  Start from nil.
                  Read hint 2: swift run workbook hint 1.5 2
                """)
    }

    @Test("check throws a WrongAnswer only when the value differs, describing values as Swift")
    func checks() throws {
        try check("f()", 3, equals: 3)
        #expect(describe(Optional<Int>.none) == "nil")
        #expect(describe(Optional(4)) == "4")
        #expect(describe(["a"]) == "[\"a\"]")
        #expect(describe("a") == "\"a\"")
        do {
            try check("f()", Optional(0), equals: nil, hint: 2)
            Issue.record("check should have thrown")
        } catch let wrong as WrongAnswer {
            #expect(wrong.comparison == "expected: nil\ngot:      0")
            #expect(wrong.hint == 2)
        }
        #expect(throws: WrongAnswer.self) {
            try require(false, "g()", expected: "x", got: "y")
        }
    }

    @Test("a counting sequence counts the numbers pulled, by every iterator")
    func countingSequence() {
        let numbers = CountingSequence(upTo: 100)
        #expect(numbers.first { $0 == 3 } == 3)
        #expect(numbers.pulled == 3)
        #expect(Array(numbers.prefix(2)) == [1, 2])
        #expect(numbers.pulled == 5)
        #expect(Array(CountingSequence(upTo: 3)) == [1, 2, 3])
    }
}
