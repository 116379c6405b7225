import Testing

/// What Chapter 3 must teach, beyond matching its golden transcript.
@Suite("Chapter 3: signals and subscription")
struct Chapter3Tests {
    let chapter = ChapterProgram(3)

    @Test("its sections follow the book's order, with the book's Chinese titles")
    func sections() throws {
        #expect(
            try chapter.sectionTitles() == [
                "Signals · 信号",
                "Subscription · 订阅",
                "A text field as a signal · 订阅：文本框信号",
                "State derivation · 状态推导",
                "Commands · 指令",
                "Subjects · RACSubject",
                "Recipe: a login form · 登录模块（出自《iOS-OpenSource-ReactiveCocoa》）",
                "Recipe: validating search text · 创建信号：验证搜索文本（出自《MVVM ReactiveCocoa》）",
                "Recipe: keyboard show and hide · 处理键盘的弹出和隐藏（出自《事半功倍》）",
                "Recipe: delegate callbacks · 从代理创建一个信号以及其他异步行为（出自《MVVM ReactiveCocoa》）",
                "Glossary · 术语表",
                "Exercises for this chapter · 本章练习",
                "Today: AsyncStream and Task · 如今：AsyncStream 与 Task（增补）",
            ])
    }

    @Test("every function in the chapter that returns a signal has a contract in its doc comment")
    func everySignalHasAContract() throws {
        let declarations = try ContractNotes.declarations(inChapter: 3)
        let signals = declarations.filter(\.returnsSignal)
        #expect(signals.count >= 10, "found only \(signals.map(\.name))")
        for declaration in signals {
            #expect(
                declaration.contract != nil,
                "\(declaration.place): \(declaration.name) has no contract")
        }
    }

    @Test("each contract is printed in the narration exactly as its doc comment has it")
    func contractsMatchTheirDocComments() throws {
        let transcript = try chapter.plainRun().standardOutput
        let printed = ContractNotes.printed(in: transcript)
        let documented = try ContractNotes.declarations(inChapter: 3).filter { $0.contract != nil }
        for declaration in documented {
            let matches = printed.filter { ContractNotes.baseName($0.function) == declaration.name }
            try #require(
                matches.count == 1,
                "\(declaration.place): \(declaration.name)'s contract is printed \(matches.count) times"
            )
            #expect(
                matches[0].lines == declaration.contract,
                """
                \(declaration.place): the narration prints
                \(matches[0].lines.joined(separator: "\n"))
                but the doc comment says
                \(declaration.contract!.joined(separator: "\n"))
                """)
        }
        #expect(printed.count == documented.count, "a printed contract has no doc comment")
    }

    @Test("the event grammar: completes, fails and goes on, drawn from recorded runs")
    func eventGrammar() throws {
        let output = try section(1)
        #expect(output.contains("    completes  -a-b-c-|\n"))
        #expect(output.contains("    fails      -a-b-#\n"))
        #expect(output.contains("    goesOn     -a-b--c---\n"))
        #expect(output.contains("  ▸ fails: [next(a)@1, next(b)@3, error(offline)@5]\n"))
        #expect(
            output.contains("  ▸ [next(a)@10, next(b)@10, completed@10]\n"), "too late is dropped")
    }

    @Test("subscribeNext alone misses the error; disposing stops the values")
    func subscription() throws {
        let output = try section(2)
        #expect(output.contains("  ▸ tick 3: completed\n"))
        #expect(output.contains("  ▸ tick 1: next a\n\nThe download failed at tick 2"))
        #expect(output.contains("  ▸ [0...2]\n"))
        #expect(!output.contains("next c"))
    }

    @Test("a valid address turns the text green and enables Send; deleting the @ undoes both")
    func stateDerivation() throws {
        let output = try section(4)
        let pictures = output.components(separatedBy: "┌ Sign up · tick ").dropFirst()
        let states = pictures.map { picture in
            (
                picture.contains("text green"), picture.contains("[ Send ]"),
                picture.contains("button enabled")
            )
        }
        #expect(states.map(\.0) == [false, true, false])
        #expect(states.map(\.1) == [false, true, false])
        #expect(states.map(\.2) == [false, true, false])
        #expect(output.contains("    distinct  F---T--F\n"))
        // A binding whose signal fails keeps its last value and ends; RAC2 asserts.
        #expect(output.contains("    print(status.value)\n  ▸ sent\n"))
        #expect(output.contains("Differs from RAC2: a binding whose signal fails ends quietly"))
    }

    @Test("the command refuses presses while invalid or executing, and sends the others")
    func commands() throws {
        let output = try section(5)
        #expect(
            Array(outputLines(output).prefix(5)) == [
                "tick 2: refused: the command is disabled",
                "tick 6: refused: the command is disabled", "tick 7: sent", "tick 10: sent",
                // The book's simplest command logs inside its block, as the run starts.
                "tick 2: button was pressed",
            ])
        #expect(output.contains("    isExecuting  F----T-FT-F\n"))
        // The empty execution: true and back to false in one tick, stacked in its column.
        #expect(output.contains("    isExecuting  F-T\n                   F\n"))
        #expect(!output.contains("where the command's completion is observed"))
    }

    @Test("binding a button to its command and to validity as well: the validity overwrites")
    func doubleBinding() throws {
        let lines = outputLines(try section(5))
        #expect(lines.contains("tick 4: executing true · enabled false"))
        #expect(lines.contains("tick 5: executing true · enabled true"), "enabled while executing")
        #expect(lines.contains("tick 6: executing false · enabled true"))
    }

    @Test("a command's completions arrive on the thread that ran its work, not the main thread")
    func commandThread() throws {
        #expect(outputLines(try section(5)).last == "completions on: worker")
    }

    @Test("a subject loses an answer that comes before anyone subscribes; a cold signal does not")
    func subjects() throws {
        let output = try section(6)
        #expect(
            outputLines(output) == [
                "tick 0: asking about Paris", "tick 0: asking about Atlantis",
                "tick 2: Paris is 18 °C", "tick 2: Paris completed",
                "tick 2: Atlantis failed: no city called Atlantis",
                // The subject: the cached answer came before the subscription, and was lost.
                "tick 2: asking about Paris", "tick 2: Paris completed",
                // The cold signal: asked at subscription, so the answer arrives.
                "tick 2: asking about Paris", "tick 2: Paris is 18 °C", "tick 2: Paris completed",
                // A subscriber to a finished subject hears the end; RAC2's would hear nothing.
                "late subscriber: completed",
                // A subject is fed from another signal with subscribe(_:).
                "relay sent 1", "relay sent 2",
            ])
        #expect(output.contains("A RACSubject would tell it nothing"))
        #expect(!output.contains("hears only that it ended.\n"), "RAC2's subject tells nothing")
    }

    @Test(
        "the login form: enabled by both fields, the error shown as a value, dismissed on success")
    func loginRecipe() throws {
        let output = try section(7)
        #expect(output.contains("    errors       ------------w-----\n"))
        #expect(output.contains("    completions  -----------------*\n"))
        #expect(output.contains("│ wrong password               │  message red"))
        #expect(output.contains("│ (dismissed: logged in)       │"))
        // The article's executionSignals idiom fires after a failed run too; completions do not.
        #expect(output.contains("    errors       --w--\n    by hand      --*-*\n"))
        #expect(output.contains("    completions  ----*\n"))
    }

    @Test("search text: enabled only while longer than three characters, changes only")
    func searchRecipe() throws {
        let output = try section(8)
        #expect(output.contains("    longer than 3  FFFFTTTFTT--\n"))
        #expect(output.contains("    isEnabled      F---TFTFT-FT\n"))
        #expect(output.contains("  ▸ tick 7: refused: the command is disabled\n"))
    }

    @Test("keyboard: the observers leave the center when the screen's lifetime ends")
    func keyboardRecipe() throws {
        let output = try section(9)
        #expect(
            Array(outputLines(output).prefix(7)) == [
                "observers: 2",
                "tick 2: the keyboard posts willShow, height 216",
                "  the screen moves its input bar to 216.0",
                "tick 4: the keyboard posts willHide",
                "  the screen moves its input bar to 0.0",
                "observers: 0",
                // Posted after the screen was released: nobody moves anything.
                "tick 8: the keyboard posts willShow, height 216",
            ])
        #expect(output.contains("    heights  --S-H-|\n"))
        #expect(output.contains("  ▸ init: can send false\n  ▸ viewDidLoad: can send true\n"))
    }

    @Test("delegate callbacks arrive as signals that end with the picker")
    func delegateRecipe() throws {
        let output = try section(10)
        #expect(output.contains("    photos       --c-d--o-|\n"))
        #expect(output.contains("    cancels      ------*--|\n"))
        #expect(output.contains("    untilCancel  --c-d-|\n"))
    }

    private func section(_ number: Int) throws -> String {
        let run = try chapter.run(["--plain", "--section", "\(number)"])
        try #require(run.exitCode == 0, "\(run.standardError)")
        return run.standardOutput
    }
}

/// The live output lines of a transcript (those marked ▸), without the marker.
func outputLines(_ transcript: String) -> [String] {
    transcript.split(separator: "\n").filter { $0.hasPrefix("  ▸ ") }.map {
        String($0.dropFirst(4))
    }
}
