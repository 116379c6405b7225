import Chapter3Calls
import ExerciseGrading
import Testing

@testable import ExerciseGraders

/// Chapter 3's generators reach the whole of what their tasks allow: these
/// tests read the inputs they make, without running any answer.
@Suite("Chapter 3's inputs")
struct Chapter3InputsTests {
    @Test("3.1's texts have every length, 13 to 199 characters too")
    func textsWithoutHoles() {
        let texts = Inputs<String>.texts(of: ["a", "@"]).all(seed: Seed(1))
        #expect(texts.filter { (13...199).contains($0.count) }.count >= 5)
        #expect(texts.contains { $0.count > 1000 })
    }

    @Test("3.3's doorbell is heard by more than ten subscribers too")
    func manySubscribers() {
        let inputs = Inputs<DoorbellVisit>.doorbellVisits(examples: [])
        let visits = inputs.all(seed: Seed(2))
        #expect(inputs.edgeCases.contains { $0.subscribers.count == 11 })
        #expect(visits.dropFirst(inputs.edgeCases.count).contains { $0.subscribers.count > 11 })
    }

    @Test("3.7's stories make more than ten streams too")
    func manyStreams() {
        let inputs = Inputs<BellStory>.bellStories(examples: [])
        let streams = inputs.all(seed: Seed(3)).map { story in
            story.steps.filter {
                if case .makeStream = $0 { return true }
                return false
            }.count
        }
        #expect(streams.contains(11))
        #expect(streams.dropFirst(inputs.edgeCases.count).contains { $0 > 11 })
    }
}
