import Narration
import Testing

@Suite("A recording narrator")
struct BlockRecorderTests {
    @Test("keeps paragraphs, output and footers as blocks, and writes no text")
    func keepsBlocks() {
        let recorder = BlockRecorder()
        let page = Narrator(recordingInto: recorder, apparatus: Apparatus(), language: .english)
        page.say(en: "One.\n\nTwo.", zh: "一。\n\n二。")
        page.output("a\nb")
        page.printer("c")
        page.book("RACSignal", file: "/x/Chapters/Chapter3/Signals.swift")
        page.differs(en: "it is Swift.", zh: "它是 Swift。")
        #expect(
            recorder.blocks == [
                .paragraph("One."), .paragraph("Two."), .output(["a", "b", "c"]),
                .book(names: ["RACSignal"], source: "Chapters/Chapter3/Signals.swift"),
                .note(lead: "Differs from RAC2:", text: "it is Swift."),
            ])
    }

    @Test("speaks the reader's language, and a table stays a table")
    func chinese() {
        let recorder = BlockRecorder()
        let page = Narrator(recordingInto: recorder, language: .chinese)
        page.say(en: "One.", zh: "一。")
        page.table(["English", "中文"], [["map", "映射"]])
        page.picture(["[ Send ]"])
        #expect(
            recorder.blocks == [
                .paragraph("一。"), .table(header: ["English", "中文"], rows: [["map", "映射"]]),
                .picture(["[ Send ]"]),
            ])
    }

    @Test("a terminal narrator still writes its text, and records nothing")
    func terminalUnchanged() {
        let text = TextSink()
        let page = Narrator(width: 80) { text.append($0) }
        page.say(en: "One.", zh: "一。")
        page.output("a")
        #expect(text.text == "\nOne.\n  ▸ a\n")
    }
}
