import ExerciseHarness
import Reactive
import ReactiveTesting
import Testing
import WorkbookKit

@testable import ExerciseGrading

/// Traces: what a run of an answer showed, part by part, compared with the
/// reference's on generated cases, shrunk to the smallest that differs.
@Suite("Traces")
struct TraceTests {
    /// A case for the tests below: a delay, played as `Signal.just("a").delay(…)`.
    private static var delays: Inputs<Int> {
        Inputs(
            examples: [1], edgeCases: [0, 2],
            make: { random, size in Int.random(in: 0...size, using: &random) },
            smaller: { Shrink.integer($0).filter { $0 >= 0 } })
    }

    /// Plays `delay(ticks)` on a cold source that sends `a` at 1 and completes at 3.
    private static func play(
        _ ticks: Int, _ delay: (Signal<String>, Int, TestScheduler) -> Signal<String>
    )
        -> Trace
    {
        let scheduler = TestScheduler()
        let source = scheduler.coldSignal("-a-|")
        let recorder = scheduler.record(delay(source.signal, ticks, scheduler))
        scheduler.advance(to: 10)
        var trace = Trace()
        trace.timeline("delayed", recorder.events)
        trace.spans("source", source.subscriptions)
        trace.fact("ticks", "\(ticks)")
        return trace
    }

    private static func delayed(_ source: Signal<String>, _ ticks: Int, _ scheduler: TestScheduler)
        -> Signal<String>
    {
        source.delay(.seconds(ticks), on: scheduler)
    }

    @Test("the same answer as the reference passes every case, on every seed tried")
    func samePasses() throws {
        for seed in 0..<5 {
            try compareTraces(
                "delay", Side { Self.play($0, Self.delayed) },
                with: Side { Self.play($0, Self.delayed) },
                on: Self.delays, seed: Seed(UInt64(seed)), describe: { .verbatim("ticks: \($0)") })
        }
    }

    @Test("a wrong answer fails with the smallest case, each differing part drawn, and the hint")
    func wrongIsCaught() {
        // One tick too late whenever the delay is at least 1.
        let late: (Signal<String>, Int, TestScheduler) -> Signal<String> = {
            source, ticks, scheduler in
            source.delay(.seconds(ticks == 0 ? 0 : ticks + 1), on: scheduler)
        }
        let error = #expect(throws: WrongAnswer.self) {
            try compareTraces(
                "delay(ticks)", Side { Self.play($0, late) },
                with: Side { Self.play($0, Self.delayed) },
                on: Self.delays, seed: Seed(3), describe: { .verbatim("ticks: \($0)") }, hint: 2,
                because: Bilingual(en: "Wait exactly that many ticks.", zh: "正好等那么多刻。"))
        }
        #expect(error?.call.en == "delay(ticks)")
        #expect(error?.hint == 2)
        #expect(
            error?.comparison.en == """
                in this story:
                  ticks: 1
                delayed:
                  expected: --a-|
                  got:      ---a-|
                              ^ first difference
                """)
        #expect(error?.explanation?.en.hasPrefix("Wait exactly that many ticks.") == true)
        #expect(error?.explanation?.en.contains("smallest failing story found among") == true)
    }

    @Test("a diagnosis replaces the general explanation and names its own hint")
    func diagnosisWins() {
        let never: (Signal<String>, Int, TestScheduler) -> Signal<String> = { _, _, _ in .never }
        let error = #expect(throws: WrongAnswer.self) {
            try compareTraces(
                "delay(ticks)", Side { Self.play($0, never) },
                with: Side { Self.play($0, Self.delayed) },
                on: Self.delays, seed: Seed(1), describe: { .verbatim("ticks: \($0)") }, hint: 1,
                because: Bilingual(en: "general", zh: "一般"),
                diagnose: { _, _, got in
                    guard case .spans(let spans)? = got["source"], spans.isEmpty else { return nil }
                    return Diagnosis(
                        hint: 3, en: "The source was never subscribed.", zh: "源信号从没被订阅过。")
                })
        }
        #expect(error?.hint == 3)
        #expect(error?.explanation?.en.hasPrefix("The source was never subscribed.") == true)
        #expect(error?.comparison.en.contains("subscriptions to source") == true)
        #expect(error?.comparison.en.contains("(never subscribed)") == true)
        #expect(error?.comparison.en.contains("(nothing)") == true)
    }

    @Test("labels longer than a character get capitals and a legend; facts show as words")
    func legendAndFacts() {
        var expected = Trace()
        expected.timeline("text", [.next(1, 97.256)] as [Recorded<Double>]) {
            String(format: "%.2f", $0)
        }
        expected.fact("model", "freed")
        var got = Trace()
        got.timeline("text", [.next(1, 97.25)] as [Recorded<Double>]) { String(format: "%.2f", $0) }
        got.fact("model", "still alive")
        #expect(
            got.differences(from: expected) == [
                "text:", "  expected: -A", "  got:      -B", "             ^ first difference",
                "  where A = 97.26, B = 97.25", "model:", "  expected: freed",
                "  got:      still alive",
            ])
    }

    @Test("an empty or blank label shows in quotes; a long legend takes one line per letter")
    func blankAndLongLabels() {
        var expected = Trace()
        expected.timeline("rings", [.next(1, ""), .next(2, " ")])
        var got = Trace()
        got.timeline("rings", [.next(1, "")])
        #expect(got.differences(from: expected).last == #"  where A = "", B = " ""#)
        let long = String(repeating: "a long name ", count: 4)
        var first = Trace()
        first.timeline("names", [.next(1, long + "1"), .next(2, long + "2")])
        var second = Trace()
        second.timeline("names", [.next(1, long + "1")])
        #expect(
            Array(second.differences(from: first).suffix(2)) == [
                "  where A = \(long)1", "        B = \(long)2",
            ])
    }

    @Test("random scripts keep their values in order, end at or after the last, within the ticks")
    func scripts() {
        var random = Seed(9).generator()
        for _ in 0..<200 {
            let script = random.script(ticks: 1...5, values: ["i"], maxValues: 2)
            let times = script.map(\.time)
            #expect(times == times.sorted())
            #expect(times.allSatisfy { (1...6).contains($0) })
            #expect(script.filter { $0.event.isTerminal }.count <= 1)
            #expect(script.dropLast().allSatisfy { !$0.event.isTerminal })
            #expect(script.compactMap(\.event.value).count <= 2)
        }
    }

    @Test("a script shrinks by dropping an event or moving one a tick earlier, never out of order")
    func shrinkingScripts() throws {
        let simpler = Shrink.events(try Marbles.parse("-a-|"), earliest: 1).map {
            Marbles.render($0)
        }
        #expect(simpler == ["---|", "-a", "-a|"])
    }
}
