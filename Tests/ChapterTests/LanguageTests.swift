import Foundation
import Narration
import Testing
import WorkbookKit

/// The environment of a reader whose locale is Simplified Chinese.
private let chineseLocale = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_CN.UTF-8"]

@Suite("A chapter's help and usage errors in the chosen language")
struct ChapterLanguageTests {
    @Test(
        "a Chinese --help is Chinese on every prose line and names --lang zh and --lang en",
        arguments: [["--help", "--lang", "zh"], ["--help"]])
    func chineseHelp(_ arguments: [String]) throws {
        let run = try ChapterProgram(1).run(arguments, environment: chineseLocale)
        #expect(run.exitCode == 0)
        #expect(run.standardError.isEmpty)
        let text = run.standardOutput
        #expect(text.hasPrefix("用法：swift run Chapter1 "))
        #expect(text.contains("--lang zh") && text.contains("--lang en"))
        #expect(text.contains(Language.howToChoose.en + "\n"))
        #expect(text.contains(Language.howToChoose.zh + "\n"))
        for line in text.split(separator: "\n").map(String.init) {
            let body = line.trimmingCharacters(in: .whitespaces)
            let isRule = body.allSatisfy { $0 == "─" || $0 == " " }
            if isRule || body == Language.howToChoose.en { continue }
            #expect(body.containsChinese, "no Chinese in: \(line)")
            let isUsage = line.hasPrefix("用法：swift run ")
            #expect(isUsage || line.displayWidth <= 80, "too wide: \(line)")
        }
    }

    @Test(
        "in English, --help is what it was, then how to choose the language in both",
        arguments: [
            (["--help"], [String: String]()), (["--help", "--lang", "en"], chineseLocale),
            (["--help"], ["LC_ALL": "C", "LANG": "zh_CN.UTF-8"]),
            (["--help"], ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "en_US.UTF-8"]),
        ])
    func englishHelp(_ arguments: [String], environment: [String: String]) throws {
        let before = try String(contentsOf: Golden.file("Chapter1-help"), encoding: .utf8)
        let run = try ChapterProgram(1).run(arguments, environment: environment)
        let languages = "\n" + Language.howToChoose.en + "\n" + Language.howToChoose.zh + "\n"
        #expect(run.standardOutput == before + languages)
    }

    @Test(
        "a command line the chapter cannot follow is told in Chinese, on one line, exit code 2",
        arguments: [
            (["--bogus"], "Chapter1: 未知选项 --bogus（见 --help）\n"),
            (["stray"], "Chapter1: 多余的参数 stray（见 --help）\n"),
            (["--section"], "Chapter1: --section 后面需要一个 1 到 12 之间的节号\n"),
            (["--section", "99"], "Chapter1: 节号 99 不存在：节号为 1 到 12（见 --list）\n"),
            (["--list", "--section", "1"], "Chapter1: --list 和 --section 不能同时使用\n"),
            (["--lang", "fr"], "Chapter1: --lang 只接受 en 或 zh，不接受 fr\n"),
            (["--lang"], "Chapter1: --lang 需要指定语言：en 或 zh\n"),
        ])
    func chineseErrors(_ arguments: [String], message: String) throws {
        let run = try ChapterProgram(1).run(arguments, environment: chineseLocale)
        #expect(run.exitCode == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == message)
        let flagged = try ChapterProgram(1).run(["--lang=zh"] + arguments)
        if !arguments.contains("--lang") { #expect(flagged.standardError == message) }
    }

    @Test(
        "an unknown --lang is one line and exit code 2, in the locale's language",
        arguments: [["--lang", "fr"], ["--lang=fr"], ["--lang"], ["--plain", "--lang", "EN"]])
    func badLanguage(_ arguments: [String]) throws {
        let run = try ChapterProgram(1).run(arguments)
        #expect(run.exitCode == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("Chapter1: --lang "))
        #expect(!run.standardError.containsChinese)
        #expect(run.standardError.dropLast().contains("\n") == false)
    }

    @Test("--lang zh narrates in Chinese, around the same listings and output as in English")
    func narrationInChinese() throws {
        let english = try ChapterProgram(1).run(["--plain", "--section", "2"])
        let chinese = try ChapterProgram(1).run(["--plain", "--section", "2", "--lang", "zh"])
        #expect(chinese.exitCode == 0)
        #expect(chinese.standardError.isEmpty)
        for line in TranscriptProse.lines(of: chinese.standardOutput) {
            #expect(line.containsChinese, "no Chinese in: \(line)")
        }
        func codeAndOutput(_ transcript: String) -> [Substring] {
            MeasuredFigures.mask(transcript).split(separator: "\n").filter {
                $0.hasPrefix("    ") || $0.hasPrefix("  ▸")
            }
        }
        let listings = codeAndOutput(english.standardOutput)
        #expect(!listings.isEmpty)
        #expect(codeAndOutput(chinese.standardOutput) == listings)
    }

    @Test("in Chinese, --step asks for Enter in Chinese")
    func chineseStep() throws {
        let chapter = ChapterProgram(1)
        let titles = try chapter.sectionTitles()
        let run = try chapter.run(["--plain", "--step", "--lang", "zh"], input: "\nq\n")
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.hasSuffix("  按 Enter 进入第 3 节：\(titles[2])（q 退出） "))
    }

    @Test("a chapter's own options are listed in Chinese, and told off in Chinese")
    func chineseExtras() throws {
        let help = try ChapterProgram(4).run(["--help", "--lang", "zh"])
        #expect(help.standardOutput.contains("Chapter4 另有以下选项："))
        #expect(help.standardOutput.contains("--realtime  以真实的一秒间隔播放验证码倒计时"))
        let mixed = try ChapterProgram(4).run(["--realtime", "--section", "1", "--lang", "zh"])
        #expect(mixed.exitCode == 2)
        #expect(mixed.standardError == "Chapter4: --realtime 只能单独使用，最多再加 --plain\n")
    }
}

@Suite("Reading --lang among a chapter's options")
struct ChapterLanguageOptionTests {
    @Test("--lang en, --lang zh and --lang=zh set the language; without it, none is set")
    func language() throws {
        #expect(try ChapterOptions(["--lang", "zh"], sectionCount: 8).language == .chinese)
        #expect(try ChapterOptions(["--lang=en", "--list"], sectionCount: 8).language == .english)
        #expect(try ChapterOptions(["--lang=en", "--list"], sectionCount: 8).action == .list)
        #expect(try ChapterOptions(["--section", "2"], sectionCount: 8).language == nil)
    }

    @Test(
        "--lang without en or zh is a usage error with both languages' messages",
        arguments: [
            (["--lang"], "--lang needs a language: en or zh"),
            (["--lang", "fr"], "--lang takes en or zh, not 'fr'"),
        ])
    func badLanguage(_ arguments: [String], message: String) {
        #expect {
            try ChapterOptions(arguments, sectionCount: 8)
        } throws: { error in
            guard let error = error as? UsageError else { return false }
            return error.message == message && error.message(in: .chinese).containsChinese
        }
    }
}
