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
        let result = await #expect(processExitsWith: .failure, observing: Grade.observed) {
            Grade.run("6.6") { try Exercise6_6.grade(testPhotoPage) }
        }
        try Grade.judge(result, exercise: "6.6")
    }

    @Test("catches a test that checks nothing")
    func catchesCheckingNothing() async {
        let result = await #expect(processExitsWith: .failure, observing: Grade.observed) {
            Grade.run("6.6") { try Exercise6_6.grade(Mutants6_6.checksNothing) }
        }
        Grade.expectCaught(result, exercise: "6.6", mutant: "checksNothing")
    }

    @Test("catches a test that checks only the name")
    func catchesCheckingOnlyTheName() async {
        let result = await #expect(processExitsWith: .failure, observing: Grade.observed) {
            Grade.run("6.6") { try Exercise6_6.grade(Mutants6_6.checksOnlyTheName) }
        }
        Grade.expectCaught(result, exercise: "6.6", mutant: "checksOnlyTheName")
    }

    @Test("catches a test that checks only how things end")
    func catchesCheckingOnlyTheEnd() async {
        let result = await #expect(processExitsWith: .failure, observing: Grade.observed) {
            Grade.run("6.6") { try Exercise6_6.grade(Mutants6_6.checksOnlyTheEnd) }
        }
        Grade.expectCaught(result, exercise: "6.6", mutant: "checksOnlyTheEnd")
    }

    @Test("catches a test that expects the image without letting time pass")
    func catchesForgettingToWait() async {
        let result = await #expect(processExitsWith: .failure, observing: Grade.observed) {
            Grade.run("6.6") { try Exercise6_6.grade(Mutants6_6.forgetsToWait) }
        }
        Grade.expectCaught(result, exercise: "6.6", mutant: "forgetsToWait")
    }
}
