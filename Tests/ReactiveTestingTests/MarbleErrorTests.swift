import Reactive
import ReactiveTesting
import Testing

@Suite("Malformed marbles: a thrown MarbleError that points at the fault")
struct MarbleErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let marbles: String
        let offset: Int
        let reason: String
        var testDescription: String { marbles.debugDescription }
    }

    static let cases: [Case] = [
        Case(marbles: "(", offset: 0, reason: "a ( without its )"),
        Case(marbles: ")", offset: 0, reason: "a ) without its ("),
        Case(marbles: "((a))", offset: 1, reason: "groups cannot nest"),
        Case(marbles: "-(ab", offset: 1, reason: "a ( without its )"),
        Case(marbles: "-a-|-b-", offset: 5, reason: "a value after the end"),
        Case(marbles: "||##", offset: 1, reason: "a second ending"),
        Case(marbles: "-#-|", offset: 3, reason: "a second ending"),
        Case(
            marbles: "a\tb", offset: 1, reason: "a tab or line break; line diagrams up with spaces"),
        Case(
            marbles: "-a\n-b", offset: 2,
            reason: "a tab or line break; line diagrams up with spaces"),
    ]

    @Test("a malformed diagram throws a MarbleError with its position", arguments: cases)
    func malformedThrows(_ bad: Case) {
        #expect(throws: MarbleError(bad.reason, at: bad.offset, in: bad.marbles)) {
            try Marbles.parse(bad.marbles)
        }
    }

    @Test("dashes after the end, and a group that holds the end, are well formed")
    func wellFormedEndings() throws {
        #expect(try Marbles.parse("-a|--") == [.next(1, "a"), .completed(2)])
        #expect(try Marbles.parse("(a|)") == [.next(0, "a"), .completed(0)])
    }

    @Test("a character missing from the values table throws, pointing at it")
    func missingValue() {
        #expect(throws: MarbleError("'y' has no value", at: 3, in: "-x-y|")) {
            try Marbles.parse("-x-y|", values: ["x": 1])
        }
    }

    @Test("the error's message repeats the diagram with a caret under the fault")
    func messageHasCaret() {
        let error = MarbleError("a value after the end", at: 5, in: "-a-|\t-b")
        #expect(
            error.description == """
                malformed marbles: a value after the end, at character 6
                  -a-|⇥-b
                       ^
                """)
    }

    @Test("a signal scripted with a bad diagram fails with the MarbleError at its first tick")
    func scriptedSignalFails() throws {
        let scheduler = TestScheduler()
        let recorder = scheduler.record(scheduler.hotSignal("-a-|-b-").signal)
        scheduler.run()
        let expected = MarbleError("a value after the end", at: 5, in: "-a-|-b-")
        #expect(recorder.events == [.error(0, expected)])
        let message = try #require(Marbles.mismatch(expected: "-a-|", actual: recorder.events))
        #expect(message.hasPrefix("a recorded signal was scripted with malformed marbles"))
    }

    @Test("comparing with a malformed expected diagram gives the error's message, not a crash")
    func mismatchWithBadExpectation() {
        let message = Marbles.mismatch(expected: "-a-(b", actual: [.next(1, "a")])
        #expect(message == MarbleError("a ( without its )", at: 3, in: "-a-(b").description)
    }
}
