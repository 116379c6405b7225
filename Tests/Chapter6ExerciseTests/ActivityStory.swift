import ExerciseGrading
import ReactiveTesting

/// A story for the view-model exercises 6.3 and 6.4: when the screen makes
/// the view model active (`t`) and inactive (`f`), and what each run of its
/// work answers, counted from that run's start; later runs repeat the last
/// script.
struct ActivityStory: CustomStringConvertible {
    /// The changes of `isActive`, at ticks from 1: `t` or `f`.
    var activity: [Recorded<String>]
    /// What each run answers from its start, in order.
    var runs: [[Recorded<String>]]
    /// What a run is, for the description: "download" or "import".
    var work: String
    /// When something subscribes to what is graded.
    var subscribeAt = 0
    /// When that subscription is disposed, if it is.
    var disposeAt: Int?
    /// When a second subscriber subscribes, if one does.
    var lateSubscriberAt: Int?
    /// When the screen lets the view model go, if it does.
    var letGoAt: Int?

    /// The script of run `index` (from 0).
    func run(_ index: Int) -> [Recorded<String>] {
        runs.isEmpty ? [] : runs[min(index, runs.count - 1)]
    }

    /// The last tick at which anything happens, with every run starting at the last change.
    var lastTick: Int {
        let marks = activity.map(\.time) + [subscribeAt, disposeAt ?? 0, lateSubscriberAt ?? 0]
        return (marks.max() ?? 0) + (runs.flatMap { $0.map(\.time) }.max() ?? 0)
    }

    /// The story, one line per part.
    var description: String {
        let ordinals = ["1st", "2nd", "3rd", "4th"]
        let scripts = runs.enumerated().map { index, script in
            let drawn = script.isEmpty ? "(sends nothing)" : Marbles.render(script)
            let name =
                index == runs.count - 1 && index > 0 ? "later runs" : ordinals[index] + " run"
            return "\(name) \(drawn)"
        }
        var lines = [
            "active:   \(activity.isEmpty ? "(never changes)" : Marbles.render(activity))"
                + "   t = becomes active, f = becomes inactive",
            "\(work): \(scripts.joined(separator: ", "))   each from its start",
        ]
        var subscription = "subscribed at \(subscribeAt)"
        if let disposeAt { subscription += ", disposed at \(disposeAt)" }
        if let lateSubscriberAt { subscription += ", a late subscriber at \(lateSubscriberAt)" }
        if let letGoAt { subscription += ", the screen lets the view model go at \(letGoAt)" }
        lines.append(subscription)
        return lines.joined(separator: "\n")
    }
}

extension Inputs where Input == ActivityStory {
    /// Generated activity stories: up to six changes of activity, one to three
    /// scripts for the runs, made from `values` (`i` for an image, `p` for the
    /// photos); early disposal and late subscribers if `subscribers`, the
    /// view model let go if `lettingGo`.
    static func activityStories(
        work: String, values: [String], examples: [ActivityStory], edgeCases: [ActivityStory],
        subscribers: Bool, lettingGo: Bool, endings: ScriptEndings
    ) -> Inputs<ActivityStory> {
        Inputs(
            examples: examples, edgeCases: edgeCases,
            make: { random, size in
                let length = 3 + size
                let activity = random.script(
                    ticks: 1...length, values: ["t", "f"], maxValues: min(6, 1 + size / 2),
                    endings: ScriptEndings(completed: 0, error: 0))
                let runs = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    random.script(ticks: 1...4, values: values, maxValues: 2, endings: endings)
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
                }
                if lettingGo, random.chance(0.25) {
                    story.letGoAt = Int.random(in: 1...(length + 2), using: &random)
                }
                return story
            },
            smaller: smallerActivityStories)
    }
}

/// Simpler activity stories: without the late subscriber, the disposal or
/// letting go; subscribed at 0; one change or one run fewer; a simpler run.
private func smallerActivityStories(_ story: ActivityStory) -> [ActivityStory] {
    var candidates: [ActivityStory] = []
    func with(_ change: (inout ActivityStory) -> Void) {
        var changed = story
        change(&changed)
        candidates.append(changed)
    }
    if story.lateSubscriberAt != nil { with { $0.lateSubscriberAt = nil } }
    if story.disposeAt != nil { with { $0.disposeAt = nil } }
    if story.letGoAt != nil { with { $0.letGoAt = nil } }
    if story.subscribeAt != 0 { with { $0.subscribeAt = 0 } }
    for activity in Shrink.events(story.activity, earliest: 1) {
        with { $0.activity = activity }
    }
    if story.runs.count > 1 { with { $0.runs.removeLast() } }
    for (index, run) in story.runs.enumerated() {
        for simpler in Shrink.events(run, earliest: 1) {
            with { $0.runs[index] = simpler }
        }
    }
    return candidates
}
