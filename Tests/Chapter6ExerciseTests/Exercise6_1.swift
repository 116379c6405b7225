import Chapter6Exercises
import Chapter6Mutants
import Chapter6Reference
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 6.1: `loginValidity(username:password:)` behaves as the
/// reference in the task's story and a couple of hundred generated ones,
/// where the user types into either field at any time, a field may hold a
/// lone space, and a screen may subscribe late or go away early.
@Suite("6.1 Tell whether the login form can be sent", .serialized)
struct Exercise6_1 {
    typealias Validity = (MutableProperty<String>, MutableProperty<String>) -> Signal<Bool>

    /// What each letter of a field's story types into it.
    static let texts = ["a": "", "b": "ash", "c": " ", "d": "x", "e": "été"]

    static let legend =
        "where each letter sets the field's text: a = \"\", b = \"ash\", c = \" \", d = \"x\", "
        + "e = \"été\" (both fields start as \"\"); t = true, f = false"

    /// Checks any implementation of `loginValidity(username:password:)`.
    static func grade(_ loginValidity: Validity, seed: Seed) throws {
        let example = Story(
            ["username": "---b---a---b", "password": "-----d---c"], order: ["username", "password"])
        try compareTraces(
            "loginValidity(username: username, password: password)", { play($0, loginValidity) },
            with: { play($0, Chapter6Reference.loginValidity(username:password:)) },
            on: .stories(sources: ["username", "password"], examples: [example]), seed: seed,
            describe: { "\($0)\n\(legend)" }, hint: 2, diagnose: diagnose)
    }

    /// Plays `story`: each field's text follows its source; writes down what
    /// the subscribers received.
    static func play(_ story: Story, _ loginValidity: Validity) -> Trace {
        let stage = Stage.playing(story)
        let username = MutableProperty("")
        let password = MutableProperty("")
        username <~ stage.source("username").map { texts[$0] ?? "" }
        password <~ stage.source("password").map { texts[$0] ?? "" }
        let validity = loginValidity(username, password)
        let form = stage.scheduler.record(
            validity, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let late = story.lateSubscriberAt.map { stage.scheduler.record(validity, subscribeAt: $0) }
        stage.scheduler.advance(to: story.lastTick + 4)

        var trace = Trace()
        trace.timeline("isValid", form.events) { $0 ? "t" : "f" }
        if let late {
            trace.timeline("isValid, for the late subscriber", late.events) { $0 ? "t" : "f" }
        }
        return trace
    }

    /// What a difference usually means.
    static func diagnose(_ story: Story, expected: Trace, got: Trace) -> Diagnosis? {
        guard case .timeline(let want)? = expected["isValid"],
            case .timeline(let have)? = got["isValid"]
        else { return nil }
        if have.last?.event.isTerminal == true && want.last?.event.isTerminal != true {
            return Diagnosis(
                hint: 2,
                "The answer ended after one value: reading .value gives today's answer only. "
                    + "Follow the fields' signals.")
        }
        let values = have.compactMap(\.event.value)
        if zip(values, values.dropFirst()).contains(where: { $0 == $1 }) {
            return Diagnosis(
                hint: 2,
                "The same answer came twice in a row: drop repeats with distinctUntilChanged().")
        }
        return Diagnosis(
            hint: 2,
            "Compute each answer from the latest text of both fields (combineLatest), whichever "
                + "field changed: true while both hold text, and a space is text too.")
    }

    /// Every wrong answer in `Mutants6_1`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Validity> {
        [
            "readsTheValuesOnce": Mutants6_1.readsTheValuesOnce,
            "zipsTheFields": Mutants6_1.zipsTheFields,
            "eitherField": Mutants6_1.eitherField,
            "repeatsItself": Mutants6_1.repeatsItself,
            "samplesThePassword": Mutants6_1.samplesThePassword,
            "trimsSpaces": Mutants6_1.trimsSpaces,
        ]
    }

    @Test("your loginValidity(username:password:)")
    func yourAnswer() async throws {
        let run = GradingRun("6.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise6_1.grade(
                    Chapter6Exercises.loginValidity(username:password:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants6_1", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("6.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise6_1.mutants.first { $0.key == mutant }!.value
                try Exercise6_1.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
