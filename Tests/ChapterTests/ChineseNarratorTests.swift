import Narration
import Reactive
import ReactiveTesting
import Testing

/// The narrator in Chinese: the same calls as in English, printing the
/// Chinese half, wrapped by display width, with Chinese labels.
@Suite("The narrator in Chinese")
struct ChineseNarratorTests {
    @Test("say(en:zh:) prints the reader's half: English at spaces, Chinese between characters")
    func sayPicksTheLanguage() {
        let english = CapturedNarration()
        english.narrator(width: 20).say(en: "one two three four five", zh: "一二三四五六七八九十")
        #expect(english.output == "\none two three four\nfive\n")
        let chinese = CapturedNarration()
        chinese.narrator(width: 10, language: .chinese)
            .say(en: "one two three four five", zh: "一二三四五六七八，九十。")
        #expect(chinese.output == "\n一二三四五\n六七八，九\n十。\n")
    }

    @Test("a footer and its source line have Chinese labels, the names stay as they are")
    func footerLabels() {
        let capture = CapturedNarration()
        capture.narrator(apparatus: Apparatus(), language: .chinese).book("RACSubject", "-map:")
        let source = "源码：Tests/ChapterTests/ChineseNarratorTests.swift"
        #expect(capture.output == "\n  原书：RACSubject, -map:\n  \(source)\n")
    }

    @Test("differs(en:zh:) and a translator's note lead with their Chinese words")
    func notes() {
        let capture = CapturedNarration()
        let page = capture.narrator(language: .chinese)
        page.differs(en: "a late subscriber hears the end.", zh: "晚来的订阅者也会听到结束。")
        page.translationNote(en: "回滚 means replay.", zh: "“回滚”指的是 replay。")
        #expect(
            capture.output
                == "\n  与 RAC2 的不同：晚来的订阅者也会听到结束。\n\n  译注：“回滚”指的是 replay。\n")
        let english = CapturedNarration()
        english.narrator().translationNote(en: "回滚 means replay.", zh: "“回滚”指的是 replay。")
        #expect(english.output == "\n  Note on the translation: 回滚 means replay.\n")
    }

    @Test("a contract prints its Chinese answers under Chinese field names")
    func contract() {
        let contract = Contract(
            .hot, values: "String", errors: "none", completes: "when released", fails: "never",
            scheduler: "the typist's", multicast: "yes",
            zh: .init(
                errors: "无", completes: "被释放时", fails: "从不", scheduler: "打字者的", multicast: "是"))
        let capture = CapturedNarration()
        capture.narrator(language: .chinese).contract(contract, of: "TextField.textSignal")
        #expect(
            capture.output
                == """

                  TextField.textSignal
                  契约：热信号 · 值：String · 错误：无
                    完成：被释放时 · 失败：从不
                    调度者：打字者的 · 组播：是

                """)
    }

    @Test("a diagram's ruler and key are in Chinese, its timelines as in English")
    func marbleKey() {
        let scheduler = TestScheduler()
        let input = scheduler.hotSignal("-a-b|")
        let recorder = scheduler.record(input.signal)
        scheduler.run()
        let legend = MarbleLegend([
            .init("a–z", "a letter sent", zh: "发出的字母", covering: "abcdefghijklmnopqrstuvwxyz")
        ])
        let capture = CapturedNarration()
        capture.narrator(apparatus: Apparatus(legend: legend), language: .chinese)
            .marbles(MarbleLine("in", recorder))
        let expected = [
            "", "    时刻  0", "    in    -a-b|", "    图例：- 这一刻没有事件；| 完成；a–z 发出的字母", "",
        ]
        #expect(capture.output == expected.joined(separator: "\n"))
    }
}
