import Reactive
import ReactiveTesting
import Testing

@Suite("Marble diagrams drawn one column per tick")
struct MarblesStackedTests {
    @Test("a tick with several events stacks them in its column, in the order they came")
    func stacksABusyTick() throws {
        let records = try Marbles.parse("-a-(bc|)")
        #expect(Marbles.renderStacked(records) == ["-a-b", "   c", "   |"])
    }

    @Test("one event per tick draws the same line as render, on one row")
    func oneRowWhenNothingStacks() throws {
        for line in ["-a-b-|", "--#", "abc", "---"] {
            let records = try Marbles.parse(line)
            #expect(Marbles.renderStacked(records, until: line.count) == [line])
        }
    }

    @Test("the columns after a busy tick stay at their ticks; render's group pushes them right")
    func laterTicksStayInPlace() {
        let records: [Recorded<String>] = [.next(1, "a"), .next(1, "b"), .next(3, "c")]
        #expect(Marbles.render(records) == "-(ab)c")
        #expect(Marbles.renderStacked(records) == ["-a-c", " b"])
    }

    @Test("an open signal runs on to until; the line ends at the terminal event")
    func openAndEnded() {
        let open: [Recorded<Int>] = [.next(1, 5), .next(2, 42)]
        #expect(Marbles.renderStacked(open, until: 5) == ["-5*--"])
        let ended: [Recorded<Int>] = [.next(0, 1), .completed(2)]
        #expect(Marbles.renderStacked(ended, until: 6) == ["1-|"])
    }

    @Test("no events and no until draw nothing, on one empty row")
    func empty() {
        #expect(Marbles.renderStacked([Recorded<Int>]()) == [""])
    }
}
