import Narration
import Testing

@Suite("Contracts printed the same way everywhere")
struct ContractTests {
    let textContract = Contract(
        .cold, values: "String", errors: "none",
        completes: "when the text field is released", fails: "never",
        scheduler: "the caller's (no hop)", multicast: "no (re-run per subscriber)",
        zh: .init(
            errors: "无", completes: "文本框被释放时", fails: "从不", scheduler: "调用者的（不切换）",
            multicast: "否（每个订阅者各自重新运行）"))

    @Test("a contract's three lines are the doc comment's format")
    func lines() {
        let seed = Contract(
            .cold, values: "String", errors: "none",
            completes: "when the text field is released", fails: "never",
            scheduler: "the caller's (no hop)", multicast: "no (each subscriber re-runs it)",
            zh: .init(
                errors: "无", completes: "文本框被释放时", fails: "从不", scheduler: "调用者的（不切换）",
                multicast: "否（每个订阅者各自重新运行）"))
        #expect(
            seed.lines == [
                "Contract: cold · values: String · errors: none",
                "  completes: when the text field is released · fails: never",
                "  scheduler: the caller's (no hop) · multicast: no (each subscriber re-runs it)",
            ])
        #expect(
            textContract.description
                == """
                Contract: cold · values: String · errors: none
                  completes: when the text field is released · fails: never
                  scheduler: the caller's (no hop) · multicast: no (re-run per subscriber)
                """)
    }

    @Test("the narrator prints the function's name, then the lines, indented")
    func printed() {
        let capture = CapturedNarration()
        capture.narrator().contract(textContract, of: "TextField.textSignal")
        #expect(
            capture.output
                == """

                  TextField.textSignal
                  Contract: cold · values: String · errors: none
                    completes: when the text field is released · fails: never
                    scheduler: the caller's (no hop) · multicast: no (re-run per subscriber)

                """)
    }

    @Test("a line too wide breaks between fields, and a field too wide between words")
    func narrowPage() {
        let capture = CapturedNarration()
        capture.narrator(width: 40).contract(textContract, of: "f()")
        let expected = """

              f()
              Contract: cold · values: String
                errors: none
                completes: when the text field is
                  released
                fails: never
                scheduler: the caller's (no hop)
                multicast: no (re-run per
                  subscriber)

            """
        #expect(capture.output == expected)
        for line in capture.output.split(separator: "\n") {
            #expect(String(line).displayWidth <= 40, "too wide: \(line)")
        }
    }

    @Test("in colour, the name is bold and the lines are styled; the words stay the same")
    func colour() {
        let capture = CapturedNarration()
        capture.narrator(colour: true).contract(textContract, of: "f()")
        #expect(capture.output.contains("  \u{1B}[1mf()\u{1B}[0m\n"))
        #expect(capture.output.contains("\u{1B}[34m  Contract: cold"))
        let plain = CapturedNarration()
        plain.narrator().contract(textContract, of: "f()")
        #expect(capture.output.replacing(/\x{1B}\[[0-9;]*m/, with: "") == plain.output)
    }
}

@Suite("Pictures of forms")
struct PictureTests {
    @Test("a picture is indented like code and shown as it is")
    func picture() {
        let capture = CapturedNarration()
        capture.narrator().picture(["┌──┐", "│ok│  note", "└──┘"])
        #expect(capture.output == "\n    ┌──┐\n    │ok│  note\n    └──┘\n")
    }

    @Test("a tint colours text only when the narrator is in colour")
    func tint() {
        let capture = CapturedNarration()
        #expect(capture.narrator(colour: true).tinted("ash@", .green) == "\u{1B}[32mash@\u{1B}[0m")
        #expect(capture.narrator(colour: true).tinted("ash", .red) == "\u{1B}[31mash\u{1B}[0m")
        #expect(capture.narrator(colour: false).tinted("ash@", .green) == "ash@")
        #expect(capture.narrator(colour: true).tinted("", .red) == "")
    }
}
