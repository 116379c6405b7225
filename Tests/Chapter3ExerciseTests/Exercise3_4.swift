import Chapter3Exercises
import Chapter3Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 3.4: `logInCommand` is enabled from the latest of both
/// fields, runs `logIn()` when executed, and refuses while disabled.
@Suite("3.4 Enable a log-in command from two fields")
struct Exercise3_4 {
    typealias MakeCommand = (Signal<String>, Signal<String>, @escaping @Sendable () -> Signal<Bool>)
        -> Command<Void, Bool>

    static let answers: [Character: Bool] = ["t": true, "f": false]
    static let story =
        "username \"\" from 0, \"as\" at 1, \"ash\" at 3; password \"\" from 0, \"secret\" at 2, "
        + "\"12345\" at 8, \"123456\" at 10; execute() at 5 and at 9; logIn() takes 2 ticks"

    /// Checks any implementation of `logInCommand(username:password:logIn:)`.
    static func grade(_ logInCommand: MakeCommand) throws {
        let scheduler = TestScheduler()
        let username = MutableProperty("")
        let password = MutableProperty("")
        let logIns = CallCounter()
        let call = "logInCommand(username: username.signal, password: password.signal, logIn: …)"
        let command = calling(call) {
            logInCommand(username.signal, password.signal) {
                logIns.tick()
                return Signal.just(true).delay(.seconds(2), on: scheduler)
            }
        }
        let enabled = calling("command.isEnabled.subscribe(…)") {
            scheduler.record(command.isEnabled)
        }
        for (tick, name) in [(1, "as"), (3, "ash")] {
            scheduler.schedule(at: tick) { username.value = name }
        }
        for (tick, secret) in [(2, "secret"), (8, "12345"), (10, "123456")] {
            scheduler.schedule(at: tick) { password.value = secret }
        }
        let firstRun = scheduler.record(Signal.deferred { command.execute() }, subscribeAt: 5)
        let secondRun = scheduler.record(Signal.deferred { command.execute() }, subscribeAt: 9)
        calling(story) { scheduler.run() }

        try checkMarbles(
            "command.isEnabled, with " + story, enabled, equals: "f--t-f-tf-t", values: answers,
            hint: 2, legend: "t = true, f = false",
            because:
                "Enabled while the username has 3 characters or more and the password 6 or more, "
                + "using the latest value of each, and not while logIn() runs.")
        try check(
            "command.execute() at tick 5, how many times logIn() ran", logIns.count, equals: 1,
            hint: 2, because: "Executing the command runs logIn() once; at 9 it is disabled.")
        try checkMarbles(
            "command.execute() at tick 5, its result", firstRun, equals: "-------(t|)",
            values: answers, legend: "t = true")
        try checkMarbles(
            "command.execute() at tick 9, while the password is too short", secondRun,
            equals: "---------#", values: answers, hint: 2,
            because: "A disabled command refuses to run: its signal fails at once.")
    }

    @Test("your logInCommand(username:password:logIn:)")
    func yourAnswer() async throws {
        let run = GradingRun("3.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_4.grade(logInCommand(username:password:logIn:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer enabled when either field is long enough")
    func catchesEitherField() async {
        let run = GradingRun("3.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_4.grade(Mutants3_4.eitherField) }
        }
        run.expectCaught(result, mutant: "eitherField")
    }

    @Test("catches an answer that zips the fields instead of combining the latest")
    func catchesZipping() async {
        let run = GradingRun("3.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_4.grade(Mutants3_4.zipsTheFields) }
        }
        run.expectCaught(result, mutant: "zipsTheFields")
    }

    @Test("catches an answer that asks for one character too many")
    func catchesOneTooMany() async {
        let run = GradingRun("3.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_4.grade(Mutants3_4.oneCharacterTooMany) }
        }
        run.expectCaught(result, mutant: "oneCharacterTooMany")
    }

    @Test("catches an answer that forgets the enabled signal")
    func catchesAlwaysEnabled() async {
        let run = GradingRun("3.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_4.grade(Mutants3_4.alwaysEnabled) }
        }
        run.expectCaught(result, mutant: "alwaysEnabled")
    }
}
