import Chapter6Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting

extension Inputs where Input == ActivityStory {
    /// Generated activity stories: up to eight changes of activity (the same
    /// one twice in a row now and then), one to four scripts for the runs,
    /// each of up to three values from `values` (`i` for an image, `p`, `q`,
    /// `e` for lists of photos), ending as `endings` says; with `subscribers`,
    /// a late subscription, early disposal and a late subscriber; with up to
    /// `screens` screens in all (6.4's photos), any number of more
    /// subscribers up to that (log-uniform); the view model let go if
    /// `lettingGo`.
    static func activityStories(
        work: String, values: [String], examples: [ActivityStory], edgeCases: [ActivityStory],
        subscribers: Bool, screens: Int = 2, lettingGo: Bool, endings: ScriptEndings
    ) -> Inputs<ActivityStory> {
        Inputs(
            examples: examples, edgeCases: edgeCases,
            make: { random, size in
                let length = 3 + size
                let activity = random.script(
                    ticks: 1...length, values: ["t", "f"], maxValues: min(8, 1 + size / 2),
                    endings: ScriptEndings(completed: 0, error: 0))
                let runs = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                    random.script(ticks: 1...4, values: values, maxValues: 3, endings: endings)
                }
                var story = ActivityStory(activity: activity, runs: runs, work: work)
                if subscribers {
                    story.subscribeAt =
                        random.chance(0.15) ? Int.random(in: 1...3, using: &random) : 0
                    story.disposeAt =
                        random.chance(0.2)
                        ? story.subscribeAt + Int.random(in: 1...length, using: &random) : nil
                    story.lateSubscriberAt =
                        random.chance(0.25) ? Int.random(in: 1...length, using: &random) : nil
                    if screens > 2, story.lateSubscriberAt != nil, random.chance(0.4) {
                        story.moreSubscribersAt =
                            (0...random.size(upTo: screens - 3))
                            .map { _ in Int.random(in: 0...length, using: &random) }
                    }
                }
                if lettingGo, random.chance(0.25) {
                    story.letGoAt = Int.random(in: 1...(length + 2), using: &random)
                }
                return story
            },
            smaller: smallerActivityStories)
    }
}

/// Simpler activity stories: without the late subscribers, the disposal or
/// letting go; subscribed at 0; one change or one run fewer (any of them);
/// a simpler run.
private func smallerActivityStories(_ story: ActivityStory) -> [ActivityStory] {
    var candidates: [ActivityStory] = []
    func with(_ change: (inout ActivityStory) -> Void) {
        var changed = story
        change(&changed)
        candidates.append(changed)
    }
    if !story.moreSubscribersAt.isEmpty {
        with { $0.moreSubscribersAt = [] }
        with { $0.moreSubscribersAt.removeLast() }
    }
    if story.lateSubscriberAt != nil && story.moreSubscribersAt.isEmpty {
        with { $0.lateSubscriberAt = nil }
    }
    if story.disposeAt != nil { with { $0.disposeAt = nil } }
    if story.letGoAt != nil { with { $0.letGoAt = nil } }
    if story.subscribeAt != 0 { with { $0.subscribeAt = 0 } }
    if story.runs.count > 1 {
        for index in story.runs.indices { with { $0.runs.remove(at: index) } }
    }
    for activity in Shrink.events(story.activity, earliest: 1) {
        with { $0.activity = activity }
    }
    for (index, run) in story.runs.enumerated() {
        for simpler in Shrink.events(run, earliest: 1) {
            with { $0.runs[index] = simpler }
        }
    }
    return candidates.filter { $0 != story }
}
