import ExerciseGrading
import ExerciseTesting
import Testing
import WorkbookKit

@testable import ExerciseGraders

/// The graders' messages in the reader's language: a wrong answer's report
/// carries its Chinese beside its English, and printed in Chinese it is
/// Chinese prose, the code and data in it aside.
@Suite("Grader messages in Chinese")
struct ChineseReportTests {
    /// One mutant for each way a grader compares and explains: a list
    /// compared and diagnosed, a concept check, runs on a test scheduler,
    /// traces, stories, crowds, a shared fetch, a cell, a gallery, a page test.
    static let wrongAnswers = [
        "1.1/xorsWithTwo", "1.4/measuresBytes", "1.8/loopsInsteadOfLazy", "2.1/eager",
        "2.2/sharesOneCounter", "2.3/forgetful", "2.5/readsEverything", "2.6/ignoresDisposal",
        "2.7/leaksTimers",
        "2.9/remembersNothing", "3.3/registersPerSubscriber", "3.4/zipsTheFields",
        "4.2/sharesWithoutReplay", "4.4/mergesAll", "5.3/decodesOnMain", "5.4/replaysLazily",
        "5.5/takesTheFirstThumbnail", "5.6/takesTheFirstDetails", "6.1/zipsTheFields",
        "6.4/takesTheFirstList", "6.5/flickers", "6.6/checksOnlyTheEnd",
    ]

