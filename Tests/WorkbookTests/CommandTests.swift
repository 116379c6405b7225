import Testing
import WorkbookKit

@testable import workbook

@Suite("Reading the command line")
struct CommandTests {
    private func parse(_ line: String) throws(UsageError) -> Command {
        try Command.parse(line.split(separator: " ").map(String.init))
    }

    private func usageError(_ line: String) -> String? {
        do {
            _ = try parse(line)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("no arguments, --help and help give the overview")
    func overview() throws {
        #expect(try Command.parse([]) == .help(topic: nil))
        #expect(try parse("--help") == .help(topic: nil))
        #expect(try parse("help") == .help(topic: nil))
        #expect(try parse("help reset") == .help(topic: "reset"))
        #expect(try parse("check --help") == .help(topic: "check"))
        #expect(try parse("hint 1.1 -h") == .help(topic: "hint"))
    }

    @Test("check takes nothing, a chapter or an exercise")
    func check() throws {
        #expect(try parse("check") == .check(Catalog.all, seed: nil))
        #expect(try parse("check all") == .check(Catalog.all, seed: nil))
        #expect(try parse("check 2") == .check(Catalog.exercises(inChapter: 2), seed: nil))
        #expect(try parse("check 1.3") == .check([Catalog.exercise(id: "1.3")!], seed: nil))
    }

    @Test("check --seed replays a failure's inputs, written as a failure message prints it")
    func checkSeed() throws {
        let exercise = try #require(Catalog.exercise(id: "1.3"))
        #expect(try parse("check 1.3 --seed 1234") == .check([exercise], seed: 1234))
        #expect(try parse("check --seed=0x2a 1.3") == .check([exercise], seed: 42))
        #expect(usageError("check 1.3 --seed") != nil)
        #expect(usageError("check 1.3 --seed forty")?.contains("is not a seed") == true)
        #expect(usageError("hint 1.3 --seed 4") != nil)
    }

    @Test("WORKBOOK_SEED, if set, must be a seed as a failure message prints it")
    func seed() throws {
        try Command.checkSeed(in: [:])
        try Command.checkSeed(in: ["WORKBOOK_SEED": "18242831702089805875"])
        try Command.checkSeed(in: ["WORKBOOK_SEED": "0x2a"])
        #expect(throws: UsageError.self) { try Command.checkSeed(in: ["WORKBOOK_SEED": "forty"]) }
        #expect(throws: UsageError.self) { try Command.checkSeed(in: ["WORKBOOK_SEED": "-1"]) }
    }

    @Test("hint takes an exercise and an optional tier from 1 to 3")
    func hint() throws {
        let exercise = try #require(Catalog.exercise(id: "2.5"))
        #expect(try parse("hint 2.5") == .hint(exercise, tier: 1))
        #expect(try parse("hint 2.5 3") == .hint(exercise, tier: 3))
        #expect(usageError("hint 2.5 4") == "a hint tier is 1, 2 or 3, not '4'")
        #expect(usageError("hint") != nil)
    }

    @Test("progress, solution, reset and watch read their arguments and flags")
    func others() throws {
        #expect(try parse("progress") == .progress(json: false))
        #expect(try parse("progress --json") == .progress(json: true))
        #expect(
            try parse("solution 1.7") == .solution(Catalog.exercise(id: "1.7")!, confirmed: false))
        #expect(
            try parse("solution 1.7 --yes")
                == .solution(Catalog.exercise(id: "1.7")!, confirmed: true))
        #expect(
            try parse("solution -y 1.7") == .solution(Catalog.exercise(id: "1.7")!, confirmed: true)
        )
        #expect(try parse("reset 1.2") == .reset([Catalog.exercise(id: "1.2")!], confirmed: false))
        #expect(
            try parse("reset 1 --yes") == .reset(Catalog.exercises(inChapter: 1), confirmed: true))
        #expect(try parse("reset all -y") == .reset(Catalog.all, confirmed: true))
        #expect(try parse("watch") == .watch)
    }

    @Test("unknown subcommands, flags, ids and extra arguments get one-line errors")
    func mistakes() {
        #expect(
            usageError("frobnicate")
                == "unknown subcommand 'frobnicate' (swift run workbook --help lists them)")
        #expect(
            usageError("check --fast")
                == "unknown option '--fast' for check (swift run workbook check --help lists them)")
        #expect(usageError("progress --yes") != nil)
        #expect(
            usageError("check 1.99") == "no exercise '1.99': chapter 1 has 1.1 to 1.8")
        #expect(
            usageError("hint 9.1")
                == "no exercise '9.1': exercises are numbered like 1.1; see swift run workbook progress"
        )
        #expect(usageError("check 9")?.hasPrefix("chapter 9 has no exercises") == true)
        #expect(usageError("check 1.1 1.2") != nil)
        #expect(usageError("watch 1.1") != nil)
        #expect(usageError("solution") != nil)
        #expect(usageError("reset") != nil)
        #expect(usageError("help frob") != nil)
        for error in [usageError("chek"), usageError("check 1.99"), usageError("hint 2.5 4")] {
            #expect(error?.contains("\n") == false)
        }
    }

    @Test("an unknown subcommand or option suggests the nearest one")
    func didYouMean() {
        #expect(
            usageError("chekc 1.1")
                == "unknown subcommand 'chekc'; did you mean check? "
                + "(swift run workbook --help lists them)")
        #expect(usageError("grade 1.1")?.contains("did you mean check?") == true)
        #expect(usageError("test")?.contains("did you mean check?") == true)
        #expect(usageError("progres")?.contains("did you mean progress?") == true)
        #expect(usageError("prog")?.contains("did you mean progress?") == true)
        #expect(usageError("hints 1.1")?.contains("did you mean hint?") == true)
        #expect(usageError("solutoin 1.1")?.contains("did you mean solution?") == true)
        #expect(usageError("Reset 1.1")?.contains("did you mean reset?") == true)
        #expect(usageError("xyz")?.contains("did you mean") == false)
        #expect(usageError("progress --jsno")?.contains("did you mean --json?") == true)
        #expect(usageError("reset 1.1 --yse")?.contains("did you mean --yes?") == true)
        #expect(usageError("help chek")?.contains("did you mean check?") == true)
    }

    @Test("the edit distance counts insertions, deletions, substitutions and swaps")
    func editDistance() {
        #expect(Suggestion.distance("check", "check") == 0)
        #expect(Suggestion.distance("chek", "check") == 1)
        #expect(Suggestion.distance("chekc", "check") == 1)
        #expect(Suggestion.distance("", "hint") == 4)
        #expect(Suggestion.distance("watch", "reset") == 5)
    }
}
