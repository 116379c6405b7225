import Chapter5Calls
import Chapter5Mutants
import ExerciseTesting
import Testing

/// The names of exercise `id`'s mutants in chapter 5's table.
private func mutants(_ id: String) -> [String] {
    Chapter5Functions.mutants.map(\.key).filter { $0.hasPrefix(id + "/") }
        .map { String($0.dropFirst(id.count + 1)) }
}

/// What the message must say, by mutant, where the grader names the mistake.
private let diagnoses: [String: [String]] = [
    "5.2/keepsTheBase": ["reads http://127.0.0.1:8080/images/", "still relative to"],
    "5.2/dropsTheSignOfZero": ["The rating was -0.0 and came back as 0.0"],
    "5.7/neverCancels": ["cancel it first thing in type(_:)"],
    "5.7/showsCancelledResults": ["Check Task.isCancelled after the await"],
    "5.7/searchesForAnEmptyQuery": ["An empty query searches for nothing"],
    "5.7/clearsOnFailure": ["A failed search leaves the results as they were"],
    "5.7/clearsAtEachKeystroke": ["The results stay on show while the user types"],
]

/// The mutants of exercise `id` whose message `diagnoses` lists.
private func diagnosed(_ id: String) -> [String] {
    mutants(id).filter { diagnoses["\(id)/\($0)"] != nil }
}

@Suite("5.1 Pick a photo's image URL by size")
struct Exercise5_1 {
    @Test("your imageURL(ofSize:in:)") func yourAnswer() async throws {
        try await gradeYourAnswer("5.1")
    }

    @Test("catches every wrong answer in Mutants5_1", arguments: mutants("5.1"))
    func catches(_ mutant: String) async { await expectCaught("5.1", mutant: mutant) }
}

@Suite("5.2 Turn the listing's JSON into photo models")
struct Exercise5_2 {
    @Test("your photos(from:relativeTo:)") func yourAnswer() async throws {
        try await gradeYourAnswer("5.2")
    }

    @Test("catches every wrong answer in Mutants5_2", arguments: mutants("5.2"))
    func catches(_ mutant: String) async { await expectCaught("5.2", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("5.2"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("5.2", mutant: mutant, saying: diagnoses["5.2/\(mutant)"] ?? [])
    }
}

@Suite("5.3 Decode a thumbnail in the background, deliver it on the main scheduler")
struct Exercise5_3 {
    @Test("your thumbnail(from:decode:deliveringOn:)") func yourAnswer() async throws {
        try await gradeYourAnswer("5.3")
    }

    @Test("catches every wrong answer in Mutants5_3", arguments: mutants("5.3"))
    func catches(_ mutant: String) async { await expectCaught("5.3", mutant: mutant) }
}

@Suite("5.4 One request for every screen that asks, with publish and autoconnect")
struct Exercise5_4 {
    @Test("your sharedPhotos(request:decode:)") func yourAnswer() async throws {
        try await gradeYourAnswer("5.4")
    }

    @Test("catches every wrong answer in Mutants5_4", arguments: mutants("5.4"))
    func catches(_ mutant: String) async { await expectCaught("5.4", mutant: mutant) }
}

@Suite("5.5 Bind a cell's image until the cell is reused, with takeUntil")
struct Exercise5_5 {
    @Test("your configure(_:thumbnail:)") func yourAnswer() async throws {
        try await gradeYourAnswer("5.5")
    }

    @Test("catches every wrong answer in Mutants5_5", arguments: mutants("5.5"))
    func catches(_ mutant: String) async { await expectCaught("5.5", mutant: mutant) }
}

@Suite("5.6 Details first, then the full-size image")
struct Exercise5_6 {
    @Test("your fullSizePhoto(_:fetchDetails:downloadFullSize:)") func yourAnswer() async throws {
        try await gradeYourAnswer("5.6")
    }

    @Test("catches every wrong answer in Mutants5_6", arguments: mutants("5.6"))
    func catches(_ mutant: String) async { await expectCaught("5.6", mutant: mutant) }
}

@Suite("5.7 Keep only the latest search, cancelling the one before")
struct Exercise5_7 {
    @Test("your SearchBox.type(_:)") func yourAnswer() async throws {
        try await gradeYourAnswer("5.7")
    }

    @Test("catches every wrong answer in Mutants5_7", arguments: mutants("5.7"))
    func catches(_ mutant: String) async { await expectCaught("5.7", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: mutants("5.7"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("5.7", mutant: mutant, saying: diagnoses["5.7/\(mutant)"] ?? [])
    }
}
