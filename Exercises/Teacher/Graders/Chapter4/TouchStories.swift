import Chapter4Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting

/// Time stories of a finger on a screen, for 4.5: `downs` sends `d` at each
/// touch, `moves` a position at most ticks (a digit, or a letter for 0, -1,
/// Int.max and Int.min), `ups` sends `u` at each lift. Touches and lifts
/// alternate, as a real finger's do; a lift may come in the tick of its
/// touch. `downs` may complete or fail, mid-drag too; `moves` and `ups`
/// never end.
enum TouchStories {
    /// Touch stories: `examples` and `edgeCases` first, then generated ones.
    /// A failing story shrinks only to stories whose touches still alternate.
    static func inputs(examples: [Story], edgeCases: [Story]) -> Inputs<Story> {
        Inputs(
            examples: examples, edgeCases: edgeCases,
            make: { random, size in
                let length = 2 + size
                let (downs, ups) = touches(length, &random)
                let subscribeAt =
                    random.chance(0.15) ? Int.random(in: 1...(length / 2 + 1), using: &random) : 0
                return Story(
                    sources: [
                        Story.Script(name: "downs", events: downs),
                        Story.Script(name: "moves", events: moves(length, &random)),
                        Story.Script(name: "ups", events: ups),
                    ],
                    subscribeAt: subscribeAt,
                    disposeAt: random.chance(0.2)
                        ? Int.random(in: (subscribeAt + 1)...(length + 3), using: &random) : nil,
                    lateSubscriberAt: random.chance(0.25)
                        ? Int.random(in: 1...length, using: &random) : nil)
            },
            smaller: { $0.simpler.filter(alternates) })
    }

    /// Whether the story's touches and lifts alternate, a touch first: in one
    /// tick, `downs` sends before `ups`.
    static func alternates(_ story: Story) -> Bool {
        func values(_ name: String) -> [(time: Int, order: Int)] {
            let order = name == "downs" ? 0 : 1
            let events = story.sources.first { $0.name == name }?.events ?? []
            return events.filter { $0.event.value != nil }.map { ($0.time, order) }
        }
        let sequence = (values("downs") + values("ups")).sorted {
            ($0.time, $0.order) < ($1.time, $1.order)
        }
        return sequence.enumerated().allSatisfy { $0.element.order == $0.offset % 2 }
    }

    /// Alternating touches and lifts over ticks 0 to `length`, then maybe the
    /// end of `downs`, at or after its last touch (mid-drag, sometimes).
    private static func touches(_ length: Int, _ random: inout SplitMix64)
        -> (downs: [Recorded<String>], ups: [Recorded<String>])
    {
        var downs: [Recorded<String>] = []
        var ups: [Recorded<String>] = []
        var tick = Int.random(in: 0...2, using: &random)
        while tick <= length {
            if downs.count == ups.count {
                downs.append(.next(tick, "d"))
                tick += random.pick([0, 1, 2, 3, 4])
            } else {
                ups.append(.next(tick, "u"))
                tick += random.pick([1, 2, 3])
            }
        }
        if random.chance(0.6) {
            let end = (downs.last?.time ?? 0) + random.pick([0, 1, 2, 3])
            downs.append(random.chance(0.2) ? .error(end) : .completed(end))
        }
        return (downs, ups)
    }

    /// Positions at most ticks from 1 to `length + 4`: digits 1 to 9, over
    /// and over, and now and then 0, -1, Int.max or Int.min.
    private static func moves(_ length: Int, _ random: inout SplitMix64) -> [Recorded<String>] {
        var events: [Recorded<String>] = []
        for tick in 1...(length + 4) where random.chance(0.7) {
            let position =
                random.chance(0.2)
                ? random.pick(Array(Chapter4Letters.positions.keys).sorted())
                : String(events.count % 9 + 1)
            events.append(.next(tick, position))
        }
        return events
    }
}
