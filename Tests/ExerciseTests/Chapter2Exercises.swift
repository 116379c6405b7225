import Chapter2Calls
import Chapter2Mutants
import ExerciseTesting
import Testing

/// The names of exercise `id`'s mutants in chapter 2's table.
private func mutants(_ id: String) -> [String] {
    Chapter2Functions.mutants.map(\.key).filter { $0.hasPrefix(id + "/") }
        .map { String($0.dropFirst(id.count + 1)) }
}

/// What the message must say, by mutant, where the grader names the mistake.
private let diagnoses: [String: [String]] = [
    "2.3/minMeansNotComputed": ["memoized { Int.min }", "it takes Int.min to mean"],
    "2.3/zeroMeansNotComputed": ["it takes 0 to mean \"not computed yet\""],
    "2.3/eager": ["before anyone asked for the value"],
    "2.3/forgetful": ["computes the value again instead of remembering it"],
    "2.3/hardCodesTheExample": ["without ever running compute"],
    "2.7/allAtOnce": ["With no cards to deal, your deal completed at tick 1"],
    "2.7/completesLate": ["With no cards to deal, your deal completed at tick 1"],
    "2.7/leaksTimers": ["left its timers running"],
    "2.7/dealsWhenMade": ["not from each subscription"],
    "2.7/forgetsNoCards": ["your deal never completed"],
    "2.7/ignoresThePeriod": ["got no card at all"],
    "2.7/wholeSecondsOnly": ["ms after the subscription", "where the period is 1 ms"],
    "2.7/roundsToFiftyMilliseconds": ["ms after the subscription", "where the period is 1 ms"],
    "2.5/restartsForTheRest": ["The sequence was read from its start", "Make one iterator"],
    "2.5/pullsOneAhead": ["pull the next element only when combine asks"],
    "2.8/usesTheBuiltInPrefix": ["got:      no call to foldRight"],
    "2.9/remembersNothing": ["Remember every element you pull"],
    "2.9/readsEverythingFirst": ["worked out an element before any loop needed it"],
    "2.9/pullsOneAhead": ["worked out an element before any loop needed it"],
    "2.9/stopsOneShort": ["A loop found the end where the stream still had elements"],
    "2.9/readerSkipsTheFirst": ["never read the element at index 0"],
]

/// The code of a fix that the message must leave to the hints, by mutant.
private let withheld: [String: [String]] = [
    "2.3/minMeansNotComputed": ["Int?", "nil"],
    "2.3/zeroMeansNotComputed": ["Int?", "nil"],
    "2.3/eager": ["inside the closure you return"],
]

/// The mutants of exercise `id` whose message `diagnoses` lists.
private func diagnosed(_ id: String) -> [String] {
    mutants(id).filter { diagnoses["\(id)/\($0)"] != nil }
}

@Suite("2.1 Square only what you need, lazily")
struct Exercise2_1 {
    @Test("your firstSquares(_:of:using:)") func yourAnswer() async throws {
        try await gradeYourAnswer("2.1")
    }

    @Test("catches every wrong answer in Mutants2_1", arguments: mutants("2.1"))
    func catches(_ mutant: String) async { await expectCaught("2.1", mutant: mutant) }
}

@Suite("2.2 An endless sequence of powers of two")
struct Exercise2_2 {
    @Test("your powersOfTwo()") func yourAnswer() async throws { try await gradeYourAnswer("2.2") }

    @Test("catches every wrong answer in Mutants2_2", arguments: mutants("2.2"))
    func catches(_ mutant: String) async { await expectCaught("2.2", mutant: mutant) }
}

@Suite("2.3 Compute once, then remember")
struct Exercise2_3 {
    @Test("your memoized(_:)") func yourAnswer() async throws { try await gradeYourAnswer("2.3") }

    @Test("catches every wrong answer in Mutants2_3", arguments: mutants("2.3"))
    func catches(_ mutant: String) async { await expectCaught("2.3", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("2.3"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught(
            "2.3", mutant: mutant, saying: diagnoses["2.3/\(mutant)"] ?? [],
            withholding: withheld["2.3/\(mutant)"] ?? [])
    }
}

@Suite("2.4 Fold from the right")
struct Exercise2_4 {
    @Test("your foldRight(_:_:_:)") func yourAnswer() async throws {
        try await gradeYourAnswer("2.4")
    }

    @Test("catches every wrong answer in Mutants2_4", arguments: mutants("2.4"))
    func catches(_ mutant: String) async { await expectCaught("2.4", mutant: mutant) }
}

@Suite("2.5 A lazy fold right that stops early")
struct Exercise2_5 {
    @Test("your lazyFoldRight(_:_:_:)") func yourAnswer() async throws {
        try await gradeYourAnswer("2.5")
    }

    @Test("catches every wrong answer in Mutants2_5", arguments: mutants("2.5"))
    func catches(_ mutant: String) async { await expectCaught("2.5", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("2.5"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("2.5", mutant: mutant, saying: diagnoses["2.5/\(mutant)"] ?? [])
    }
}

@Suite("2.6 Turn a sequence into a signal")
struct Exercise2_6 {
    @Test("your signal(from:)") func yourAnswer() async throws { try await gradeYourAnswer("2.6") }

    @Test("catches every wrong answer in Mutants2_6", arguments: mutants("2.6"))
    func catches(_ mutant: String) async { await expectCaught("2.6", mutant: mutant) }
}

@Suite("2.7 Deal cards over time on a scheduler")
struct Exercise2_7 {
    @Test("your deal(_:every:on:)") func yourAnswer() async throws {
        try await gradeYourAnswer("2.7")
    }

    @Test("catches every wrong answer in Mutants2_7", arguments: mutants("2.7"))
    func catches(_ mutant: String) async { await expectCaught("2.7", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("2.7"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("2.7", mutant: mutant, saying: diagnoses["2.7/\(mutant)"] ?? [])
    }
}

@Suite("2.8 Take while, with a right fold on a pull sequence")
struct Exercise2_8 {
    @Test("your prefix(of:while:)") func yourAnswer() async throws {
        try await gradeYourAnswer("2.8")
    }

    @Test("catches every wrong answer in Mutants2_8", arguments: mutants("2.8"))
    func catches(_ mutant: String) async { await expectCaught("2.8", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("2.8"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("2.8", mutant: mutant, saying: diagnoses["2.8/\(mutant)"] ?? [])
    }
}

@Suite("2.9 Read an async sequence again without redoing its work")
struct Exercise2_9 {
    @Test("your Remembered.element(at:)") func yourAnswer() async throws {
        try await gradeYourAnswer("2.9")
    }

    @Test("catches every wrong answer in Mutants2_9", arguments: mutants("2.9"))
    func catches(_ mutant: String) async { await expectCaught("2.9", mutant: mutant) }

    @Test("names the mistake of a wrong answer", arguments: diagnosed("2.9"))
    func namesTheMistake(_ mutant: String) async {
        await expectCaught("2.9", mutant: mutant, saying: diagnoses["2.9/\(mutant)"] ?? [])
    }
}
