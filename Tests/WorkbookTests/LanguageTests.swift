import TerminalText
import Testing
import WorkbookKit

@Suite("Choosing the language")
struct LanguageTests {
    @Test(
        "without --lang, the first non-empty of LC_ALL, LC_MESSAGES and LANG decides; zh… is Chinese",
        arguments: [
            ([:], Language.english),
            (["LANG": "zh_CN.UTF-8"], .chinese),
            (["LANG": "zh_TW"], .chinese),
            (["LANG": "zh"], .chinese),
            (["LANG": "C"], .english),
            (["LANG": "C.UTF-8"], .english),
            (["LANG": "en_US.UTF-8"], .english),
            (["LANG": "fr_FR.UTF-8"], .english),
            (["LC_ALL": "C", "LANG": "zh_CN.UTF-8"], .english),
            (["LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], .chinese),
            (["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], .chinese),
            (["LC_MESSAGES": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"], .english),
            (["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"], .english),
            (["LC_ALL": "", "LANG": "zh_CN.UTF-8"], .chinese),
            (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_TW"], .chinese),
            (["LC_ALL": "", "LC_MESSAGES": "", "LANG": ""], .english),
            (["LC_CTYPE": "zh_CN.UTF-8", "LANGUAGE": "zh_CN"], .english),
        ])
    func environment(_ environment: [String: String], expected: Language) throws {
        #expect(Language.of(environment) == expected)
        #expect(try Language.resolve(arguments: [], environment: environment) == expected)
    }

    @Test(
        "--lang en and --lang zh (also --lang=zh) win over the locale; the last one given counts",
        arguments: [
            (["--lang", "en"], ["LANG": "zh_CN.UTF-8"], Language.english),
            (["--lang", "zh"], ["LC_ALL": "C"], .chinese),
            (["--lang=zh"], [:], .chinese),
            (["--lang=en"], ["LC_ALL": "zh_CN.UTF-8"], .english),
            (["--section", "2", "--lang", "zh", "--plain"], [:], .chinese),
            (["--lang", "zh", "--lang", "en"], [:], .english),
        ])
    func option(_ arguments: [String], _ environment: [String: String], expected: Language) throws {
        #expect(try Language.resolve(arguments: arguments, environment: environment) == expected)
    }

    @Test(
        "--lang without en or zh is an error, said in the locale's language",
        arguments: [
            (["--lang", "fr"], [:], "--lang takes en or zh, not 'fr'"),
            (["--lang=de"], [:], "--lang takes en or zh, not 'de'"),
            (["--lang", "zh_CN"], [:], "--lang takes en or zh, not 'zh_CN'"),
            (["--lang"], [:], "--lang needs a language: en or zh"),
            (["--lang="], [:], "--lang takes en or zh, not ''"),
            (["--lang", "fr"], ["LANG": "zh_CN.UTF-8"], "--lang 只接受 en 或 zh，不接受 fr"),
            (["--lang"], ["LANG": "zh_CN.UTF-8"], "--lang 需要指定语言：en 或 zh"),
        ])
    func badOption(_ arguments: [String], _ environment: [String: String], message: String) {
        #expect {
            try Language.resolve(arguments: arguments, environment: environment)
        } throws: { error in
            (error as? LanguageError)?.message == message
        }
    }

    @Test("removing --lang leaves the rest of the command line as it was")
    func removing() {
        #expect(
            Language.removingOption(from: ["check", "--lang", "zh", "1.1"]) == ["check", "1.1"])
        #expect(Language.removingOption(from: ["--lang=en", "progress"]) == ["progress"])
        #expect(Language.removingOption(from: ["hint", "1.2", "--lang"]) == ["hint", "1.2"])
        #expect(Language.removingOption(from: ["check", "1.1"]) == ["check", "1.1"])
    }

    @Test("a bilingual text gives each language its own half")
    func bilingual() {
        let text = Bilingual(en: "q to quit", zh: "按 q 退出")
        #expect(text.text(in: .english) == "q to quit")
        #expect(text.text(in: .chinese) == "按 q 退出")
    }

    @Test("how to choose the language fits one 80-column line in each language")
    func howToChoose() {
        for language in Language.allCases {
            let line = Language.howToChoose.text(in: language)
            #expect(line.contains("--lang zh") && line.contains("--lang en"))
            #expect(!line.contains("\n"))
            #expect(line.terminalColumns <= 80, "\(line)")
        }
        #expect(Language.howToChoose.zh.containsChinese)
        #expect(!Language.howToChoose.en.containsChinese)
    }
}
