import PixelsTerminal
import Testing
import WorkbookKit

@Suite("Script: the steps of a scripted tour, read from text")
struct ScriptTests {
    @Test(
        "each step reads as written",
        arguments: [
            ("open 2", ScriptStep.open(2)), ("next", .next), ("prev", .previous),
            ("detail", .detail), ("vote", .vote), ("back", .back), ("quit", .quit),
            ("login demo s3cret", .login(username: "demo", password: "s3cret")),
            ("wait 250", .wait(milliseconds: 250)), ("  open   14  ", .open(14)),
        ])
    func steps(text: String, step: ScriptStep) throws {
        #expect(try ScriptStep(parsing: text) == step)
    }

    @Test("a script is steps separated by commas, in order")
    func script() throws {
        let script = try Script(parsing: "open 2, next, detail, vote, login demo demo, back, quit")
        #expect(
            script.steps == [
                .open(2), .next, .detail, .vote, .login(username: "demo", password: "demo"),
                .back, .quit,
            ])
        #expect(script.description == "open 2, next, detail, vote, login demo ****, back, quit")
    }

    @Test(
        "what is not a step is an error that names it",
        arguments: [
            ("fly", "unknown step 'fly'"), ("Open 2", "unknown step 'Open'"),
            ("open", "'open' is not a step; write it as 'open N'"),
            ("open 0", "'open 0': N counts the photos from 1"),
            ("open x", "'open x': N counts the photos from 1"),
            ("next 2", "'next 2' is not a step; write it as 'next'"),
            ("login demo", "'login demo' is not a step; write it as 'login USER PASS'"),
            ("wait -1", "'wait -1': MS is from 0 to 60000 milliseconds"),
            ("wait 60001", "'wait 60001': MS is from 0 to 60000 milliseconds"),
        ])
    func badStep(text: String, message: String) {
        let error = #expect(throws: ScriptError.self) { try ScriptStep(parsing: text) }
        #expect(error?.description == message)
    }

    @Test("an empty script, or an empty step in one, is an error")
    func empty() {
        let empty = #expect(throws: ScriptError.self) { try Script(parsing: " , ") }
        #expect(empty?.text == Bilingual(en: "the script is empty", zh: "脚本是空的"))
        let step = #expect(throws: ScriptError.self) { try Script(parsing: "open 1,,quit") }
        #expect(step?.text == Bilingual(en: "step 2 is empty", zh: "第 2 步是空的"))
    }

    @Test("the default tour opens a photo, pages, shows the details, votes, logs in, goes back")
    func defaultTour() {
        #expect(
            Script.tour.description
                == "open 1, next, detail, vote, login demo ****, back, back, quit")
    }
}
