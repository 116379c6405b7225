import Chapter3Exercises
import Chapter3Mutants
import Chapter3Reference
import ExerciseGrading
import Reactive
import Testing

/// Grades exercise 3.1: `emailValidity` gives the reference's answer for the
/// task's texts and a few hundred generated ones, then behaves as the
/// reference on generated and hand-picked time stories of typing: the same
/// answers at the same ticks, errors and completion passed on, early disposal
/// and a late subscriber.
@Suite("3.1 Tell whether an e-mail address looks valid")
struct Exercise3_1 {
    typealias EmailValidity = (Signal<String>) -> Signal<Bool>

    /// What each letter typed in a story stands for.
    static let typed = LetterTable(["a": "a", "b": "a@", "c": "a@b", "d": "a@bc", "e": "@b"])

    /// Checks any implementation of `emailValidity(_:)`.
    static func grade(_ emailValidity: EmailValidity, seed: Seed) throws {
        try compare(
            { valuesAtOnce(of: emailValidity(Signal.just($0))) },
            with: { valuesAtOnce(of: Chapter3Reference.emailValidity(Signal.just($0))) },
            on: .texts(
                of: ["a", "b", "@", ".", "é", "日", "😀"], examples: ["a", "a@", "a@b", "a@bc"],
                edgeCases: ["", "@", "@@", "@a", "a@", "a@a", "@@a", "a@@", "é@日", "ab@cd@"]),
            seed: seed, call: { "emailValidity(Signal.just(\(describe($0)))), its values" },
            diagnose: diagnose)
        try compareStories(
            "emailValidity(texts)", { emailValidity($0.source("texts").map { typed.text($0) }) },
            with: { Chapter3Reference.emailValidity($0.source("texts").map { typed.text($0) }) },
            on: .stories(sources: ["texts"], examples: [Story(["texts": "-a-b-c-d-|"])]),
            seed: seed, hint: 2,
            because: "The texts typed are \(typed.legend). Send the first answer, then only "
                + "answers that differ from the one before; pass on the end of the texts.")
    }

    /// What a wrong answer for one text usually means.
    static func diagnose(_ text: String, expected: [Bool], got: [Bool]) -> Diagnosis? {
        if got.count > expected.count {
            return Diagnosis(
                hint: 2, "One text gives one answer: send nothing of your own before it.")
        }
        if got.count == 1 && expected.count == 1 {
            return Diagnosis(
                hint: 2,
                "Valid means an \"@\" somewhere other than the first or the last character.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants3_1`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, EmailValidity> {
        [
            "repeatsAnswers": Mutants3_1.repeatsAnswers,
            "anyAt": Mutants3_1.anyAt,
            "startsInvalid": Mutants3_1.startsInvalid,
            "looksAtTheFirstAtOnly": Mutants3_1.looksAtTheFirstAtOnly,
            "hardCodesTheExamples": Mutants3_1.hardCodesTheExamples,
        ]
    }

    @Test("your emailValidity(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("3.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_1.grade(Chapter3Exercises.emailValidity, seed: run.seed) }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants3_1", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("3.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise3_1.mutants.first { $0.key == mutant }!.value
                try Exercise3_1.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