    @Test("a wrong answer's report, printed in Chinese, is Chinese prose", arguments: wrongAnswers)
    func wrongAnswerInChinese(_ mutant: String) async throws {
        let (id, name) = try #require(mutant.split(separator: "/").map(String.init).pair)
        let report = await verdict(on: id, mutant: name)
        try #require(report.status == .wrong, "\(report.message)")
        let chinese = ChineseProse(report)
        let untranslated = chinese.english.joined(separator: "\n")
        #expect(
            chinese.isChinese,
            "\(chinese.english.count) of \(chinese.prose.count) prose lines without Chinese:\n\(untranslated)\n\n\(report.message(in: .chinese))"
        )
        let text = report.message(in: .chinese)
        #expect(text.hasPrefix("\(id) "), "\(text)")
        #expect(text.contains("请读提示"), "\(text)")
        #expect(text.contains("种子 1。"), "\(text)")
        for line in text.split(separator: "\n") {
            #expect(
                line.firstMatch(of: #/[\p{Han}，。：；] [\p{Han}]/#) == nil,
                "a space between Chinese characters: \(line)")
            #expect(
                !"，。、；：？！）」』》".contains(line.drop { $0 == " " }.first ?? "a"),
                "a line that starts with closing punctuation: \(line)")
        }
    }

    @Test("the English of a report is the message as before, whatever the reader reads")
    func englishUnchanged() async {
        let report = await verdict(on: "1.1", mutant: "xorsWithTwo")
        #expect(report.message == report.message(in: .english))
        #expect(report.message.hasPrefix("1.1 Square every number with map: not right yet.\n"))
        #expect(report.message.contains("\n    expected: "))
        #expect(report.message.contains("\n    got:      "))
        #expect(report.message.contains("In Swift, ^ is exclusive or (it flips bits)"))
        #expect(report.message.contains("\n  Read hint 2: swift run workbook hint 1.1 2\n"))
        #expect(
            report.message.hasSuffix(
                "To replay these inputs:\n  swift run workbook check 1.1 --seed 1"))
        let chinese = report.message(in: .chinese)
        #expect(chinese.hasPrefix("1.1 用 map 求每个数的平方：还不对。\n"))
        #expect(chinese.contains("在 Swift 中，^ 是按位异或"))
        #expect(chinese.contains("\n  请读提示 2：swift run workbook hint 1.1 2\n"))
        #expect(chinese.hasSuffix("用同样的输入重新评分：\n  swift run workbook check 1.1 --seed 1"))
    }

    @Test("the swift test summary speaks the locale's language")
    func testSummary() {
        let wrong = GradeReport(
            id: "1.2", status: .wrong,
            text: Bilingual(
                en: "1.2 Keep the even numbers with filter: not right yet.",
                zh: "1.2 用 filter 留下偶数：还不对。"))
        let reports = ["1.1": GradeReport(id: "1.1", status: .passed), "1.2": wrong]
        #expect(
            ExerciseSummary.text(of: reports, in: .chinese) == """

                ── 你的练习 ────────────────────────────────────────
                ✘ 1.2 用 filter 留下偶数：答案不对。详情在上面；单独评分用
                    swift run workbook check 1.2
                完成 1 个，待改 1 个：swift run workbook progress
                """)
        #expect(
            ExerciseSummary.text(of: reports, in: .english) == """

                ── Your exercises ────────────────────────────────────────
                ✘ 1.2 Keep the even numbers with filter: wrong. Its message is above; grade it alone with
                    swift run workbook check 1.2
                1 done, 1 to fix: swift run workbook progress
                """)
    }

    @Test("chapter 2's traces and calls are put into Chinese phrase by phrase")
    func chapter2Words() {
        #expect(
            Chapter2Words.chinese("[1, 4], calling square with [1, 2]")
                == "[1, 4]，调用 square 的参数依次是 [1, 2]")
        #expect(
            Chapter2Words.chinese("[1, 2, … (3 more)], calling square with [1, 2, … (3 more)]")
                == "[1, 2, …（还有 3 个）]，调用 square 的参数依次是 [1, 2, …（还有 3 个）]")
        #expect(
            Chapter2Words.chinese("compute ran 1 time before the first answer()")
                == "第一次 answer() 之前 compute 运行了 1 次")
        #expect(
            Chapter2Words.chinese("\"(0 (1 ·))\", pulling 2 numbers in 3 readings from the start")
                == "\"(0 (1 ·))\"，取出了 2 个数（从头读了 3 遍）")
        #expect(
            Chapter2Words.chinese(
                "1 pulled before subscribing; subscriber 1 received [1, completed], 2 pulled by then"
            )
                == "订阅之前取出了 1 个；订阅者 1 收到了 [1, completed]，那时共取出了 2 个")
        #expect(
            Chapter2Words.chinese(
                "let powers = powersOfTwo(); 2 iterators of powers made first, "
                    + "then read in turns up to 3, 5 powers")
                == "let powers = powersOfTwo(); 先创建 2 个 powers 的迭代器，再轮流读取，分别读到 3, 5 个幂")
        #expect(
            Chapter2Words.chinese(
                "Remembered(a stream of [0]): loop 1 reads 1 element, loop 2 reads to the end")
                == "Remembered(一个产生 [0] 的流)：循环 1 读 1 个元素，循环 2 读到结束")
    }

    @Test("a message whose Chinese half is its English fails the check")
    func untranslatedIsCaught() {
        let english = WrongAnswer(
            call: "squares(of: [1, 2])",
            comparison: .each { Labels.pick($0) },
            explanation: Bilingual(
                en: "The squares are right but out of order: keep each at its number's place.",
                zh: "The squares are right but out of order: keep each at its number's place."),
            hint: 2)
        let report = GradeReport(id: "1.1", status: .wrong, text: english.message(for: "1.1"))
        let chinese = ChineseProse(report)
        #expect(
            chinese.english == [
                "  The squares are right but out of order: keep each at its number's place."
            ])
        #expect(!chinese.isChinese)
        let plain = GradeReport(
            id: "1.1", status: .crashed,
            text: Bilingual(
                en: "1.1 crashed: signal 4, a trap: most often an arithmetic overflow",
                zh: "1.1 crashed: signal 4, a trap: most often an arithmetic overflow"))
        #expect(!ChineseProse(plain).isChinese)
    }
}

/// Labels that stand for a comparison, for the tests' own findings.
private enum Labels {
    static func pick(_ language: Language) -> String {
        language.pick("expected: [1, 4]\ngot:      [4, 1]", "预期：[1, 4]\n实际：[4, 1]")
    }
}

extension Array {
    /// The two elements of a two-element array.
    fileprivate var pair: (Element, Element)? {
        count == 2 ? (self[0], self[1]) : nil
    }
}
