import ExerciseHarness
import Reactive
import ReactiveTesting
import Testing

@testable import ExerciseGrading

/// Stories with a cold source and two subscribers who come and go, for the
/// exercises about sharing one subscription (publish, replay): the source is
/// played afresh from each subscription, and the latecomer may leave.
@Suite("Sharing stories")
struct SharingStoryTests {
    private let stories = Inputs.sharingStories(source: "feed")

    private let shared: (Stage) -> Signal<String> = { stage in
        stage.source("feed").publish().autoconnect()
    }

    @Test("a cold source plays from each subscription, and the latecomer leaves when told")
    func playback() {
        let story = Story(
            ["feed": "-a-b-c-d|"], cold: ["feed"], subscribeAt: 1, disposeAt: 4,
            lateSubscriberAt: 2, lateDisposeAt: 6)
        let cold = Playback(story, horizon: 12) { $0.source("feed") }
        #expect(cold.events == [.next(2, "a")])
        #expect(cold.lateEvents == [.next(3, "a"), .next(5, "b")])
        #expect(
            cold.subscriptions
                == [.init(what: "feed", spans: [SubscriptionSpan(1, 4), SubscriptionSpan(2, 6)])])
        let sharedPlayback = Playback(story, horizon: 12, shared)
        #expect(sharedPlayback.lateEvents == [.next(2, "a"), .next(4, "b")])
        #expect(
            sharedPlayback.subscriptions == [.init(what: "feed", spans: [SubscriptionSpan(1, 6)])])
    }

    @Test("a story with a cold source prints it as cold, and when the latecomer leaves")
    func description() {
        let story = Story(
            ["feed": "-a-b|"], cold: ["feed"], subscribeAt: 1, disposeAt: 8, lateSubscriberAt: 4,
            lateDisposeAt: 12)
        #expect(
            story.description == """
                feed: -a-b|   cold, from each subscription
                subscribed at 1, disposed at 8, a late subscriber at 4, who leaves at 12
                """)
        #expect(story.lastTick == 12)
    }

    @Test("the stories hold every case a sharing exercise must get right")
    func coverage() {
        let all = stories.all(seed: Seed(5), count: 200)
        let generated = Array(all.dropFirst(stories.edgeCases.count))
        for inputs in [stories.edgeCases, generated] {
            #expect(inputs.allSatisfy { $0.sources.allSatisfy(\.isCold) })
            #expect(
                inputs.contains { story in
                    guard let late = story.lateSubscriberAt, let leaves = story.lateDisposeAt
                    else { return false }
                    return late > story.subscribeAt && leaves < (story.disposeAt ?? .max)
                }, "the latecomer leaves first")
            #expect(
                inputs.contains { story in
                    guard let late = story.lateSubscriberAt, let left = story.disposeAt else {
                        return false
                    }
                    return late > left
                }, "everyone left before the latecomer came")
            #expect(
                inputs.contains { story in
                    let end = story.sources[0].events.last { $0.event.isTerminal }?.time
                    return end.map { story.subscribeAt + $0 < story.lateSubscriberAt ?? 0 } ?? false
                }, "the latecomer comes after the source ended")
            #expect(
                inputs.contains { $0.sources[0].events.contains { $0.event.error != nil } },
                "the source fails")
            #expect(
                inputs.contains { $0.sources[0].events.filter { $0.event.value != nil }.count > 2 },
                "more values than a replay of two keeps")
            #expect(inputs.contains { $0.subscribeAt > 0 }, "a late first subscription")
        }
    }

    @Test("an unshared answer is caught by the source's subscriptions")
    func unsharedIsCaught() {
        let error = #expect(throws: WrongAnswer.self) {
            try compareStories(
                "shareFeed(feed)", played { $0.source("feed") }, with: played(shared), on: stories,
                seed: Seed(3))
        }
        #expect(
            error?.comparison.en == """
                in this story:
                  feed: (sends nothing)   cold, from each subscription
                  subscribed at 0, a late subscriber at 1
                subscriptions to feed, ^ subscribed and ! disposed:
                  expected: ^    (subscribed at 0, never disposed)
                  got:      ^    (subscribed at 0, never disposed)
                            -^   (subscribed at 1, never disposed)
                """)
    }

    @Test("every simpler story differs from the story, so shrinking always ends")
    func simplerDiffers() {
        let typing = Inputs.stories(sources: ["queries"], inner: "search")
        let all = stories.all(seed: Seed(8), count: 100) + typing.all(seed: Seed(8), count: 100)
        for story in all {
            #expect(!story.simpler.contains(story), "\(story)")
        }
    }
}
