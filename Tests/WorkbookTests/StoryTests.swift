import ExerciseHarness
import Reactive
import ReactiveTesting
import Testing
import WorkbookKit

@testable import ExerciseGrading

/// Time stories for signal exercises: generated and hand-picked, played on a
/// fresh `TestScheduler` per answer, compared as whole timelines and
/// subscription spans, and shrunk to the smallest story that fails.
@Suite("Time stories")
struct StoryTests {
    private let stories = Inputs.stories(sources: ["queries"], inner: "search")

    private func latest(_ stage: Stage) -> Signal<String> {
        stage.source("queries").map(stage.inner).switchToLatest()
    }

    @Test("the stories hold every case a signal exercise must get right")
    func coverage() {
        let all = stories.all(seed: Seed(4), count: 200)
        let generated = all.dropFirst(stories.edgeCases.count)
        for inputs in [Array(stories.edgeCases), Array(generated)] {
            let scripts = inputs.map { $0.sources[0].events }
            #expect(
                scripts.contains { events in
                    Set(events.map(\.time)).count < events.count
                }, "values in the same tick")
            #expect(
                scripts.contains { $0.contains { $0.event.isTerminal && $0.event.error == nil } })
            #expect(
                scripts.contains { $0.last?.event.error != nil && $0.count > 1 }, "error mid-stream"
            )
            #expect(scripts.contains { !($0.last?.event.isTerminal ?? false) }, "never ends")
            #expect(inputs.contains { $0.disposeAt != nil }, "early disposal")
            #expect(inputs.contains { $0.lateSubscriberAt != nil }, "late subscriber")
            #expect(inputs.contains { $0.subscribeAt > 0 }, "late first subscription")
            #expect(
                inputs.contains { story in
                    let outerEnd = story.sources[0].events.last { $0.event.isTerminal }?.time ?? 0
                    let lastValue =
                        story.sources[0].events.last { $0.event.value != nil }?.time ?? 0
                    let innerLength = story.inner?.events.last?.time ?? 0
                    return outerEnd > 0 && lastValue + innerLength > outerEnd
                }, "the source completes while an inner signal still runs")
        }
    }

    @Test("the same signal as the reference passes every story, on every seed tried")
    func samePasses() throws {
        for seed in 0..<10 {
            try compareStories(
                "latest", played(latest), with: played(latest), on: stories,
                seed: Seed(UInt64(seed)))
        }
    }

    @Test("flatMap in place of switchToLatest fails with the smallest story and both timelines")
    func mergingIsCaught() {
        let merging: (Stage) -> Signal<String> = { stage in
            stage.source("queries").flatMap(stage.inner)
        }
        let error = #expect(throws: WrongAnswer.self) {
            try compareStories(
                "latestResults(for: queries, search: search)", played(merging),
                with: played(latest), on: stories, seed: Seed(1), hint: 2)
        }
        let comparison = error?.comparison.en ?? ""
        #expect(error?.call.en == "latestResults(for: queries, search: search)")
        #expect(error?.hint == 2)
        #expect(comparison.hasPrefix("in this story:\n  queries:"))
        #expect(error?.explanation?.en.contains("smallest failing story found among") == true)
        // The smallest story: two queries in one tick, and searches that send nothing. The
        // reference drops the first search at once; flatMap keeps it.
        #expect(
            comparison == """
                in this story:
                  queries:   -(ab)
                  search(x): (sends nothing)   from each subscription
                  subscribed at 0
                subscriptions to search("a"), ^ subscribed and ! disposed:
                  expected: -^!   (subscribed at 1, disposed at 1)
                  got:      -^    (subscribed at 1, never disposed)
                """)
    }

    @Test("what the grader recognises in the difference comes first, with its own hint")
    func diagnosisComesFirst() {
        let merging: (Stage) -> Signal<String> = { stage in
            stage.source("queries").flatMap(stage.inner)
        }
        let error = #expect(throws: WrongAnswer.self) {
            try compareStories(
                "latestResults(for: queries, search: search)", played(merging),
                with: played(latest), on: stories, seed: Seed(1), hint: 1,
                because: Bilingual(en: "The legend.", zh: "图例。"),
                diagnose: { story, expected, got in
                    got.subscriptions == expected.subscriptions
                        ? nil
                        : Diagnosis(
                            hint: 3, en: "An older search was never disposed.", zh: "旧的搜索从没被释放。")
                })
        }
        #expect(error?.hint == 3)
        #expect(
            error?.explanation?.en.hasPrefix("An older search was never disposed.\n  The legend.")
                == true)
    }

    @Test("values too long for one legend line get a line each, lined up")
    func longLegends() {
        let long = String(repeating: "failed: the disk is full ", count: 3)
        let wordy: (Stage) -> Signal<String> = { $0.source("queries").map { long + $0 } }
        let louder: (Stage) -> Signal<String> = { $0.source("queries").map { long + $0 + "!" } }
        let error = #expect(throws: WrongAnswer.self) {
            try compareStories(
                "wordy", played(louder), with: played(wordy), on: stories, seed: Seed(1))
        }
        let lines = error?.comparison.en.split(separator: "\n").map(String.init) ?? []
        let start = lines.firstIndex { $0.hasPrefix("where A = ") } ?? lines.endIndex
        #expect(start + 1 < lines.count && lines[start + 1].hasPrefix("      B = "))
        #expect(lines.allSatisfy { $0.count <= 100 })
    }

    @Test("events that draw the same, such as two errors, are shown with the first that differs")
    func sameDrawing() {
        let failing: (Stage) -> Signal<String> = {
            $0.source("queries").concat(Signal.error(TestError("disk full")))
        }
        let other: (Stage) -> Signal<String> = {
            $0.source("queries").concat(Signal.error(TestError("no network")))
        }
        let error = #expect(throws: WrongAnswer.self) {
            try compareStories(
                "save()", played(other), with: played(failing),
                on: .stories(sources: ["queries"]), seed: Seed(3))
        }
        let comparison = error?.comparison.en ?? ""
        #expect(comparison.contains("the same drawing, but event 1 differs:"))
        #expect(comparison.contains("expected: error(disk full)@1"))
        #expect(comparison.contains("got:      error(no network)@1"))
    }

    @Test("a cold answer where one subscription should be shared is caught by the spans")
    func sharingIsCaught() {
        let shared: (Stage) -> Signal<String> = { $0.source("queries").publish().autoconnect() }
        let cold: (Stage) -> Signal<String> = { $0.source("queries") }
        let error = #expect(throws: WrongAnswer.self) {
            try compareStories(
                "shareFeed(feed)", played(cold), with: played(shared),
                on: .stories(sources: ["queries"]), seed: Seed(2))
        }
        #expect(error?.comparison.en.contains("subscriptions to queries") == true)
        #expect(error?.comparison.en.contains("a late subscriber at") == true)
    }

    @Test("a story with a tick of its own plays on a scheduler of that tick, and says so")
    func ticks() {
        let story = Story(["text": "-a--b|"], tick: .milliseconds(500))
        let delayed = Playback(story, horizon: 4) {
            $0.source("text").delay(.seconds(1), on: $0.scheduler)
        }
        #expect(delayed.events == [.next(3, "a"), .next(6, "b"), .completed(7)])
        #expect(story.description == "text: -a--b|\nsubscribed at 0; a tick is 500 ms")
        #expect(!Story(["text": "-a|"]).description.contains("a tick is"))
    }

    @Test("a story prints as marbles, one line per source, then the subscriptions")
    func description() {
        let story = Story(["queries": "-a--b-|"], inner: ("search", "--1-(2|)"), disposeAt: 5)
        #expect(
            story.description == """
                queries:   -a--b-|
                search(x): --1-(2|)   from each subscription, sending "x1", "x2"
                subscribed at 0, disposed at 5
                """)
    }
}
