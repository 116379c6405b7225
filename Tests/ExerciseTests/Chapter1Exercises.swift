import Chapter1Calls
import Chapter1Mutants
import ExerciseTesting
import Testing

/// The names of exercise `id`'s mutants in chapter 1's table.
private func mutants(_ id: String) -> [String] {
    Chapter1Functions.mutants.map(\.key).filter { $0.hasPrefix(id + "/") }
        .map { String($0.dropFirst(id.count + 1)) }
}

/// What the message must say, by mutant, where the grader names the mistake.
private let diagnoses: [String: [String]] = [
    "1.3/startsAtOne": ["For no numbers your answer returned 1", "your fold starts from 1"],
    "1.3/addsOneAfterTheFold": ["For no numbers your answer returned 1", "changes its result"],
    "1.3/addsOneForEachNumber": ["adds 1 for every number", "2 for [0, 0]"],
    "1.3/skipsTheFirst": ["leaves out the first number"],
    "1.3/sumsTheSet": ["counts each number once"],
    "1.3/addsTheFirstHundred": ["the sum of the first 100 numbers"],
    "1.3/hardCodesTheExamples": ["does not add up the numbers it is given"],
    "1.5/startsAtZero": ["With no numbers there is no largest one", "returned 0"],
    "1.5/takesIntMinForNothing": ["there is no largest number", "to mean \"no numbers yet\""],
    "1.5/foldsOverDropLast": ["never looked at the last number"],
    "1.5/startsFromMinusAMillion": ["-1000000 is not in the list"],
    "1.5/smallest": ["That is the smallest number"],
    "1.8/mapsBeforeFiltering": ["filter first, then map"],
    "1.8/takesThePrefixFirst": ["Take the prefix of the even squares"],
    "1.8/filtersEagerly": ["filter and map on the sequence itself"],
    "1.8/checksForAFirstSquare": ["reading the lazy view before the array"],
    "1.8/loopsInsteadOfLazy": ["got:      a for loop"],
]

/// The mutants of exercise `id` whose message `diagnoses` lists.
private func diagnosed(_ id: String) -> [String] {
    mutants(id).filter { diagnoses["\(id)/\($0)"] != nil }
}

@Suite("1.1 Square every number with map")
struct Exercise1_1 {
    @Test("your squares(of:)") func yourAnswer() async throws { try await gradeYourAnswer("1.1") }

    @Test("catches every wrong answer in Mutants1_1", arguments: mutants("1.1"))
    func catches(_ mutant: String) async { await expectCaught("1.1", mutant: mutant) }
}

@Suite("1.2 Keep the even numbers with filter")
struct Exercise1_2 {
    @Test("your evens(in:)") func yourAnswer() async throws { try await gradeYourAnswer("1.2") }

    @Test("catches every wrong answer in Mutants1_2", arguments: mutants("1.2"))
    func catches(_ mutant: String) async { await expectCaught("1.2", mutant: mutant) }
}

@Suite("1.3 Add up a list with a fold")
struct Exercise1_3 {
    @Test("your total(of:)") func yourAnswer() async throws { try await gradeYourAnswer("1.3") }

    @Test("catches every wrong answer in Mutants1_3", arguments: mutants("1.3"))
    func catches(_ mutant: String) async { await expectCaught("1.3", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("1.3"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("1.3", mutant: mutant, saying: diagnoses["1.3/\(mutant)"] ?? [])
    }
}

@Suite("1.4 Chain filter and map")
struct Exercise1_4 {
    @Test("your shoutLongWords(_:)") func yourAnswer() async throws {
        try await gradeYourAnswer("1.4")
    }

    @Test("catches every wrong answer in Mutants1_4", arguments: mutants("1.4"))
    func catches(_ mutant: String) async { await expectCaught("1.4", mutant: mutant) }
}

@Suite("1.5 Find the largest, even in an empty list")
struct Exercise1_5 {
    @Test("your largest(in:)") func yourAnswer() async throws { try await gradeYourAnswer("1.5") }

    @Test("catches every wrong answer in Mutants1_5", arguments: mutants("1.5"))
    func catches(_ mutant: String) async { await expectCaught("1.5", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("1.5"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("1.5", mutant: mutant, saying: diagnoses["1.5/\(mutant)"] ?? [])
    }
}

@Suite("1.6 Build map out of a fold")
struct Exercise1_6 {
    @Test("your mapByFolding(_:_:)") func yourAnswer() async throws {
        try await gradeYourAnswer("1.6")
    }

    @Test("catches every wrong answer in Mutants1_6", arguments: mutants("1.6"))
    func catches(_ mutant: String) async { await expectCaught("1.6", mutant: mutant) }
}

@Suite("1.7 Fold a list of functions into one")
struct Exercise1_7 {
    @Test("your pipeline(_:)") func yourAnswer() async throws { try await gradeYourAnswer("1.7") }

    @Test("catches every wrong answer in Mutants1_7", arguments: mutants("1.7"))
    func catches(_ mutant: String) async { await expectCaught("1.7", mutant: mutant) }
}

@Suite("1.8 Square the first few even numbers, lazily")
struct Exercise1_8 {
    @Test("your firstEvenSquares(_:of:isEven:square:)") func yourAnswer() async throws {
        try await gradeYourAnswer("1.8")
    }

    @Test("catches every wrong answer in Mutants1_8", arguments: mutants("1.8"))
    func catches(_ mutant: String) async { await expectCaught("1.8", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("1.8"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("1.8", mutant: mutant, saying: diagnoses["1.8/\(mutant)"] ?? [])
    }
}
