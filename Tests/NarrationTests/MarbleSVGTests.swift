import Foundation
import Reactive
import ReactiveTesting
import Testing
import WorkbookKit

@testable import Narration

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Marble diagrams as pictures")
struct MarbleSVGTests {
    /// A recorded run: `a` at 1, `b` and `c` together at 3, then completion at 5;
    /// and its map to upper case, which fails at 4.
    func recordedDiagram(language: Language = .english) -> MarbleDiagram? {
        let scheduler = TestScheduler()
        let source = scheduler.hotSignal([
            .next(1, "a"), .next(3, "b"), .next(3, "c"), .completed(5),
        ])
        let failing = scheduler.hotSignal([.next(2, "x"), .error(4, TestError())])
        let input = scheduler.record(source.signal)
        let output = scheduler.record(failing.signal)
        scheduler.run()
        let recorder = BlockRecorder()
        let letters = MarbleLegend.Entry(
            "a–z", "a letter sent", zh: "发出的字母", covering: "abcdefghijklmnopqrstuvwxyz")
        let page = Narrator(
            recordingInto: recorder, apparatus: Apparatus(legend: MarbleLegend([letters])),
            language: language)
        page.marbles(MarbleLine("input", input), MarbleLine("fails <&>", output))
        guard case .marbles(let diagram) = recorder.blocks.first else { return nil }
        return diagram
    }

    @Test("a diagram block holds each line's events at their ticks, and the terminal drawing")
    func block() throws {
        let diagram = try #require(recordedDiagram())
        #expect(diagram.lines.map(\.label) == ["input", "fails <&>"])
        #expect(diagram.lines[0].marks.map(\.tick) == [1, 3, 3, 5])
        #expect(diagram.lines[0].marks.map(\.symbol) == ["a", "b", "c", "|"])
        #expect(diagram.lines[1].marks.map(\.symbol) == ["x", "#"])
        #expect(diagram.end == 6)
        #expect(diagram.text.first?.hasPrefix("    tick") == true)
        #expect(diagram.text.contains("    input      -a-b-|"))
    }

    @Test("the SVG is well-formed, and its marks, read back, are the run's events")
    func marksReadBack() throws {
        let diagram = try #require(recordedDiagram())
        let html = MarbleSVG(diagram: diagram, id: "m1", language: .english).html
        let figure = try WellFormed.document(html)
        let lines = try WellFormed.elements("g", class: "line", in: figure)
        #expect(lines.count == 2)
        for (line, expected) in zip(lines, diagram.lines) {
            #expect(line.value(of: "data-label") == expected.label)
            let marks = try line.nodes(forXPath: "./*[local-name()='g']").compactMap {
                $0 as? XMLElement
            }
            let read = marks.map {
                (
                    Int($0.value(of: "data-tick") ?? "") ?? -1,
                    $0.value(of: "data-symbol") ?? ""
                )
            }
            #expect(read.map(\.0) == expected.marks.map(\.tick))
            #expect(read.map(\.1) == expected.marks.map { String($0.symbol) })
        }
    }

    @Test("events sharing a tick stand in one column, a bar completes and a cross fails")
    func shapes() throws {
        let diagram = try #require(recordedDiagram())
        let html = MarbleSVG(diagram: diagram, id: "m1", language: .english).html
        let figure = try WellFormed.document(html)
        let values = try WellFormed.elements("g", class: "mark value", in: figure)
        let columns = try values.map { try WellFormed.elements("circle", in: $0)[0] }
            .map { $0.value(of: "cx") ?? "" }
        #expect(columns[1] == columns[2])
        #expect(columns[0] != columns[1])
        #expect(try WellFormed.elements("g", class: "mark completed", in: figure).count == 1)
        #expect(try WellFormed.elements("g", class: "mark failed", in: figure).count == 1)
        #expect(html.contains("<title>b at tick 3</title>"))
    }

    @Test("the text alternative is the terminal drawing, escaped, in the title, desc and a pre")
    func alternative() throws {
        let diagram = try #require(recordedDiagram())
        let html = MarbleSVG(diagram: diagram, id: "m1", language: .english).html
        let figure = try WellFormed.document(html)
        let text = diagram.text.joined(separator: "\n")
        #expect(try WellFormed.elements("desc", in: figure).first?.stringValue == text)
        #expect(try WellFormed.elements("pre", in: figure).first?.stringValue == text)
        #expect(html.contains("fails &lt;&amp;&gt;"))
        let svg = try #require(try WellFormed.elements("svg", in: figure).first)
        #expect(svg.value(of: "aria-labelledby") == "m1-title m1-desc")
    }

    @Test("in Chinese, the ruler and the marks' titles are Chinese")
    func chinese() throws {
        let diagram = try #require(recordedDiagram(language: .chinese))
        let html = MarbleSVG(diagram: diagram, id: "m1", language: .chinese).html
        #expect(html.contains(">时刻</text>"))
        #expect(html.contains("<title>完成，时刻 5</title>"))
        #expect(html.contains("<summary>文字版</summary>"))
    }
}
