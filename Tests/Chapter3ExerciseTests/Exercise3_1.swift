import Chapter3Exercises
import Chapter3Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 3.1: `emailValidity` maps each text to whether it looks like
/// an e-mail address, and sends only changes.
@Suite("3.1 Tell whether an e-mail address looks valid")
struct Exercise3_1 {
    static let answers: [Character: Bool] = ["t": true, "f": false]

    /// Checks any implementation of `emailValidity(_:)`.
    static func grade(_ emailValidity: (Signal<String>) -> Signal<Bool>) throws {
        let rule: [(text: String, valid: Bool)] = [
            ("ash@example.com", true), ("a@b", true), ("a@", false), ("@b", false),
            ("@", false), ("", false), ("ash", false),
        ]
        for (text, valid) in rule {
            let scheduler = TestScheduler()
            let call = "emailValidity(Signal.just(\(describe(text))))"
            let recorder = calling(call) { scheduler.record(emailValidity(Signal.just(text))) }
            let explanation =
                recorder.values.count > 1
                ? "One text gives one answer: send nothing of your own before it."
                : "Valid means an \"@\" that is neither the first nor the last character."
            try check(call + ", its values", recorder.values, equals: [valid], because: explanation)
        }

        try grade(
            emailValidity, typing: "-a-b-c-d-|", ["a": "a", "b": "a@", "c": "a@b", "d": "a@bc"],
            equals: "-f---t---|")
        try grade(
            emailValidity, typing: "-a-b-c-d-e-|",
            ["a": "@", "b": "@a", "c": "x@a", "d": "x@", "e": ""], equals: "-f---t-f---|")
    }

    /// Types the texts of `marbles` on a test scheduler and compares the answers with `expected`.
    static func grade(
        _ emailValidity: (Signal<String>) -> Signal<Bool>, typing marbles: String,
        _ texts: [Character: String], equals expected: String
    ) throws {
        let scheduler = TestScheduler()
        let typed = scheduler.hotSignal(marbles, values: texts)
        let legend = texts.sorted { $0.key < $1.key }
            .map { "\($0.key) = \(describe($0.value))" }.joined(separator: ", ")
        let call = "emailValidity(texts), with texts \(marbles)"
        let recorder = calling(call) { scheduler.record(emailValidity(typed.signal)) }
        calling(call) { scheduler.run() }
        try checkMarbles(
            call, recorder, equals: expected, values: answers, hint: 2,
            legend: "\(legend); t = true, f = false",
            because: "Send the first answer, then only answers that differ from the one before.")
    }

    @Test("your emailValidity(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("3.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_1.grade(emailValidity) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that repeats itself after every keystroke")
    func catchesRepeating() async {
        let run = GradingRun("3.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_1.grade(Mutants3_1.repeatsAnswers) }
        }
        run.expectCaught(result, mutant: "repeatsAnswers")
    }

    @Test("catches an answer that accepts any \"@\"")
    func catchesAnyAt() async {
        let run = GradingRun("3.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_1.grade(Mutants3_1.anyAt) }
        }
        run.expectCaught(result, mutant: "anyAt")
    }

    @Test("catches an answer that starts with a value of its own")
    func catchesStartingInvalid() async {
        let run = GradingRun("3.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_1.grade(Mutants3_1.startsInvalid) }
        }
        run.expectCaught(result, mutant: "startsInvalid")
    }
}
