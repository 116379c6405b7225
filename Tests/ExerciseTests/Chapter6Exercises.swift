import Chapter6Calls
import Chapter6Mutants
import ExerciseTesting
import Testing

/// The names of exercise `id`'s mutants in chapter 6's table.
private func mutants(_ id: String) -> [String] {
    Chapter6Functions.mutants.map(\.key).filter { $0.hasPrefix(id + "/") }
        .map { String($0.dropFirst(id.count + 1)) }
}

@Suite("6.1 Tell whether the login form can be sent")
struct Exercise6_1 {
    @Test("your loginValidity(username:password:)") func yourAnswer() async throws {
        try await gradeYourAnswer("6.1")
    }

    @Test("catches every wrong answer in Mutants6_1", arguments: mutants("6.1"))
    func catches(_ mutant: String) async { await expectCaught("6.1", mutant: mutant) }
}

@Suite("6.2 Listen to live ratings only while the screen shows them")
struct Exercise6_2 {
    @Test("your liveRatingText(of:ratings:)") func yourAnswer() async throws {
        try await gradeYourAnswer("6.2")
    }

    @Test("catches every wrong answer in Mutants6_2", arguments: mutants("6.2"))
    func catches(_ mutant: String) async { await expectCaught("6.2", mutant: mutant) }
}

@Suite("6.3 A loading flag driven by activation")
struct Exercise6_3 {
    @Test("your loadingFlag(of:download:)") func yourAnswer() async throws {
        try await gradeYourAnswer("6.3")
    }

    @Test("catches every wrong answer in Mutants6_3", arguments: mutants("6.3"))
    func catches(_ mutant: String) async { await expectCaught("6.3", mutant: mutant) }
}

@Suite("6.4 A gallery view model that loads when it is shown")
struct Exercise6_4 {
    @Test("your PopularPhotosViewModel") func yourAnswer() async throws {
        try await gradeYourAnswer("6.4")
    }

    @Test("catches every wrong answer in Mutants6_4", arguments: mutants("6.4"))
    func catches(_ mutant: String) async { await expectCaught("6.4", mutant: mutant) }
}

@Suite("6.5 Keep exactly one page of the pager active")
struct Exercise6_5 {
    @Test("your activateCurrentPage(of:in:current:)") func yourAnswer() async throws {
        try await gradeYourAnswer("6.5")
    }

    @Test("catches every wrong answer in Mutants6_5", arguments: mutants("6.5"))
    func catches(_ mutant: String) async { await expectCaught("6.5", mutant: mutant) }
}

@Suite("6.6 Write the test that catches a broken photo page")
struct Exercise6_6 {
    @Test("your testPhotoPage(_:)") func yourAnswer() async throws {
        try await gradeYourAnswer("6.6")
    }

    @Test("catches every wrong answer in Mutants6_6", arguments: mutants("6.6"))
    func catches(_ mutant: String) async { await expectCaught("6.6", mutant: mutant) }
}

/// What the message must say, by mutant, where the grader names the mistake.
private let diagnoses: [String: [String]] = [
    "6.7/staysLoadingAfterAFailure": ["isLoading stayed true after the load ended"],
    "6.7/reportsCancellationAsAFailure": ["A cancelled load is no failure"],
    "6.7/keepsTheOldError": ["A new load starts by setting errorMessage back to nil"],
    "6.7/clearsThePhotosOnAFailure": ["A failed load leaves the photos as they were"],
    "6.7/isNotObservable": ["Observation announced nothing", "@Observable"],
]

@Suite("6.7 An @Observable gallery that loads while its screen shows it")
struct Exercise6_7 {
    @Test("your ObservableGallery.load()") func yourAnswer() async throws {
        try await gradeYourAnswer("6.7")
    }

    @Test("catches every wrong answer in Mutants6_7", arguments: mutants("6.7"))
    func catches(_ mutant: String) async { await expectCaught("6.7", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: mutants("6.7"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("6.7", mutant: mutant, saying: diagnoses["6.7/\(mutant)"] ?? [])
    }
}
