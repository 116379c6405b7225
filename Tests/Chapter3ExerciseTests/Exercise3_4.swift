import Chapter3Exercises
import Chapter3Mutants
import Chapter3Reference
import ExerciseGrading
import Reactive
import Testing

/// Grades exercise 3.4: the command `logInCommand` makes is enabled for the
/// same fields as the reference's, on the task's fields and a few hundred
/// generated pairs; then it behaves as the reference's on generated and
/// hand-picked time stories of typing and tapping: `isEnabled` at every tick,
/// each tap's run or refusal, and the subscriptions to the fields and to
/// every `logIn()` run.
@Suite("3.4 Enable a log-in command from two fields")
struct Exercise3_4 {
    typealias MakeCommand = (Signal<String>, Signal<String>, @escaping @Sendable () -> Signal<Bool>)
        -> Command<Void, Bool>

    /// What each letter typed in a story's fields stands for.
    static let usernames = LetterTable(["a": "", "b": "as", "c": "ash", "d": "李", "e": "été"])
    static let passwords = LetterTable([
        "a": "", "b": "12345", "c": "123456", "d": "naïve", "e": "1234567",
    ])

    /// Checks any implementation of `logInCommand(username:password:logIn:)`.
    static func grade(_ logInCommand: MakeCommand, seed: Seed) throws {
        try compare(
            { isEnabled($0, logInCommand) },
            with: { isEnabled($0, Chapter3Reference.logInCommand) },
            on: .fields(examples: [Fields("ash", "secret"), Fields("", "")]), seed: seed,
            call: {
                "logInCommand(username: Signal.just(\(describe($0.username))), password: "
                    + "Signal.just(\(describe($0.password))), logIn: …), its isEnabled"
            },
            diagnose: diagnose)
        try compareStories(
            "logInCommand(username: username, password: password, logIn: logIn)",
            { session($0, logInCommand) }, with: { session($0, Chapter3Reference.logInCommand) },
            on: .stories(
                sources: ["username", "password", "taps"], inner: "logIn",
                examples: [
                    Story(
                        ["username": "-b-c", "password": "--c-----b-c", "taps": "-----x---x"],
                        order: ["username", "password", "taps"], inner: ("logIn", "--1|"))
                ]),
            seed: seed, hint: 2,
            because: "Both fields start empty; then the username types \(usernames.legend), and "
                + "the password \(passwords.legend). Each tap executes the command. The result "
                + "shows isEnabled as t or f, and each tap's run as y or n (logIn sent true or "
                + "false), e (it failed) or r (refused: the command was disabled).")
    }

    /// A username and a password, as typed.
    struct Fields {
        var username: String
        var password: String

        init(_ username: String, _ password: String) {
            self.username = username
            self.password = password
        }
    }

    /// Whether the command is enabled once both fields have sent their text.
    static func isEnabled(_ fields: Fields, _ logInCommand: MakeCommand) -> [Bool] {
        let command = logInCommand(Signal.just(fields.username), Signal.just(fields.password)) {
            Signal.just(true)
        }
        return valuesAtOnce(of: command.isEnabled)
    }

    /// A session on a log-in form: the fields type the story's texts after
    /// starting empty, each tap executes the command, and each `logIn()` run
    /// plays the story's inner script. The result merges `isEnabled` (t, f)
    /// with each tap's outcome (y, n, e, r).
    static func session(_ stage: Stage, _ logInCommand: MakeCommand) -> Signal<String> {
        let runs = CallCounter()
        let command = logInCommand(
            stage.source("username").map { usernames.text($0) }.startWith(""),
            stage.source("password").map { passwords.text($0) }.startWith("")
        ) {
            runs.tick()
            return stage.inner(String(runs.count)).map { $0.hasSuffix("1") }
        }
        let outcomes = Subject<String>()
        stage.source("taps").subscribeNext { _ in
            command.execute().subscribe(
                next: { outcomes.sendNext($0 ? "y" : "n") },
                error: { outcomes.sendNext($0 as? CommandError == .notEnabled ? "r" : "e") })
        }
        let enabled = command.isEnabled.map { $0 ? "t" : "f" }
        return keeping(command, alive: Signal.merge([enabled, outcomes.signal]))
    }

    /// What a wrong answer for one pair of fields usually means.
    static func diagnose(_ fields: Fields, expected: [Bool], got: [Bool]) -> Diagnosis? {
        let (name, password) = (fields.username, fields.password)
        guard got == [true], expected == [false] else {
            return expected == [true]
                ? Diagnosis(
                    hint: 2,
                    "At least 3 characters and at least 6 are enough: >= 3 and >= 6, both.")
                : nil
        }
        if name.count + password.count >= 9 {
            return Diagnosis(
                hint: 2,
                "Each field has its own rule: the username needs 3 characters and the password "
                    + "6, whatever the other one has.")
        }
        if name.utf8.count >= 3 && password.utf8.count >= 6 {
            return Diagnosis(
                hint: 2,
                "Count characters (text.count), not bytes: \"李\" is one character in 3 bytes.")
        }
        return Diagnosis(
            hint: 2, "Enabled only while the username has 3 characters and the password 6.")
    }

    /// Every wrong answer in `Mutants3_4`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, MakeCommand> {
        [
            "eitherField": Mutants3_4.eitherField,
            "zipsTheFields": Mutants3_4.zipsTheFields,
            "oneCharacterTooMany": Mutants3_4.oneCharacterTooMany,
            "alwaysEnabled": Mutants3_4.alwaysEnabled,
            "addsUpToNine": Mutants3_4.addsUpToNine,
            "countsBytes": Mutants3_4.countsBytes,
        ]
    }

    @Test("your logInCommand(username:password:logIn:)")
    func yourAnswer() async throws {
        let run = GradingRun("3.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise3_4.grade(
                    Chapter3Exercises.logInCommand(username:password:logIn:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants3_4", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("3.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise3_4.mutants.first { $0.key == mutant }!.value
                try Exercise3_4.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}

extension Inputs where Input == Exercise3_4.Fields {
    /// Usernames and passwords around the limits (2, 3, 5 and 6 characters),
    /// with accents, CJK and emoji, whose bytes outnumber their characters,
    /// and pairs whose lengths add up to 9 with one field too short.
    static func fields(examples: [Exercise3_4.Fields]) -> Self {
        typealias Fields = Exercise3_4.Fields
        let alphabet: [Character] = ["a", "s", "h", "1", "é", "李", "😀"]
        return Inputs(
            examples: examples,
            edgeCases: [
                Fields("ash", "123456"), Fields("as", "123456"), Fields("ash", "12345"),
                Fields("as", "1234567"), Fields("a", "12345678"), Fields("李", "123456"),
                Fields("été", "naïve"), Fields("été", "naïve!"), Fields("abcd", ""),
            ],
            make: { random, _ in
                func text(_ lengths: ClosedRange<Int>) -> String {
                    let length = Int.random(in: lengths, using: &random)
                    return String((0..<length).map { _ in random.pick(alphabet) })
                }
                return Fields(text(0...5), text(0...8))
            },
            smaller: { fields in
                Shrink.word(fields.username).map { Fields($0, fields.password) }
                    + Shrink.word(fields.password).map { Fields(fields.username, $0) }
            })
    }
}
