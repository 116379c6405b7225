import Narration
import Testing

@Suite("Showing listings and printing on the page")
struct ListingNarrationTests {
    private func listing(_ lines: String...) -> Listing {
        Listing(
            "example", file: "Example.swift", line: 1, lines: lines,
            lineNumbers: Array(2..<(2 + lines.count)))
    }

    @Test("a listing is shown after a blank line, indented, blank lines kept")
    func listingLayout() {
        let capture = CapturedNarration()
        capture.narrator().code(listing("func f() {", "    g()", "}", "", "f()"))
        #expect(capture.output == "\n    func f() {\n        g()\n    }\n\n    f()\n")
    }

    @Test("a line too wide for the page breaks between tokens, never inside a string")
    func narrowPageBreaksBetweenTokens() {
        let capture = CapturedNarration()
        let wide = #"    print("one two three", first + second + third)"#
        capture.narrator(width: 40).code(listing("func f() {", wide, "}"))
        #expect(
            capture.output == """

                    func f() {
                        print("one two three", first +
                            second + third)
                    }

                """)
        for line in capture.output.split(separator: "\n") {
            #expect(line.count <= 40, "wider than the page: \(line)")
        }
    }

    @Test("with no space to break at, a line breaks after a bracket or before a member's dot")
    func breaksBetweenTokensWithoutSpaces() {
        let capture = CapturedNarration()
        let line = "scheduler.record(isValid.distinctUntilChanged().skipRepeats())"
        capture.narrator(width: 40).code(listing(line))
        #expect(
            capture.output == """

                    scheduler.record(isValid
                        .distinctUntilChanged()
                        .skipRepeats())

                """)
    }

    @Test("a token wider than the page stays whole on a line of its own")
    func wideTokenStaysWhole() {
        let capture = CapturedNarration()
        let token = String(repeating: "x", count: 50)
        capture.narrator(width: 40).code(listing("let a = \(token)"))
        #expect(capture.output == "\n    let a =\n        \(token)\n")
    }

    @Test("a listing that is not run says why, after the code")
    func notRun() {
        let capture = CapturedNarration()
        capture.narrator().codeNotRun(listing("while true {}"), because: "it never ends")
        #expect(capture.output == "\n    while true {}\n  (not run: it never ends)\n")
    }

    @Test("a command is shown like code, but in a colour of its own")
    func command() {
        let capture = CapturedNarration()
        capture.narrator(colour: true).command("swift run workbook check 1")
        #expect(capture.output == "\n    \u{1B}[1;33mswift run workbook check 1\u{1B}[0m\n")
    }

    @Test("the page's print writes output lines, as Swift's print would word them")
    func printer() {
        let capture = CapturedNarration()
        let print = capture.narrator().printer
        print("A =", 3, [1, 2])
        print("a", "b", separator: "-")
        print("two\nlines")
        #expect(capture.output == "  ▸ A = 3 [1, 2]\n  ▸ a-b\n  ▸ two\n  ▸ lines\n")
    }
}
