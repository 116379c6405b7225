import PixelsTerminal
import ReactiveTesting
import Testing

@Suite("Splitting terminal input into keys")
struct KeyParserTests {
    func keys(_ text: String) -> [Key] {
        var parser = KeyParser()
        return parser.parse(Array(text.utf8))
    }

    @Test("one read with several keys gives them all, in order")
    func several() {
        #expect(
            keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[Dq?\r")
                == [.up, .down, .right, .left, .character("q"), .character("?"), .enter])
    }

    @Test("application-mode arrows, Home, End, Page Up/Down and Delete are recognised")
    func sequences() {
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~") == [.home, .end, .home, .end])
        #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[3~") == [.pageUp, .pageDown, .delete])
        #expect(keys("\u{1B}[1;5C") == [.right])
    }

    @Test("Enter is \\r, \\n or \\r\\n; Backspace, Tab and Ctrl-letters have their own keys")
    func controls() {
        #expect(keys("\r\n\n\r") == [.enter, .enter, .enter])
        #expect(keys("\u{7F}\u{8}\t") == [.backspace, .backspace, .tab])
        #expect(keys("\u{3}\u{1}\u{1A}") == [.control("c"), .control("a"), .control("z")])
    }

    @Test("Escape alone, at the end of a read or before another key, is the Escape key")
    func escape() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
        #expect(keys("\u{1B}x") == [.escape, .character("x")])
        #expect(keys("a\u{1B}") == [.character("a"), .escape])
    }

    @Test("a sequence cut by the end of a read is completed by the next read")
    func splitAcrossReads() {
        var parser = KeyParser()
        #expect(parser.parse([0x1B, UInt8(ascii: "[")]) == [])
        #expect(parser.parse([UInt8(ascii: "A"), UInt8(ascii: "q")]) == [.up, .character("q")])
        #expect(parser.parse([0x1B, UInt8(ascii: "O")]) == [])
        #expect(parser.parse([UInt8(ascii: "D")]) == [.left])
        let e = Array("é".utf8)
        #expect(parser.parse([e[0]]) == [])
        #expect(parser.parse([e[1]]) == [.character("é")])
    }

    @Test("UTF-8 characters are one key each")
    func unicode() {
        #expect(keys("é✓🙂") == [.character("é"), .character("✓"), .character("🙂")])
    }

    @Test("unknown sequences and invalid bytes are skipped")
    func garbage() {
        #expect(keys("\u{1B}[99zx") == [.character("x")])
        #expect(keys("\u{1B}[12\u{1B}[A") == [.up])
        #expect(keys("\u{0}\u{1C}a") == [.character("a")])
        #expect(keys(String(decoding: [0xFF, 0xC3, 0x41], as: UTF8.self)).last == .character("A"))
        var parser = KeyParser()
        #expect(parser.parse([0xFF, 0xC3, 0x28, 0x62]) == [.character("("), .character("b")])
    }

    @Test("random bytes never crash the parser")
    func random() {
        var generator = SplitMix64(seed: 7)
        var parser = KeyParser()
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0..<12, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            _ = parser.parse(bytes)
        }
        #expect(parser.parse(Array("q".utf8)).last == .character("q"))
    }

    @Test("keys describe themselves briefly")
    func descriptions() {
        #expect(
            [Key.up, .enter, .character("q"), .control("c"), .pageDown].map(\.description)
                == ["up", "enter", "q", "ctrl-c", "page-down"])
    }
}
