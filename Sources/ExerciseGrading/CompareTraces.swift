import ExerciseHarness
import ReactiveTesting
import WorkbookKit

/// Throws a `WrongAnswer` unless `answer` and `reference` leave the same
/// `Trace` in every case of `cases`: the examples, the edge cases, then
/// `count` generated ones from `seed`, smallest first.
///
/// Use it where an exercise's case is more than one signal: a cell configured
/// and reused at given ticks, a view model switched on and off while its
/// importer answers or fails. Each closure plays the case on a fresh
/// `TestScheduler` and writes down what happened. On the first difference
/// the case is shrunk while the two still differ, and the message shows the
/// smallest failing case (as `describe` draws it), then each part of the
/// trace that differs, expected above got.
///
/// ```swift
/// try compareTraces(
///     "configure(cell, thumbnail:)", { play($0, Chapter5Exercises.configure) },
///     with: { play($0, Chapter5Reference.configure) },
///     on: .cellStories, seed: seed, describe: \.description, hint: 2)
/// ```
public func compareTraces<Case>(
    _ call: String, _ answer: Side<Case, Trace>, with reference: Side<Case, Trace>,
    on cases: Inputs<Case>, seed: Seed, count: Int = 150, maxSize: Int = 10,
    describe: (Case) -> Bilingual, hint: Int = 1, because explanation: Bilingual? = nil,
    diagnose: (_ case: Case, _ expected: Trace, _ got: Trace) -> Diagnosis? = { _, _, _ in nil }
) throws {
    let all = cases.all(seed: seed, count: count, maxSize: maxSize)
    guard
        let found = try firstDifference(
            answer, reference, on: all, smaller: cases.smaller,
            call: { _ in call + " in a story" }, budget: 600)
    else { return }
    let diagnosis = diagnose(found.input, found.expected, found.got)
    let told = describe(found.input)
    let comparison = Bilingual.each { language in
        let lines =
            [language.pick("in this story:", "在这个场景中：")]
            + told.text(in: language).split(separator: "\n").map { "  " + $0 }
            + found.got.differences(from: found.expected, in: language)
        return lines.joined(separator: "\n")
    }
    throw WrongAnswer(
        call: call, comparison: comparison,
        explanation: ExerciseGrading.explanation([
            diagnosis?.because ?? explanation, smallestFailing(all.count, "story"),
        ]),
        hint: diagnosis?.hint ?? hint)
}
