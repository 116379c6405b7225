import Chapter6Exercises
import Chapter6Mutants
import ExerciseGrading
import Pixels
import PixelsExerciseSupport
import Testing

/// Grades exercise 6.6: the learner's `testPhotoPage(_:)` passes on the app's
/// own `PhotoViewModel` and fails on each of four broken pages.
@Suite("6.6 Write the test that catches a broken photo page")
struct Exercise6_6 {
    typealias PageTest = (PageBench) -> Void

    /// Checks any test of a photo page.
    static func grade(_ testPhotoPage: PageTest) throws {
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

        for flaw in BrokenPage.Flaw.allCases {
            let broken = PageBench { photo, importer in
                BrokenPage(photo: photo, importer: importer, flaw: flaw)
            }
            let call = "testPhotoPage(bench), on a page that \(flaw.description)"
            calling(call) { testPhotoPage(broken) }
            try require(
                !broken.failures.isEmpty, call,
                expected: "at least one check fails on this broken page",
                got: "all \(broken.checkCount) checks passed: your test let it through", hint: 2,
                because: flaw.advice)
        }
    }

    @Test("your testPhotoPage(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("6.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_6.grade(testPhotoPage) }
        }
        try run.judge(result)
    }

    @Test("catches a test that checks nothing")
    func catchesCheckingNothing() async {
        let run = GradingRun("6.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_6.grade(Mutants6_6.checksNothing) }
        }
        run.expectCaught(result, mutant: "checksNothing")
    }

    @Test("catches a test that checks only the name")
    func catchesCheckingOnlyTheName() async {
        let run = GradingRun("6.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_6.grade(Mutants6_6.checksOnlyTheName) }
        }
        run.expectCaught(result, mutant: "checksOnlyTheName")
    }

    @Test("catches a test that checks only how things end")
    func catchesCheckingOnlyTheEnd() async {
        let run = GradingRun("6.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_6.grade(Mutants6_6.checksOnlyTheEnd) }
        }
        run.expectCaught(result, mutant: "checksOnlyTheEnd")
    }

    @Test("catches a test that expects the image without letting time pass")
    func catchesForgettingToWait() async {
        let run = GradingRun("6.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_6.grade(Mutants6_6.forgetsToWait) }
        }
        run.expectCaught(result, mutant: "forgetsToWait")
    }
}
