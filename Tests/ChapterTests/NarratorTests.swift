import Narration
import Reactive
import ReactiveTesting
import Testing

@Suite("The narration kit's layout")
struct NarratorTests {
    @Test("say wraps paragraphs to the width and separates them with blank lines")
    func sayWraps() {
        let capture = CapturedNarration()
        capture.narrator(width: 20).say(
            en: """
                one two three four five six
                seven

                eight
                """,
            zh: "一二三")
        #expect(capture.output == "\none two three four\nfive six seven\n\neight\n")
    }

    @Test("a word wider than the page gets a line of its own")
    func longWord() {
        let capture = CapturedNarration()
        capture.narrator(width: 10).say(en: "a foldLeftWithStart:reduce: b c", zh: "甲")
        #expect(capture.output == "\na\nfoldLeftWithStart:reduce:\nb c\n")
    }

    @Test("code is indented as written, and output follows it marked with ▸")
    func codeAndOutput() {
        let capture = CapturedNarration()
        let page = capture.narrator()
        page.code(
            Listing(
                "x", file: "X.swift", line: 1, lines: ["let x = 1", "print(x)"],
                lineNumbers: [2, 3]))
        page.output("1\n2")
        #expect(capture.output == "\n    let x = 1\n    print(x)\n  ▸ 1\n  ▸ 2\n")
    }

    @Test("a book note lists the names, continuing under the first when too wide")
    func bookNote() {
        let capture = CapturedNarration()
        capture.narrator(width: 40).book("-[RACSequence map:]", "-[RACSequence filter:]")
        #expect(
            capture.output == "\n  Book: -[RACSequence map:],\n        -[RACSequence filter:]\n")
    }

    @Test("a Differs from RAC2 note wraps under its label, indented beneath the footer")
    func differsNote() {
        let capture = CapturedNarration()
        let page = capture.narrator(width: 40)
        page.book("RACSubject")
        page.differs(
            en: "a late subscriber hears the end of a finished subject.",
            zh: "晚来的订阅者也会听到已结束的 subject 是怎样结束的。")
        #expect(
            capture.output
                == """

                  Book: RACSubject

                  Differs from RAC2: a late subscriber
                    hears the end of a finished subject.

                """)
    }

    @Test("table columns line up, counting Chinese characters as two columns")
    func tableAlignsChinese() {
        let capture = CapturedNarration()
        capture.narrator().table(["English", "中文", "RAC"], [["map", "映射", "-map:"], ["fold"]])
        let expected = """

              English  中文  RAC
              ───────  ────  ─────
              map      映射  -map:
              fold

            """
        #expect(capture.output == expected)
    }

    @Test("displayWidth counts wide characters twice and combining marks not at all")
    func displayWidth() {
        #expect("Mapping · 映射".displayWidth == 14)
        #expect("e\u{301}".displayWidth == 1)
        #expect("ＡＢ".displayWidth == 4)
    }

    @Test("colour wraps styled text in escape codes; without it there are none")
    func colour() {
        let coloured = CapturedNarration()
        coloured.narrator(colour: true).output("[1, 4, 9]")
        #expect(coloured.output == "  ▸ \u{1B}[32m[1, 4, 9]\u{1B}[0m\n")
        let plain = CapturedNarration()
        plain.narrator(colour: false).output("[1, 4, 9]")
        #expect(plain.output == "  ▸ [1, 4, 9]\n")
    }
}

@Suite("Marble diagrams drawn from recorded runs")
struct MarbleDiagramTests {
    @Test("lines are drawn from the recorders and line up under padded labels")
    func alignedLines() {
        let scheduler = TestScheduler()
        let input = scheduler.hotSignal("-a-b-c|")
        let inputs = scheduler.record(input.signal)
        let mapped = scheduler.record(input.signal.map { $0.uppercased() })
        scheduler.run()
        let capture = CapturedNarration()
        capture.narrator().marbles(MarbleLine("input", inputs), MarbleLine("map", mapped))
        #expect(capture.output == "\n    input  -a-b-c|\n    map    -A-B-C|\n")
    }

    @Test("a timeline still open runs on to the last event of any line, or to until")
    func openTimelines() {
        let scheduler = TestScheduler()
        let done = scheduler.record(scheduler.hotSignal("---a|").signal)
        let open = scheduler.record(scheduler.hotSignal("-b").signal)
        scheduler.run()
        let capture = CapturedNarration()
        let page = capture.narrator()
        page.marbles(MarbleLine("done", done), MarbleLine("open", open))
        page.marbles([MarbleLine("open", open)], until: 6)
        #expect(capture.output == "\n    done  ---a|\n    open  -b---\n\n    open  -b----\n")
    }

    @Test("with ticks, a ruler numbers every fifth tick above the lines")
    func ruler() {
        let scheduler = TestScheduler()
        let recorder = scheduler.record(scheduler.hotSignal("-a--------b-|").signal)
        scheduler.run()
        let capture = CapturedNarration()
        capture.narrator().marbles(MarbleLine("in", recorder), ticks: true)
        #expect(capture.output == "\n    tick  0    5    10\n    in    -a--------b-|\n")
    }

    @Test("values are drawn by the symbol function, or as * when longer than one character")
    func symbols() {
        let scheduler = TestScheduler()
        let numbers = scheduler.hotSignal([.next(1, 10), .next(2, 7), .completed(3)])
        let recorder = scheduler.record(numbers.signal)
        scheduler.run()
        let capture = CapturedNarration()
        let page = capture.narrator()
        page.marbles(MarbleLine("default", recorder))
        page.marbles(MarbleLine("even", recorder) { $0 % 2 == 0 ? "e" : "o" })
        #expect(capture.output == "\n    default  -*7|\n\n    even  -eo|\n")
    }
}

@Suite("Stopwatch figures")
struct StopwatchTests {
    @Test("durations print with three decimals and ratios with two, the shapes the tests mask")
    func shapes() {
        #expect(Stopwatch.milliseconds(.microseconds(18_573)) == "18.573 ms")
        #expect(Stopwatch.milliseconds(.microseconds(6_081)) == "6.081 ms")
        #expect(Stopwatch.milliseconds(.nanoseconds(500)) == "0.001 ms")
        #expect(Stopwatch.ratio(.milliseconds(3), to: .milliseconds(2)) == "1.50×")
        #expect(Stopwatch.ratio(.milliseconds(1), to: .milliseconds(8)) == "0.13×")
        #expect(
            MeasuredFigures.mask(Stopwatch.milliseconds(.seconds(2))) == MeasuredFigures.duration)
        #expect(
            MeasuredFigures.mask(Stopwatch.ratio(.seconds(9), to: .seconds(4)))
                == MeasuredFigures.ratio)
    }

    @Test("best(of:) runs the work that many times")
    func bestOfRuns() {
        var runs = 0
        _ = Stopwatch.best(of: 4) { runs += 1 }
        #expect(runs == 4)
    }
}
