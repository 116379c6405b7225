import Foundation
import Testing
import WorkbookKit

@testable import Narration

@Suite("A chapter's web page")
struct HTMLPageTests {
    /// A small page: a heading, narration with a term and code, a listing,
    /// output with markup in it, a note, a footer and the glossary.
    func page(_ language: Language) -> HTMLPage {
        let recorder = BlockRecorder()
        let page = Narrator(recordingInto: recorder, apparatus: Apparatus(), language: language)
        recorder.append(.heading(level: 2, text: "1. Signals · 信号", anchor: "section-1"))
        page.say(
            en: "A signal sends `next` values; a signal ends once. Ask: x < y & \"z\"?",
            zh: "信号发送 `next` 值；信号只结束一次。问：x < y & \"z\"？")
        let listing = Listing(
            "demo", file: "Signals.swift", line: 3, lines: [#"print("<b>")"#], lineNumbers: [4])
        page.code(listing)
        page.output("<b> & 'quoted'")
        page.translationNote(en: "A note.", zh: "一条注。")
        page.book("RACSignal", file: "/p/Chapters/Chapter3/Signals.swift")
        recorder.append(.heading(level: 2, text: "2. Glossary · 术语表", anchor: "section-2"))
        page.glossaryTable(["English", "中文", "ReactiveCocoa 2"], [["signal", "信号", "RACSignal"]])
        return HTMLPage(title: "Chapter 3 · Signals", language: language, blocks: recorder.blocks)
    }

    @Test(
        "is well-formed markup, in English and in Chinese", arguments: [Language.english, .chinese])
    func wellFormed(_ language: Language) throws {
        let html = page(language).html
        let document = try WellFormed.document(html)
        let root = try #require(document.rootElement())
        let tag = language == .chinese ? "zh-Hans" : "en"
        #expect(root.value(of: "lang") == tag)
        #expect(try WellFormed.elements("h2", in: root).count == 2)
        #expect(try WellFormed.elements("aside", in: root).count == 1)
    }

    @Test("escapes <, & and quotes in narration, listings and output")
    func escaping() {
        let html = page(.english).html
        #expect(html.contains("x &lt; y &amp; &quot;z&quot;?"))
        #expect(html.contains(#"<span class="s">&quot;&lt;b&gt;&quot;</span>"#))
        #expect(html.contains("&lt;b&gt; &amp; &#39;quoted&#39;"))
        #expect(!html.contains("<b>"))
    }

    @Test("the first mention of a term in a section links to its glossary entry")
    func glossaryLinks() {
        let english = page(.english).html
        #expect(english.contains(##"A <a class="term" href="#term-signal">signal</a> sends"##))
        #expect(english.contains("; a signal ends once"))
        #expect(english.contains(#"<tr id="term-signal">"#))
        #expect(english.contains("<code>next</code>"))
        let chinese = page(.chinese).html
        #expect(chinese.contains(##"<a class="term" href="#term-signal">信号</a>发送"##))
    }

    @Test("a Source: line links to the file, a listing names its file and lines")
    func sources() {
        let html = page(.english).html
        #expect(html.contains(#"<a href="Chapters/Chapter3/Signals.swift">"#))
        #expect(html.contains("<figcaption>Signals.swift, lines 4–4</figcaption>"))
    }

    @Test("the page fetches nothing: one short script of its own, no external links or fonts")
    func selfContained() {
        let html = page(.chinese).html
        #expect(html.components(separatedBy: "<script").count == 2)
        let script =
            html.components(separatedBy: "<script>").last?
            .components(separatedBy: "</script>").first ?? ""
        #expect(script.split(separator: "\n").count < 25)
        #expect(!script.contains("<") && !script.contains("&"), "the page stays well-formed XML")
        #expect(!script.contains("fetch(") && !script.contains("http"))
        #expect(!html.contains("src="))
        #expect(!html.contains("@import"))
        #expect(!html.contains("href=\"http"))
    }

    @Test("?slides turns the page into one section per screen; without it the script does nothing")
    func slideView() {
        let html = page(.english).html
        #expect(html.contains("new URLSearchParams(location.search).has(\"slides\")"))
        #expect(html.contains("html.slides body { font-size: 26px; }"))
        #expect(html.contains("\"ArrowRight\"") && html.contains("\"ArrowLeft\""))
    }
}
