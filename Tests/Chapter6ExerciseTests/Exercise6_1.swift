import Chapter6Exercises
import Chapter6Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 6.1: `loginValidity(username:password:)` follows both
/// fields, says whether both are filled in, and sends only changes.
@Suite("6.1 Tell whether the login form can be sent")
struct Exercise6_1 {
    typealias Validity = (MutableProperty<String>, MutableProperty<String>) -> Signal<Bool>

    /// Checks any implementation of `loginValidity(username:password:)`.
    static func grade(_ loginValidity: Validity) throws {
        let scheduler = TestScheduler()
        let username = MutableProperty("")
        let password = MutableProperty("")
        for (tick, text) in [(3, "ash"), (7, ""), (11, "ash")] {
            scheduler.schedule(at: tick) { username.value = text }
        }
        for (tick, text) in [(5, "secret"), (9, "x")] {
            scheduler.schedule(at: tick) { password.value = text }
        }
        let call =
            "loginValidity(username: username, password: password), with the user typing "
            + "username e--a---e---a and password e----s---x (e = \"\", a = \"ash\", "
            + "s = \"secret\", x = \"x\")"
        let recorder = calling(call) { scheduler.record(loginValidity(username, password)) }
        calling(call) { scheduler.advance(to: 15) }
        try checkMarbles(
            call, recorder, equals: "f----t-f---t", values: ["t": true, "f": false], hint: 2,
            legend: "t = true, f = false",
            because: "Answer at once, then whenever a keystroke changes the answer: true while "
                + "both fields hold text, computed from the latest text of each.")
    }

    @Test("your loginValidity(username:password:)")
    func yourAnswer() async throws {
        let run = GradingRun("6.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_1.grade(loginValidity(username:password:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that reads the fields once")
    func catchesReadingOnce() async {
        let run = GradingRun("6.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_1.grade(Mutants6_1.readsTheValuesOnce(username:password:))
            }
        }
        run.expectCaught(result, mutant: "readsTheValuesOnce")
    }

    @Test("catches an answer that zips the fields")
    func catchesZipping() async {
        let run = GradingRun("6.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_1.grade(Mutants6_1.zipsTheFields(username:password:)) }
        }
        run.expectCaught(result, mutant: "zipsTheFields")
    }

    @Test("catches an answer that accepts either field")
    func catchesEitherField() async {
        let run = GradingRun("6.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_1.grade(Mutants6_1.eitherField(username:password:)) }
        }
        run.expectCaught(result, mutant: "eitherField")
    }

    @Test("catches an answer that repeats itself")
    func catchesRepeating() async {
        let run = GradingRun("6.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise6_1.grade(Mutants6_1.repeatsItself(username:password:)) }
        }
        run.expectCaught(result, mutant: "repeatsItself")
    }
}
