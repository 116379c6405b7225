import Reactive
import ReactiveTesting
import Testing

@Suite("Marble diagrams: parsing, drawing and comparing")
struct MarblesTests {
    @Test("parse reads values, completion and errors at their column")
    func parseBasics() throws {
        #expect(try Marbles.parse("-a-b-|") == [.next(1, "a"), .next(3, "b"), .completed(5)])
        #expect(try Marbles.parse("--#") == [.error(2, TestError())])
        #expect(try Marbles.parse("") == [])
    }

    @Test("a group puts several events in one tick and still spans its characters")
    func parseGroups() throws {
        #expect(
            try Marbles.parse("-(ab)-c|") == [
                .next(1, "a"), .next(1, "b"), .next(6, "c"), .completed(7),
            ])
    }

    @Test("spaces are ignored, so diagrams can be lined up")
    func parseIgnoresSpaces() throws {
        #expect(try Marbles.parse(" - a - |") == (try Marbles.parse("-a-|")))
    }

    @Test("values can be looked up in a table")
    func parseWithValues() throws {
        let parsed = try Marbles.parse("-x-y|", values: ["x": 10, "y": 20])
        #expect(parsed == [.next(1, 10), .next(3, 20), .completed(4)])
    }

    @Test("render draws what parse reads")
    func renderRoundTrips() throws {
        for line in ["-a-b-|", "--#", "-(ab)-c|", "abc", "---"] {
            #expect(Marbles.render(try Marbles.parse(line), until: line.count) == line)
        }
    }

    @Test("render draws an open signal up to the given tick, and long values as *")
    func renderOpenAndLongValues() {
        let records: [Recorded<Int>] = [.next(1, 5), .next(2, 42)]
        #expect(Marbles.render(records, until: 5) == "-5*--")
    }

    @Test("mismatch is nil when the events match the diagram")
    func mismatchNilWhenEqual() {
        #expect(Marbles.mismatch(expected: "-a|", actual: [.next(1, "a"), .completed(2)]) == nil)
    }

    @Test("# matches any error, whatever its message")
    func anyErrorMatches() {
        let actual: [Recorded<String>] = [.error(2, TestError("disk full"))]
        #expect(Marbles.mismatch(expected: "--#", actual: actual) == nil)
    }

    @Test("mismatch prints both timelines aligned and points at the first difference")
    func mismatchMessage() throws {
        let actual: [Recorded<String>] = [.next(2, "a"), .completed(3)]
        let message = try #require(Marbles.mismatch(expected: "-a|", actual: actual))
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "expected: -a|")
        #expect(lines[1] == "actual:   --a|")
        #expect(lines[2] == "           ^ first difference at tick 1")
    }

    @Test(
        "the caret points at the first tick whose events differ, not where the drawn lines part"
    )
    func caretAtFirstDifferentTick() throws {
        // An open signal drawn on its own is one character long: the caret
        // must still point at tick 3, where the expected t is missing.
        let actual: [Recorded<String>] = [.next(0, "f")]
        let message = try #require(Marbles.mismatch(expected: "f--t-f-tf-t", actual: actual))
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "expected: f--t-f-tf-t")
        #expect(lines[1] == "actual:   f----------")
        #expect(lines[2] == "             ^ first difference at tick 3")
    }

    @Test("the caret points at a group when the difference is inside it")
    func caretAtGroup() throws {
        let actual: [Recorded<String>] = [.next(1, "a"), .next(3, "b"), .completed(4)]
        let message = try #require(Marbles.mismatch(expected: "-a-(b|)", actual: actual))
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "             ^ first difference at tick 3")
    }

    @Test("subscription spans read ^ and ! from a marble line")
    func spans() {
        #expect(SubscriptionSpan("--^---!") == SubscriptionSpan(2, 6))
        #expect(SubscriptionSpan("^") == SubscriptionSpan(0))
    }
}

@Suite("Testable signals and the recorder")
struct TestableSignalTests {
    let scheduler = TestScheduler()

    @Test("a hot signal sends at absolute ticks, so a late subscriber misses the start")
    func hotSignalIsShared() {
        let source = scheduler.hotSignal("-a-b-|")
        let early = scheduler.record(source.signal)
        let late = scheduler.record(source.signal, subscribeAt: 2)
        scheduler.run()
        #expect(early.events == [.next(1, "a"), .next(3, "b"), .completed(5)])
        #expect(late.events == [.next(3, "b"), .completed(5)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 5), SubscriptionSpan(2, 5)])
    }

    @Test("a cold signal replays its script from each subscription")
    func coldSignalRestarts() {
        let source = scheduler.coldSignal("-a|")
        let first = scheduler.record(source.signal)
        let second = scheduler.record(source.signal, subscribeAt: 4)
        scheduler.run()
        #expect(first.events == [.next(1, "a"), .completed(2)])
        #expect(second.events == [.next(5, "a"), .completed(6)])
        #expect(source.subscriptions == [SubscriptionSpan(0, 2), SubscriptionSpan(4, 6)])
    }

    @Test("the recorder notes its own subscribe and dispose times")
    func recorderSpan() {
        let source = scheduler.hotSignal("-a-b-c-|")
        let recorder = scheduler.record(source.signal, subscribeAt: 2, disposeAt: 4)
        scheduler.run()
        #expect(recorder.events == [.next(3, "b")])
        #expect(recorder.span == SubscriptionSpan(2, 4))
        #expect(source.subscriptions == [SubscriptionSpan(2, 4)])
    }
}

@Suite("Marble mismatch messages")
struct MarbleMismatchMessageTests {
    @Test("a difference inside a group is reported at the group's tick")
    func differenceInsideGroup() throws {
        // Drawn, the two lines first differ at column 8, inside the group at tick 5.
        let actual: [Recorded<String>] = [.next(5, "f"), .next(5, "g"), .completed(6)]
        let message = try #require(Marbles.mismatch(expected: "-----(fg|)", actual: actual))
        #expect(message.contains("expected: -----(fg|)"))
        #expect(message.contains("actual:   -----(fg)|"))
        #expect(message.contains("first difference at tick 5"))
    }

    @Test("the event lists use the same letters as the timelines")
    func eventListsUseLetters() throws {
        let values: [Character: [Int]] = ["a": Array(0..<1_000), "b": [1]]
        let actual: [Recorded<[Int]>] = [.next(1, [1]), .completed(2)]
        let message = try #require(
            Marbles.mismatch(expected: "-a|", actual: actual, values: values))
        #expect(message.contains("expected events: [a@1, |@2]"))
        #expect(message.contains("actual events:   [b@1, |@2]"))
        #expect(message.count < 400)
    }
}
