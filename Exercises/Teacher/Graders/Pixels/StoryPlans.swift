import ExerciseGrading
import ExerciseHarness
import ReactiveTesting

/// How a generated story draws one of its sources: the values it may send,
/// how many at most, and how it ends.
///
/// ```swift
/// let body = SourcePlan("body", values: ThumbnailBodies.letters, maxValues: 4)
/// ```
struct SourcePlan {
    /// The source's name, as the exercise's stage asks for it.
    var name: String
    /// The one-letter values it draws from.
    var values: [String]
    /// The most values it sends in a story of the largest size.
    var maxValues: Int
    /// How its script ends.
    var endings: ScriptEndings
    /// The plainest value, if a failing story is clearer with it: shrinking
    /// tries it in place of each other value.
    var plainest: String?

    /// A plan for the source `name`.
    init(
        _ name: String, values: [String], maxValues: Int = 6, endings: ScriptEndings = .mixed,
        plainest: String? = nil
    ) {
        self.name = name
        self.values = values
        self.maxValues = maxValues
        self.endings = endings
        self.plainest = plainest
    }
}

extension Inputs where Input == Story {
    /// Stories of hot sources drawn by `plans`: the examples and the edge
    /// cases first, then generated ones that grow from two ticks to about
    /// `size + 2`, each source sending values from its own alphabet (two in
    /// one tick now and then). With `subscribers`, the subscription starts
    /// late now and then, is disposed early, and a late subscriber comes (and
    /// may leave). Failing stories shrink as `Story.simpler` says, and by
    /// putting a source's plainest value in place of another.
    static func stories(
        _ plans: [SourcePlan], examples: [Story] = [], edgeCases: [Story] = [],
        subscribers: Bool = true
    ) -> Inputs<Story> {
        Inputs(
            examples: examples, edgeCases: edgeCases,
            make: { random, size in
                let length = 2 + size
                let scripts = plans.map { plan in
                    Story.Script(
                        name: plan.name,
                        events: random.script(
                            ticks: 1...length, values: plan.values,
                            maxValues: min(plan.maxValues, 1 + size), endings: plan.endings))
                }
                var story = Story(sources: scripts)
                guard subscribers else { return story }
                story.subscribeAt = random.chance(0.15) ? Int.random(in: 1...3, using: &random) : 0
                if random.chance(0.25) {
                    story.disposeAt = story.subscribeAt + Int.random(in: 1...length, using: &random)
                }
                if random.chance(0.3) {
                    let late = Int.random(in: 1...length, using: &random)
                    story.lateSubscriberAt = late
                    if random.chance(0.3) {
                        story.lateDisposeAt = late + Int.random(in: 1...length, using: &random)
                    }
                }
                return story
            },
            smaller: { story in story.simpler + plainer(story, plans) })
    }
}

/// `story` with one value of a source replaced by that source's plainest value.
private func plainer(_ story: Story, _ plans: [SourcePlan]) -> [Story] {
    var candidates: [Story] = []
    for (index, source) in story.sources.enumerated() {
        guard let plainest = plans.first(where: { $0.name == source.name })?.plainest else {
            continue
        }
        for (position, record) in source.events.enumerated() {
            guard let value = record.event.value, value != plainest else { continue }
            var changed = story
            changed.sources[index].events[position] = .next(record.time, plainest)
            candidates.append(changed)
        }
    }
    return candidates
}
