import ExerciseGrading
import ReactiveTesting
import Testing

/// The typing and touch stories that chapter 4's graders generate hold the
/// cases their tasks name, on any seed.
@Suite("Chapter 4's typing and touch stories")
struct StoryShapeTests {
    @Test("typing stories pause 1, 2 and 3 ticks, clear the field, repeat terms and end mid-burst")
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
        #expect(Set(texts.flatMap(gaps)).isSuperset(of: [0, 1, 2, 3]))
        #expect(texts.contains { $0.contains { $0.event.value == "e" } }, "a cleared field")
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
    }

    @Test("touch stories alternate, end downs mid-drag, and shrink only to alternating stories")
    func touches() {
        let inputs = TouchStories.inputs(examples: [], edgeCases: Exercise4_5.edgeCases)
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
        #expect(!TouchStories.alternates(Story(["downs": "-d-d", "ups": "---u"])))
    }
}
