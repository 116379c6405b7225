import Testing
import WorkbookKit

@testable import Narration

@Suite("Swift listings coloured by the workbook")
struct SwiftHighlighterTests {
    @Test("keywords, types, strings, comments and numbers each get their class")
    func tokens() {
        let html = SwiftHighlighter.html(#"let total: Int = 42 // "sum""#)
        #expect(
            html
                == #"<span class="k">let</span> total: <span class="t">Int</span> = "#
                + #"<span class="n">42</span> <span class="c">// &quot;sum&quot;</span>"#)
    }

    @Test("a string keeps its interpolation and escapes, and its < and & are escaped")
    func strings() {
        let html = SwiftHighlighter.html(#"print("a < \(b["c"]) & \"d\"")"#)
        #expect(
            html
                == #"print(<span class="s">&quot;a &lt; \(b[&quot;c&quot;]) &amp; \&quot;d\&quot;&quot;</span>)"#
        )
    }

    @Test("a range is two numbers and an operator, and an attribute is marked")
    func rangesAndAttributes() {
        let html = SwiftHighlighter.html("@MainActor for i in 1...3 {}")
        #expect(html.contains(#"<span class="a">@MainActor</span>"#))
        #expect(html.contains(#"<span class="n">1</span>...<span class="n">3</span>"#))
        #expect(html.contains(#"<span class="k">in</span>"#))
    }

    @Test("text is escaped for HTML: <, >, &, and both quotes")
    func escaping() {
        #expect(
            "<a href='x'>&\"</a>".htmlEscaped == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;")
    }
}
