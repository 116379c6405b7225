import Chapter6Exercises
import Chapter6Mutants
import Chapter6Reference
import ExerciseGrading
import Pixels
import PixelsExerciseSupport
import Testing

/// Grades exercise 6.6: the learner's `testPhotoPage(_:)` passes on the app's
/// own `PhotoViewModel`, and agrees with the reference test on a family of
/// pages of one type: it passes on the correct member and fails on every
/// broken one (a spinner that never starts, a download a tick late, a name
/// that changes later, and more), on the task's examples and on members
/// generated from the seed.
@Suite("6.6 Write the test that catches a broken photo page", .serialized)
struct Exercise6_6 {
    typealias PageTest = (PageBench) -> Void

    /// Checks any test of a photo page.
    static func grade(_ testPhotoPage: PageTest, seed: Seed) throws {
        let app = PageBench { photo, importer in
            PhotoViewModel(photo: photo, importer: importer)
        }
        let onTheApp = "testPhotoPage(bench), on the app's PhotoViewModel"
        calling(onTheApp) { testPhotoPage(app) }
        try require(
            app.checkCount > 0, onTheApp, expected: "at least one bench.expect(…)",
            got: "no checks at all",
            because: "Write each rule as bench.expect(condition, \"what must be true\").")
        let failed = app.failures
        try require(
            failed.isEmpty, onTheApp, expected: "every check passes on the app's own page",
            got: "failed: " + failed.map { "\"\($0)\"" }.joined(separator: ", "), hint: 2,
            because: "A check that fails on a correct page is wrong. Mind the timing: the fake "
                + "answers 2 ticks after each request, and nothing happens until you advance "
                + "bench.scheduler.")
        try compare(
            { verdict(of: testPhotoPage, on: $0, showing: true) },
            with: { verdict(of: Chapter6Reference.testPhotoPage, on: $0, showing: false) },
            on: .pageFamily, seed: seed, count: 40, call: call, hint: 2, diagnose: diagnose)
    }

    /// The call that runs a test on one member of the family.
    static func call(_ flaw: FamilyPage.Flaw?) -> String {
        "testPhotoPage(bench), on a page that "
            + (flaw?.description ?? "follows every rule (of the same type as the broken ones)")
    }

    /// Runs `test` on a fresh bench whose pages are the family's member with `flaw`.
    static func verdict(of test: PageTest, on flaw: FamilyPage.Flaw?, showing: Bool) -> Verdict {
        let bench = PageBench { photo, importer in
            FamilyPage(photo: photo, importer: importer, flaw: flaw)
        }
        test(bench)
        return Verdict(count: bench.checkCount, failures: bench.failures, showing: showing)
    }

    /// What a disagreement with the reference test means.
    static func diagnose(_ flaw: FamilyPage.Flaw?, expected: Verdict, got: Verdict) -> Diagnosis? {
        guard let flaw else {
            return Diagnosis(
                hint: 2,
                "This page follows every rule: a check that fails on it tests something else, "
                    + "such as the page's type (every page of the family has the same type).")
        }
        return Diagnosis(hint: 2, "Your test let this broken page through. " + flaw.advice)
    }

    /// Every wrong answer in `Mutants6_6`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, PageTest> {
        [
            "checksNothing": Mutants6_6.checksNothing,
            "checksOnlyTheName": Mutants6_6.checksOnlyTheName,
            "checksOnlyTheEnd": Mutants6_6.checksOnlyTheEnd,
            "forgetsToWait": Mutants6_6.forgetsToWait,
            "checksTheType": Mutants6_6.checksTheType,
            "ignoresTheTicks": Mutants6_6.ignoresTheTicks,
            "checksTheNameOnlyAtTheStart": Mutants6_6.checksTheNameOnlyAtTheStart,
        ]
    }

    @Test("your testPhotoPage(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("6.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_6.grade(Chapter6Exercises.testPhotoPage, seed: run.seed) }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants6_6", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("6.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise6_6.mutants.first { $0.key == mutant }!.value
                try Exercise6_6.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}

/// What a test said of one page: whether any check failed. Two verdicts are
/// equal when both fail or both pass; the learner's names its failed checks.
struct Verdict: Equatable, CustomStringConvertible {
    let count: Int
    let failures: [String]
    /// Whether to name the failed checks (the learner's) or not (the reference's).
    let showing: Bool

    static func == (left: Verdict, right: Verdict) -> Bool {
        left.failures.isEmpty == right.failures.isEmpty
    }

    var description: String {
        guard !failures.isEmpty else {
            guard showing else { return "every check passes" }
            return count == 1 ? "its one check passed" : "all \(count) checks passed"
        }
        guard showing else { return "at least one check fails" }
        return "failed: " + failures.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}

extension Inputs where Input == FamilyPage.Flaw? {
    /// The family: the correct page and the three broken ones first,
    /// every other flaw, then members drawn from the seed with other ticks.
    static var pageFamily: Inputs<FamilyPage.Flaw?> {
        let all = FamilyPage.Flaw.all
        return Inputs(
            examples: [nil] + all.prefix(3).map { $0 },
            edgeCases: all.dropFirst(3).map { $0 },
            make: { random, _ in
                let ticks = Int.random(in: 1...2, using: &random)
                let choices: [FamilyPage.Flaw?] = [
                    nil, .downloadsLate(by: ticks + 1), .showsTheImageLate(by: ticks),
                    .spinnerStartsLate(by: ticks), .nameChangesLater(when: .image),
                    random.pick(all),
                ]
                return random.pick(choices)
            },
            smaller: { flaw in flaw?.simpler.map { $0 } ?? [] })
    }
}
