import ExerciseHarness
import ReactiveTesting

extension Inputs where Input == Story {
    /// Stories for a signal exercise whose sources are named `names` and whose
    /// inner signals, if any, are named `inner` (such as "search").
    ///
    /// The edge cases, tried on every run, have values in the same tick, an
    /// error and a completion mid-stream, a source that sends nothing, early
    /// disposal, a late subscriber, a late first subscription, and (with inner
    /// signals) a source that completes while an inner signal still runs.
    /// Generated stories grow from two ticks to about `size + 2` ticks, and
    /// mix all of these at random.
    ///
    /// ```swift
    /// let stories = Inputs.stories(sources: ["queries"], inner: "search")
    /// ```
    public static func stories(
        sources names: [String], inner: String? = nil, examples: [Story] = []
    ) -> Inputs<Story> {
        func story(
            _ marbles: String, inner script: String = "-1|", disposeAt: Int? = nil,
            lateSubscriberAt: Int? = nil, subscribeAt: Int = 0
        ) -> Story {
            let scripts = names.enumerated().map { index, name in
                // Later sources start a tick later, so that they do not all send at once.
                Story.Script(
                    name: name,
                    events: Story.events(String(repeating: "-", count: index) + marbles))
            }
            return Story(
                sources: scripts,
                inner: inner.map { Story.Script(name: $0, events: Story.events(script)) },
                subscribeAt: subscribeAt, disposeAt: disposeAt, lateSubscriberAt: lateSubscriberAt)
        }
        return Inputs(
            examples: examples,
            edgeCases: [
                story("-a-b-|"), story("-(ab)-c-|"), story("-a-b-#"), story("-a-b--"),
                story(""), story("|"), story("#"), story("-a-b-c-d-|", disposeAt: 4),
                story("-a-b-c-d-|", lateSubscriberAt: 3), story("-a-b-c-|", subscribeAt: 2),
                story("-a|", inner: "---1--2|"), story("-a-b|", inner: "-1-(23|)"),
                story("-a--b---|", inner: "--1-#"), story("-ab--|", inner: "-1-2-3-|"),
            ],
            make: { random, size in
                let length = 2 + size
                let scripts = names.map { name in
                    Story.Script(name: name, events: randomScript(length, &random, letters: true))
                }
                let innerScript = inner.map {
                    Story.Script(
                        name: $0,
                        events: randomScript(
                            Int.random(in: 1...4, using: &random),
                            &random, letters: false))
                }
                let subscribeAt =
                    random.chance(0.15) ? Int.random(in: 1...length / 2 + 1, using: &random) : 0
                return Story(
                    sources: scripts, inner: innerScript, subscribeAt: subscribeAt,
                    disposeAt: random.chance(0.25)
                        ? Int.random(in: (subscribeAt + 1)...(length + 1), using: &random) : nil,
                    lateSubscriberAt: random.chance(0.3)
                        ? Int.random(in: 1...length, using: &random) : nil)
            },
            smaller: smallerStories)
    }
}

/// A random script over ticks 1 to `length`: values (some in the same tick),
/// then maybe a completion or an error.
func randomScript(_ length: Int, _ random: inout SplitMix64, letters: Bool)
    -> [Recorded<String>]
{
    let names = letters ? ["a", "b", "c", "d", "e"] : ["1", "2", "3"]
    var next = 0
    func value() -> String {
        defer { next += 1 }
        return names[next % names.count]
    }
    var events: [Recorded<String>] = []
    let end = random.chance(0.75) ? Int.random(in: 1...(length + 1), using: &random) : nil
    for tick in 1...max(length, 1) where tick < (end ?? Int.max) {
        if random.chance(0.35) { events.append(.next(tick, value())) }
        if random.chance(0.08) {
            events.append(.next(tick, value()))
            events.append(.next(tick, value()))
        }
    }
    if let end {
        events.append(random.chance(0.3) ? .error(end) : .completed(end))
    }
    return events
}

extension Story {
    /// Stories a little simpler than this one, simplest first, as
    /// `Inputs.stories` shrinks a failing story: for graders that make
    /// stories of their own.
    public var simpler: [Story] {
        smallerStories(self)
    }
}

/// Simpler stories, simplest first: without the late subscriber, with it
/// staying to the end, without early disposal, subscribed at 0, with one event fewer, or with a tick in
/// which nothing happens cut out. Each differs from `story`, so shrinking
/// always ends.
func smallerStories(_ story: Story) -> [Story] {
    var candidates: [Story] = []
    func with(_ change: (inout Story) -> Void) {
        var changed = story
        change(&changed)
        candidates.append(changed)
    }
    if story.lateSubscriberAt != nil {
        with {
            $0.lateSubscriberAt = nil
            $0.lateDisposeAt = nil
        }
    }
    if story.lateDisposeAt != nil { with { $0.lateDisposeAt = nil } }
    if story.disposeAt != nil { with { $0.disposeAt = nil } }
    if story.subscribeAt != 0 { with { $0.subscribeAt = 0 } }
    for (index, source) in story.sources.enumerated() {
        for event in source.events.indices {
            with { $0.sources[index].events.remove(at: event) }
        }
    }
    if let inner = story.inner {
        for event in inner.events.indices {
            with { $0.inner?.events.remove(at: event) }
        }
    }
    // Only a quiet tick before the last source event or subscription moves
    // something when cut; cutting a later one gives the same story again.
    let times = story.sources.flatMap { $0.events.map(\.time) }
    let end =
        ([story.subscribeAt, story.disposeAt ?? 0, story.lateSubscriberAt ?? 0] + times).max() ?? 0
    for tick in (0..<end).reversed() where isQuiet(tick, in: story) {
        candidates.append(cutting(tick, from: story))
    }
    return candidates.filter { $0 != story }
}

/// Whether nothing in `story` happens at `tick`.
private func isQuiet(_ tick: Int, in story: Story) -> Bool {
    let times = story.sources.flatMap { $0.events.map(\.time) }
    return !times.contains(tick)
        && ![story.subscribeAt, story.disposeAt, story.lateSubscriberAt, story.lateDisposeAt]
            .contains(tick)
}

/// `story` with `tick` cut out: everything after it one tick earlier.
private func cutting(_ tick: Int, from story: Story) -> Story {
    func earlier(_ time: Int) -> Int { time > tick ? time - 1 : time }
    var cut = story
    for index in cut.sources.indices {
        cut.sources[index].events = cut.sources[index].events.map {
            Recorded(time: earlier($0.time), event: $0.event)
        }
    }
    cut.subscribeAt = earlier(story.subscribeAt)
    cut.disposeAt = story.disposeAt.map(earlier)
    cut.lateSubscriberAt = story.lateSubscriberAt.map(earlier)
    cut.lateDisposeAt = story.lateDisposeAt.map(earlier)
    return cut
}
