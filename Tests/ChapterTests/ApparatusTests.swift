import Narration
import Reactive
import ReactiveTesting
import Testing

/// The notes a chapter with an apparatus prints: `Source:` lines, diagrams one
/// column per tick with their key, and a glossary that marks its own Chinese.
@Suite("A chapter's apparatus")
struct ApparatusTests {
    /// A legend for letters and Bools, as a chapter would declare it.
    let legend = MarbleLegend([
        .init("a–z", "a letter sent", zh: "发出的字母", covering: "abcdefghijklmnopqrstuvwxyz"),
        .init("T", "true", zh: "真"),
        .init("F", "false", zh: "假"),
    ])

    @Test("a Book: footer is followed by a Source: line naming the file it was called from")
    func sourceLine() {
        let capture = CapturedNarration()
        capture.narrator(apparatus: Apparatus()).book("RACSubject")
        let source = "Source: Tests/ChapterTests/ApparatusTests.swift"
        #expect(capture.output == "\n  Book: RACSubject\n  \(source)\n")
        let plain = CapturedNarration()
        plain.narrator().book("RACSubject")
        #expect(plain.output == "\n  Book: RACSubject\n", "no apparatus, no Source: line")
    }

    @Test("a contract is followed by a Source: line naming the file it is written in")
    func contractSource() {
        let contract = Contract(
            .cold, values: "Int", errors: "none", completes: "at once", fails: "never",
            scheduler: "the caller's", multicast: "no",
            zh: .init(
                errors: "无", completes: "立即", fails: "从不", scheduler: "调用者的", multicast: "否"))
        let capture = CapturedNarration()
        capture.narrator(apparatus: Apparatus()).contract(contract, of: "f()")
        #expect(capture.output.hasSuffix("  Source: Tests/ChapterTests/ApparatusTests.swift\n"))
    }

    @Test("a busy tick keeps one column: its events stack under the ruler, then the key")
    func stackedTick() {
        let scheduler = TestScheduler()
        let input = scheduler.hotSignal("-a-(bc)-d|")
        let recorder = scheduler.record(input.signal)
        scheduler.run()
        let capture = CapturedNarration()
        capture.narrator(apparatus: Apparatus(legend: legend))
            .marbles(MarbleLine("in", recorder))
        let expected = [
            "", "    tick  0    5", "    in    -a-b----d|", "             c",
            "    key: - nothing this tick · | completed · a–z a letter sent ·",
            "      stacked symbols: one tick's events, in order", "",
        ]
        #expect(capture.output == expected.joined(separator: "\n"))
    }

    @Test("every line of a diagram has the same columns, the ruler's, whatever it stacks")
    func linesStayInLine() {
        let scheduler = TestScheduler()
        let executing = scheduler.hotSignal("F-(TF)---T", values: ["T": true, "F": false])
        let recorder = scheduler.record(executing.signal)
        let other = scheduler.record(scheduler.hotSignal("--a--b").signal)
        scheduler.run()
        let capture = CapturedNarration()
        let truth: (Bool) -> Character = { $0 ? "T" : "F" }
        capture.narrator(apparatus: Apparatus(legend: legend))
            .marbles(MarbleLine("executing", recorder, symbol: truth), MarbleLine("other", other))
        let lines = capture.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "    tick       0    5")
        // The group (TF) spans four ticks in a script, so the last T comes at tick 9.
        #expect(lines[1] == "    executing  F-T------T")
        #expect(lines[2] == "                 F")
        #expect(lines[3] == "    other      --a--b----")
    }

    @Test("a symbol the chapter's legend does not explain stops the chapter")
    func unexplainedSymbol() async {
        await #expect(processExitsWith: .failure) {
            let scheduler = TestScheduler()
            let recorder = scheduler.record(scheduler.hotSignal("-?").signal)
            scheduler.run()
            let page = Narrator(apparatus: Apparatus()) { _ in }
            page.marbles(MarbleLine("odd", recorder))
        }
    }

    @Test("the glossary marks the workbook's own Chinese and says where the rest appears")
    func glossary() {
        let capture = CapturedNarration()
        let entries = [
            GlossaryEntry("scheduler", "调度者", book: "RACScheduler"),
            GlossaryEntry("memoization", "记忆化", book: "—"),
            GlossaryEntry("closure", "闭包", book: "block"),
        ]
        Section.glossary(entries).body(capture.narrator(apparatus: Apparatus(legend: legend)))
        let output = capture.output
        #expect(output.contains("  scheduler    调度者          RACScheduler\n"))
        #expect(output.contains("  memoization  记忆化（自拟）  —\n"))
        #expect(output.contains("  调度者  网络层回访\n"))
        #expect(output.contains("  闭包    登录模块（出自《iOS-OpenSource-ReactiveCocoa》）\n"))
        #expect(!output.contains("记忆化  "), "a word of the workbook's own has no heading")
        #expect(
            tableCells(output, header: "Symbol").contains(["T", "true"]),
            "the legend closes the glossary")
    }
}
