import TerminalText
import Testing
import WorkbookKit

@testable import workbook

@Suite("The workbook's help and usage errors in Chinese")
struct HelpLanguageTests {
    static let topics: [String?] = [nil] + Command.names

    @Test(
        "in Chinese, every prose line of the help carries Chinese, and none passes 80 columns",
        arguments: topics)
    func chineseHelp(_ topic: String?) {
        let text = Help.text(for: topic, language: .chinese)
        for line in text.split(separator: "\n").map(String.init) {
            #expect(line.terminalColumns <= 80, "too wide: \(line)")
            let body = line.drop { $0 == " " }
            let isCommand = body.hasPrefix("swift run ")
            if isCommand || line == Language.howToChoose.en { continue }
            #expect(line.containsChinese, "no Chinese in: \(line)")
        }
    }

    @Test(
        "the overview says how to choose the language in both languages, whichever is chosen",
        arguments: Language.allCases)
    func overviewNamesBothLanguages(_ language: Language) {
        let lines = Help.text(for: nil, language: language).split(separator: "\n").map(String.init)
        #expect(lines.contains(Language.howToChoose.en))
        #expect(lines.contains(Language.howToChoose.zh))
        let text = lines.joined(separator: "\n")
        #expect(text.contains("--lang zh") && text.contains("--lang en"))
    }

    @Test("in English, the overview reads as before, then how to choose the language")
    func englishOverview() {
        let before = """
            workbook: grade your exercises, show hints and solutions, track progress.

            Usage: swift run workbook <subcommand> [arguments]

            Subcommands:
              progress [--json]             a chapter × exercise table: done, failing, not attempted
              check [N | N.M]               grade everything, one chapter, or one exercise
              hint N.M [1|2|3]              a hint: 1 a nudge, 2 the concept, 3 a near-solution
              solution N.M [--yes]          the reference solution, after a spoiler warning
              reset N.M | N | all [--yes]   put the shipped stub back, keeping a backup of yours
              watch                         re-grade an exercise each time you save its file
              read [--port N]               the chapters, exercises and errata as web pages
              help [subcommand]             this text, or more about one subcommand

            Start with: swift run workbook check 1.1
            Run it from anywhere inside the package. Exit codes: 0 fine, 1 something to
            fix, 2 a mistake in the command line.
            """
        let languages = Language.howToChoose.en + "\n" + Language.howToChoose.zh
        #expect(Help.text(for: nil) == before + "\n\n" + languages)
        #expect(Help.text(for: nil, language: .english) == before + "\n\n" + languages)
    }

    @Test("a subcommand's help names the same command and options in both languages")
    func sameOptions() throws {
        for name in Command.names {
            let english = Help.text(for: name, language: .english)
            let chinese = Help.text(for: name, language: .chinese)
            let usage = try #require(english.split(separator: "\n").first)
            #expect(
                chinese.hasPrefix(
                    "用法："
                        + usage.dropFirst("Usage: ".count).replacing("[subcommand]", with: "[子命令]"))
            )
            for flag in ["--json", "--seed", "--yes", "-y", "Ctrl-C", "NO_COLOR=1"]
            where english.contains(flag) {
                #expect(chinese.contains(flag), "\(name): \(flag) missing in Chinese")
            }
        }
    }

    @Test(
        "each usage error has a one-line Chinese message with Chinese in it",
        arguments: [
            "frobnicate", "chek", "check --fast", "help frob", "hint 1.1 7", "check 9",
            "check 1.99", "check 7.1", "hint", "check 1.1 1.2", "check --seed", "check --seed x",
        ])
    func chineseUsageError(_ line: String) {
        do {
            _ = try Command.parse(line.split(separator: " ").map(String.init))
            Issue.record("\(line) was accepted")
        } catch {
            let chinese = error.text.text(in: .chinese)
            #expect(chinese.containsChinese, "\(chinese)")
            #expect(!chinese.contains("\n"))
            #expect(error.text.text(in: .english) == error.message)
        }
    }

    @Test("a bad WORKBOOK_SEED is told in Chinese too")
    func chineseSeedError() {
        #expect {
            try Command.checkSeed(in: ["WORKBOOK_SEED": "forty"])
        } throws: { error in
            (error as? UsageError)?.text.zh
                == "WORKBOOK_SEED='forty' 不是种子；请从失败信息中复制，例如 WORKBOOK_SEED=1234"
        }
    }
}
