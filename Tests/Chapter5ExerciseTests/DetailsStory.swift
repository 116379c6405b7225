import ExerciseGrading
import Pixels
import PixelsExerciseSupport
import ReactiveTesting

/// A story for exercise 5.6: which photo the page shows, what fetching its
/// details and downloading its image answer (each counted from its own
/// start), and when the page subscribes, closes, and is joined by a second
/// subscriber.
struct DetailsStory: CustomStringConvertible {
    /// Which of `FakeImporter.samplePhotos` the page shows.
    var photo: Int
    /// What `fetchDetails` answers from its subscription: `d`, then `|` or `#`.
    var details: [Recorded<String>]
    /// What `downloadFullSize` answers from its subscription: `i`, then `|` or `#`.
    var download: [Recorded<String>]
    /// When the page subscribes to the result.
    var subscribeAt = 0
    /// When the page closes, disposing its subscription, if it does.
    var disposeAt: Int?
    /// When a second subscriber subscribes, if one does.
    var lateSubscriberAt: Int?

    /// The last tick at which anything is scheduled to happen.
    var lastTick: Int {
        let starts = [subscribeAt, disposeAt ?? 0, lateSubscriberAt ?? 0].max() ?? 0
        return starts + (details.last?.time ?? 0) + (download.last?.time ?? 0)
    }

    /// The story, one line per part.
    var description: String {
        func drawn(_ script: [Recorded<String>]) -> String {
            script.isEmpty ? "(sends nothing)" : Marbles.render(script)
        }
        let shown = FakeImporter.samplePhotos[photo]
        var subscription = "subscribed at \(subscribeAt)"
        if let disposeAt { subscription += ", disposed at \(disposeAt) (the page closes)" }
        if let lateSubscriberAt { subscription += ", a second subscriber at \(lateSubscriberAt)" }
        return [
            "photo: \(describe(shown.name)) (\(shown.id)), from the listing",
            "fetchDetails(photo) (cold): \(drawn(details))",
            "downloadFullSize(d) (cold): \(drawn(download))",
            subscription,
        ].joined(separator: "\n")
    }
}

extension Inputs where Input == DetailsStory {
    /// The task's story, a failed download, failed details, a page that
    /// closes while the download runs, details that complete late or never,
    /// then generated stories.
    static var detailsStories: Inputs<DetailsStory> {
        func story(
            _ details: String, _ download: String, disposeAt: Int? = nil,
            lateSubscriberAt: Int? = nil
        ) -> DetailsStory {
            DetailsStory(
                photo: 0, details: Story.events(details), download: Story.events(download),
                disposeAt: disposeAt, lateSubscriberAt: lateSubscriberAt)
        }
        return Inputs(
            examples: [story("--(d|)", "---(i|)")],
            edgeCases: [
                story("--(d|)", "--#"), story("-#", "---(i|)"),
                story("--(d|)", "----(i|)", disposeAt: 4), story("--d---|", "--(i|)"),
                story("--d", "--(i|)"), story("-(d|)", "------", disposeAt: 5),
                story("--(d|)", "---(i|)", lateSubscriberAt: 3), story("--|", "--(i|)"),
            ],
            make: { random, size in
                let details = random.script(
                    ticks: 1...3, values: ["d"], maxValues: 1,
                    endings: ScriptEndings(completed: 0.8, error: 0.15))
                let download = random.script(
                    ticks: 1...max(1, size / 2 + 1), values: ["i"], maxValues: 1,
                    endings: ScriptEndings(completed: 0.7, error: 0.2))
                let subscribeAt = random.chance(0.15) ? Int.random(in: 1...2, using: &random) : 0
                return DetailsStory(
                    photo: Int.random(in: 0...2, using: &random), details: details,
                    download: download, subscribeAt: subscribeAt,
                    disposeAt: random.chance(0.35)
                        ? subscribeAt + Int.random(in: 1...7, using: &random) : nil,
                    lateSubscriberAt: random.chance(0.2)
                        ? Int.random(in: 1...6, using: &random) : nil)
            },
            smaller: { story in
                var candidates: [DetailsStory] = []
                func with(_ change: (inout DetailsStory) -> Void) {
                    var changed = story
                    change(&changed)
                    candidates.append(changed)
                }
                if story.lateSubscriberAt != nil { with { $0.lateSubscriberAt = nil } }
                if story.disposeAt != nil { with { $0.disposeAt = nil } }
                if story.subscribeAt > 0 {
                    with {
                        $0.subscribeAt -= 1
                        $0.disposeAt = $0.disposeAt.map { $0 - 1 }
                    }
                }
                if story.photo > 0 { with { $0.photo = 0 } }
                for details in Shrink.events(story.details, earliest: 1) {
                    with { $0.details = details }
                }
                for download in Shrink.events(story.download, earliest: 1) {
                    with { $0.download = download }
                }
                return candidates
            })
    }
}
