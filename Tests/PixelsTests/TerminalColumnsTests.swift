import TerminalText
import Testing

@Suite("Terminal columns: how wide text is on a terminal, character by character")
struct TerminalColumnsTests {
    @Test(
        "wide scripts and emoji take two columns, marks and format controls none, the rest one",
        arguments: [
            ("Mapping · 映射", 14), ("ＡＢ", 4), ("한국어", 6), ("カタカナ", 8),
            ("e\u{301}", 1), ("a\u{200B}b", 2), ("\u{FEFF}", 0), ("\u{200D}", 0),
            ("🐱", 2), ("👩‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2),
            ("Café 🐱", 7), ("", 0), ("\u{1B}", 0),
        ])
    func columns(text: String, expected: Int) {
        #expect(text.terminalColumns == expected)
    }

    @Test("a prefix by columns never splits a wide character")
    func prefix() {
        #expect("映射 map".prefix(terminalColumns: 3) == "映")
        #expect("映射 map".prefix(terminalColumns: 4) == "映射")
        #expect("映射 map".prefix(terminalColumns: 99) == "映射 map")
        #expect("🐱cat".prefix(terminalColumns: 1) == "")
        #expect("a\u{200B}b".prefix(terminalColumns: 1) == "a\u{200B}")
    }
}
