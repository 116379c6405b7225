import Chapter3Calls
import Chapter3Mutants
import ExerciseTesting
import Testing

/// The names of exercise `id`'s mutants in chapter 3's table.
private func mutants(_ id: String) -> [String] {
    Chapter3Functions.mutants.map(\.key).filter { $0.hasPrefix(id + "/") }
        .map { String($0.dropFirst(id.count + 1)) }
}

/// What the message must say, by mutant, where the grader names the mistake.
private let diagnoses: [String: [String]] = [
    "3.1/looksAtScalars": ["Look at characters, not Unicode scalars", "\\u{301}"],
    "3.3/skipsEmptyNames": ["where A = \"\""],
    "3.4/zipsTheFields": ["zip pairs the", "combineLatest keeps the latest of each"],
    "3.4/countsScalars": ["not Unicode scalars"],
    "3.7/neverUnregisters": ["its observer stayed on the doorbell"],
    "3.7/unregistersOnlyWhenFinished": ["its observer stayed on the doorbell", ".cancelled"],
    "3.7/keepsOnlyTheNewest": ["dropped names its reader had not read yet"],
    "3.7/keepsOnlyTheOldest": ["dropped names its reader had not read yet"],
]

/// The mutants of exercise `id` whose message `diagnoses` lists.
private func diagnosed(_ id: String) -> [String] {
    mutants(id).filter { diagnoses["\(id)/\($0)"] != nil }
}

@Suite("3.1 Tell whether an e-mail address looks valid")
struct Exercise3_1 {
    @Test("your emailValidity(_:)") func yourAnswer() async throws {
        try await gradeYourAnswer("3.1")
    }

    @Test("catches every wrong answer in Mutants3_1", arguments: mutants("3.1"))
    func catches(_ mutant: String) async { await expectCaught("3.1", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("3.1"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("3.1", mutant: mutant, saying: diagnoses["3.1/\(mutant)"] ?? [])
    }
}

@Suite("3.2 Bind a greeting to a name with <~")
struct Exercise3_2 {
    @Test("your bindGreeting(_:to:)") func yourAnswer() async throws {
        try await gradeYourAnswer("3.2")
    }

    @Test("catches every wrong answer in Mutants3_2", arguments: mutants("3.2"))
    func catches(_ mutant: String) async { await expectCaught("3.2", mutant: mutant) }
}

@Suite("3.3 Wrap a callback API in a subject")
struct Exercise3_3 {
    @Test("your rings(onRing:onUnplug:)") func yourAnswer() async throws {
        try await gradeYourAnswer("3.3")
    }

    @Test("catches every wrong answer in Mutants3_3", arguments: mutants("3.3"))
    func catches(_ mutant: String) async { await expectCaught("3.3", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("3.3"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("3.3", mutant: mutant, saying: diagnoses["3.3/\(mutant)"] ?? [])
    }
}

@Suite("3.4 Enable a log-in command from two fields")
struct Exercise3_4 {
    @Test("your logInCommand(username:password:logIn:)") func yourAnswer() async throws {
        try await gradeYourAnswer("3.4")
    }

    @Test("catches every wrong answer in Mutants3_4", arguments: mutants("3.4"))
    func catches(_ mutant: String) async { await expectCaught("3.4", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("3.4"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("3.4", mutant: mutant, saying: diagnoses["3.4/\(mutant)"] ?? [])
    }
}

@Suite("3.5 Report a command's failures as values")
struct Exercise3_5 {
    @Test("your statusMessages(of:)") func yourAnswer() async throws {
        try await gradeYourAnswer("3.5")
    }

    @Test("catches every wrong answer in Mutants3_5", arguments: mutants("3.5"))
    func catches(_ mutant: String) async { await expectCaught("3.5", mutant: mutant) }
}

@Suite("3.6 Drive a command from button taps")
struct Exercise3_6 {
    @Test("your outputs(of:drivenBy:)") func yourAnswer() async throws {
        try await gradeYourAnswer("3.6")
    }

    @Test("catches every wrong answer in Mutants3_6", arguments: mutants("3.6"))
    func catches(_ mutant: String) async { await expectCaught("3.6", mutant: mutant) }
}

@Suite("3.7 Wrap a callback API in an AsyncStream that cleans up after itself")
struct Exercise3_7 {
    @Test("your ringStream(addObserver:removeObserver:)") func yourAnswer() async throws {
        try await gradeYourAnswer("3.7")
    }

    @Test("catches every wrong answer in Mutants3_7", arguments: mutants("3.7"))
    func catches(_ mutant: String) async { await expectCaught("3.7", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("3.7"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("3.7", mutant: mutant, saying: diagnoses["3.7/\(mutant)"] ?? [])
    }
}
