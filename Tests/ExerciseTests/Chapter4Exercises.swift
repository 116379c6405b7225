import Chapter4Calls
import Chapter4Mutants
import ExerciseTesting
import Testing

/// The names of exercise `id`'s mutants in chapter 4's table.
private func mutants(_ id: String) -> [String] {
    Chapter4Functions.mutants.map(\.key).filter { $0.hasPrefix(id + "/") }
        .map { String($0.dropFirst(id.count + 1)) }
}

/// What the message must say, by mutant, where the grader names the mistake.
private let diagnoses: [String: [String]] = [
    "4.3/waitsOneAndAHalfSeconds": ["a tick is 500 ms"],
    "4.4/takesUntilTheNextQuery": ["queries was subscribed", "subscribes to it again"],
    "4.5/neverLetsGo": ["never listened to ups"],
    "4.5/endsAtTheFirstLift": ["listened to ups at 0..."],
    "4.5/stopsAtTheNextMove": ["listened to moves at 1..."],
    "4.5/completesMidDrag": ["completed at tick 2, when downs did"],
    "4.5/filtersEveryMove": ["listened to moves at 0..."],
    "4.5/stopsAtAZeroPosition": ["stopped at position 0"],
    "4.7/runsTheSourceForEachReader": ["each loop over a cold sequence runs its work again"],
    "4.7/handsOutOneStream": ["they shared one stream, and a stream is unicast"],
    "4.7/keepsOnlyTheNewest": ["lost elements it had not read yet"],
    "4.7/forgetsToFinish": ["finish every continuation"],
]

/// The mutants of exercise `id` whose message `diagnoses` lists.
private func diagnosed(_ id: String) -> [String] {
    mutants(id).filter { diagnoses["\(id)/\($0)"] != nil }
}

@Suite("4.1 Share one feed without repeating its work")
struct Exercise4_1 {
    @Test("your shareFeed(_:)") func yourAnswer() async throws { try await gradeYourAnswer("4.1") }

    @Test("catches every wrong answer in Mutants4_1", arguments: mutants("4.1"))
    func catches(_ mutant: String) async { await expectCaught("4.1", mutant: mutant) }
}

@Suite("4.2 Fetch once, replay to late subscribers")
struct Exercise4_2 {
    @Test("your cachedFetch(_:)") func yourAnswer() async throws {
        try await gradeYourAnswer("4.2")
    }

    @Test("catches every wrong answer in Mutants4_2", arguments: mutants("4.2"))
    func catches(_ mutant: String) async { await expectCaught("4.2", mutant: mutant) }
}

@Suite("4.3 Search once typing pauses, with throttle")
struct Exercise4_3 {
    @Test("your searchTerms(_:on:)") func yourAnswer() async throws {
        try await gradeYourAnswer("4.3")
    }

    @Test("catches every wrong answer in Mutants4_3", arguments: mutants("4.3"))
    func catches(_ mutant: String) async { await expectCaught("4.3", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("4.3"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("4.3", mutant: mutant, saying: diagnoses["4.3/\(mutant)"] ?? [])
    }
}

@Suite("4.4 Keep only the latest search with switchToLatest")
struct Exercise4_4 {
    @Test("your latestResults(for:search:)") func yourAnswer() async throws {
        try await gradeYourAnswer("4.4")
    }

    @Test("catches every wrong answer in Mutants4_4", arguments: mutants("4.4"))
    func catches(_ mutant: String) async { await expectCaught("4.4", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("4.4"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught(
            "4.4", mutant: mutant, saying: diagnoses["4.4/\(mutant)"] ?? [],
            withholding: mutant == "takesUntilTheNextQuery" ? ["queries.map(search)"] : [])
    }
}

@Suite("4.5 Follow each drag until the finger lifts, with takeUntil")
struct Exercise4_5 {
    @Test("your drags(downs:moves:ups:)") func yourAnswer() async throws {
        try await gradeYourAnswer("4.5")
    }

    @Test("catches every wrong answer in Mutants4_5", arguments: mutants("4.5"))
    func catches(_ mutant: String) async { await expectCaught("4.5", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("4.5"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("4.5", mutant: mutant, saying: diagnoses["4.5/\(mutant)"] ?? [])
    }
}

@Suite("4.6 A search box, from typing to results")
struct Exercise4_6 {
    @Test("your searchBox(text:closed:search:on:)") func yourAnswer() async throws {
        try await gradeYourAnswer("4.6")
    }

    @Test("catches every wrong answer in Mutants4_6", arguments: mutants("4.6"))
    func catches(_ mutant: String) async { await expectCaught("4.6", mutant: mutant) }
}

@Suite("4.7 Share one run of an async sequence among several readers")
struct Exercise4_7 {
    @Test("your shared(_:readers:)") func yourAnswer() async throws {
        try await gradeYourAnswer("4.7")
    }

    @Test("catches every wrong answer in Mutants4_7", arguments: mutants("4.7"))
    func catches(_ mutant: String) async { await expectCaught("4.7", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("4.7"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("4.7", mutant: mutant, saying: diagnoses["4.7/\(mutant)"] ?? [])
    }
}
