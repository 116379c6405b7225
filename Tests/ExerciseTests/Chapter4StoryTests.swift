import Chapter4Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting
import Testing

@testable import ExerciseGraders

/// The typing, touch and crowd stories that chapter 4's graders generate
/// hold the cases their tasks name, on any seed.
@Suite("Chapter 4's typing, touch and crowd stories")
struct Chapter4StoryTests {
    @Test(
        "typing stories pause around 2 seconds, on whole and half-second ticks, and end mid-burst")
    func typing() {
        let stories = TypingStories.inputs(
            examples: [], edgeCases: [], closing: true, searching: true
        )
        .all(seed: Seed(11), count: 200)
        let texts = stories.map { $0.sources[0].events }
        func gaps(_ events: [Recorded<String>]) -> Set<Int> {
            let times = events.filter { $0.event.value != nil }.map(\.time)
            return Set(zip(times, times.dropFirst()).map { $1 - $0 })
        }
        let halves = stories.filter { $0.tick == .milliseconds(500) }
        let wholes = stories.filter { $0.tick == nil }
        #expect(!halves.isEmpty && !wholes.isEmpty)
        #expect(Set(wholes.flatMap { gaps($0.sources[0].events) }).isSuperset(of: [0, 1, 2, 3]))
        #expect(Set(halves.flatMap { gaps($0.sources[0].events) }).isSuperset(of: [3, 4, 5]))
        #expect(texts.contains { $0.contains { $0.event.value == "e" } }, "a cleared field")
        #expect(texts.contains { $0.contains { $0.event.value == "s" } }, "a space typed")
        #expect(
            texts.contains { events in
                let values = events.compactMap(\.event.value)
                return Set(values).count < values.count
            }, "a term typed again")
        #expect(
            texts.contains { events in
                guard let end = events.last, end.event.isTerminal, events.count > 1 else {
                    return false
                }
                return end.time - events[events.count - 2].time < 2
            }, "the text ends mid-burst")
        #expect(texts.contains { $0.last?.event.error != nil }, "the text fails")
        #expect(stories.contains { !$0.sources[1].events.isEmpty }, "the screen closes")
        #expect(stories.contains { $0.inner?.events.last?.event.error != nil }, "a search fails")
        #expect(stories.contains { $0.disposeAt != nil }, "early disposal")
        #expect(stories.contains { $0.lateSubscriberAt != nil }, "a late subscriber")
        #expect(halves.flatMap(\.simpler).allSatisfy { $0.tick == .milliseconds(500) })
    }

    @Test(
        "touch stories alternate, end downs mid-drag, move to 0 and Int.min, and shrink alternating"
    )
    func touches() {
        let inputs = TouchStories.inputs(examples: [], edgeCases: [])
        let stories = inputs.all(seed: Seed(12), count: 200)
        #expect(stories.allSatisfy(TouchStories.alternates))
        #expect(stories.flatMap(inputs.smaller).allSatisfy(TouchStories.alternates))
        #expect(
            stories.contains { story in
                let downs = story.sources[0].events
                let lifts = story.sources[2].events.map(\.time)
                guard let end = downs.last, end.event.isTerminal,
                    let touch = downs.last(where: { $0.event.value != nil })
                else { return false }
                return !lifts.contains { $0 >= touch.time && $0 <= end.time }
            }, "downs ends mid-drag")
        #expect(
            stories.contains { story in
                let touches = story.sources[0].events.filter { $0.event.value != nil }.map(\.time)
                return touches.contains(where: story.sources[2].events.map(\.time).contains)
            }, "a touch and a lift in one tick")
        let positions = Set(
            stories.flatMap { $0.sources[1].events.compactMap(\.event.value) }
                .map(Chapter4Letters.position))
        #expect(positions.isSuperset(of: [0, -1, Int.max, Int.min, 1, 9]))
        #expect(!TouchStories.alternates(Story(["downs": "-d-d", "ups": "---u"])))
    }

    @Test("crowds bring 1 to 41 subscribers, some after everyone left, and long sources")
    func crowds() {
        let inputs = Inputs<Crowd>.crowds(examples: [])
        let crowds = inputs.all(seed: Seed(13), count: 150)
        #expect(crowds.allSatisfy { (1...41).contains($0.subscribers.count) })
        #expect(crowds.contains { $0.subscribers.count == 10 })
        #expect(crowds.contains { $0.subscribers.count == 11 })
        #expect(crowds.dropFirst(inputs.edgeCases.count).contains { $0.subscribers.count > 20 })
        #expect(crowds.contains { $0.source.count >= 30 })
        #expect(crowds.contains { $0.source.last?.event.error != nil })
        #expect(
            crowds.contains { crowd in
                let left = crowd.subscribers.compactMap(\.until).max() ?? .max
                return crowd.subscribers.allSatisfy { $0.until != nil || $0.from > left }
                    && crowd.subscribers.contains { $0.from > left }
            }, "someone comes after everyone else left")
        #expect(crowds.flatMap(inputs.smaller).allSatisfy { !$0.subscribers.isEmpty })
    }

    @Test("typed terms have two letters to hundreds, some starting like the last")
    func longTerms() {
        let inputs = TypingStories.inputs(examples: [], edgeCases: [])
        let texts = inputs.all(seed: Seed(14), count: 100).flatMap { story in
            (story.sources.first { $0.name == "text" }?.events ?? []).compactMap(\.event.value)
                .map(Chapter4Letters.text)
        }
        #expect(texts.contains { $0.count == 2 })
        #expect(texts.contains { $0.count > 100 })
        #expect(texts.contains("swift") && texts.contains("swift signals"))
        #expect(Set(texts.filter { !$0.isEmpty }.map(\.first)).count < Set(texts).count)
    }

    @Test("4.7 reads with more than fifty readers too")
    func manyReaders() {
        let inputs = Inputs<SharingCall>.sharingCalls(examples: [])
        let calls = inputs.all(seed: Seed(15))
        #expect(inputs.edgeCases.contains { $0.readers == 51 })
        #expect(calls.dropFirst(inputs.edgeCases.count).contains { $0.readers > 51 })
        #expect(calls.allSatisfy { Set($0.order) == Set(0..<$0.readers) })
    }
}
