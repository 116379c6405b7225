import Chapter4Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting

/// Time stories of typing into a search field, for 4.3 and 4.6: the source
/// `text` sends a letter per keystroke, each letter standing for a text (`e`
/// the field cleared, `s` a single space, others of one letter to hundreds). Keystrokes come in bursts around
/// the 2-second throttle, some in the same tick; half the stories tick every
/// half second, so that keystrokes also come 0.5, 1.5 and 2.5 seconds apart.
/// The text may end or fail mid-burst.
///
/// With `closing`, a source `closed` sends `x` at most once; with
/// `searching`, each search (the inner signals `search`) sends a few results
/// and completes, or fails, or never ends.
enum TypingStories {
    /// The letters the text sends: a few, so that the same term comes back,
    /// standing for texts of every length (`Chapter4Letters.texts`).
    static let letters = ["a", "b", "c", "e", "s", "k", "w", "i", "f", "t", "u", "g", "l"]

    /// Typing stories: `examples` and `edgeCases` first, then generated ones.
    static func inputs(
        examples: [Story], edgeCases: [Story], closing: Bool = false, searching: Bool = false
    ) -> Inputs<Story> {
        Inputs(
            examples: examples, edgeCases: edgeCases,
            make: { random, size in
                let halves = random.chance(0.5)
                let length = (2 + size) * (halves ? 2 : 1)
                var sources = [
                    Story.Script(name: "text", events: typing(length, halves: halves, &random))
                ]
                if closing {
                    sources.append(Story.Script(name: "closed", events: close(length, &random)))
                }
                let inner = searching ? Story.Script(name: "search", events: results(&random)) : nil
                let subscribeAt =
                    random.chance(0.15) ? Int.random(in: 1...(length / 2 + 1), using: &random) : 0
                return Story(
                    sources: sources, inner: inner, subscribeAt: subscribeAt,
                    disposeAt: random.chance(0.2)
                        ? Int.random(in: (subscribeAt + 1)...(length + 3), using: &random) : nil,
                    lateSubscriberAt: random.chance(0.25)
                        ? Int.random(in: 1...length, using: &random) : nil,
                    tick: halves ? .milliseconds(500) : nil)
            },
            smaller: { $0.simpler })
    }

    /// Keystrokes over ticks 1 to `length`, then maybe the end of the text
    /// (completed or failed) in the tick of the last keystroke or soon after.
    /// With `halves`, a tick is half a second: the gaps are in half seconds.
    private static func typing(_ length: Int, halves: Bool, _ random: inout SplitMix64)
        -> [Recorded<String>]
    {
        let gaps = halves ? [1, 2, 3, 3, 4, 4, 5, 6, 8] : [1, 1, 2, 2, 3, 4]
        var events: [Recorded<String>] = []
        var tick = random.pick([0, 1])
        while true {
            tick += random.pick(gaps)
            guard tick <= length else { break }
            events.append(.next(tick, random.pick(letters)))
            if random.chance(0.1) { events.append(.next(tick, random.pick(letters))) }
        }
        if random.chance(0.7) {
            let end = (events.last?.time ?? 1) + random.pick([0, 1, 2, 3])
            events.append(random.chance(0.25) ? .error(end) : .completed(end))
        }
        return events
    }

    /// The screen closed once, at a random tick, or never.
    private static func close(_ length: Int, _ random: inout SplitMix64) -> [Recorded<String>] {
        random.chance(0.6) ? [.next(Int.random(in: 1...(length + 4), using: &random), "x")] : []
    }

    /// A search's results, counted from its start: up to three values in up to
    /// four ticks, then mostly completion, sometimes an error or no end.
    private static func results(_ random: inout SplitMix64) -> [Recorded<String>] {
        let length = Int.random(in: 1...4, using: &random)
        var events: [Recorded<String>] = []
        for tick in 0...length where events.count < 3 && random.chance(0.45) {
            events.append(.next(tick, String(events.count + 1)))
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0: events.append(.error(length))
        case 1: break
        default: events.append(.completed(length))
        }
        return events
    }
}
