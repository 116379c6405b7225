import Chapter6Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting
import Testing

@testable import ExerciseGraders

/// Chapter 6's graders try the whole domain: these tests read the inputs
/// they make, and check that shrinking a failing input always moves.
@Suite("Chapter 6's inputs")
struct Chapter6Inputs {
    @Test("6.4's stories reach dozens of screens, imports that find nothing, and second lists")
    func galleryStoriesReachDozensOfScreens() throws {
        let grader = try #require(Graders.grader(for: "6.4"))
        #expect(grader.id == "6.4")
        let stories = Inputs<ActivityStory>.activityStories(
            work: "import", values: ["p", "q", "e"], examples: [], edgeCases: [],
            subscribers: true, screens: 41, lettingGo: true, endings: .mixed
        ).all(seed: Seed(5), count: 300)
        let screens = stories.map {
            1 + ($0.lateSubscriberAt == nil ? 0 : 1) + $0.moreSubscribersAt.count
        }
        #expect(screens.allSatisfy { $0 <= 41 })
        #expect(screens.contains { $0 >= 6 })
        #expect(screens.contains { $0 > 10 }, "more screens than the task mentions")
        #expect(stories.contains { $0.runs.contains { $0.compactMap(\.event.value).count >= 2 } })
        #expect(stories.contains { $0.runs.contains { $0.contains { $0.event.value == "e" } } })
    }

    @Test("6.5's stories hold 0 to 40 pages, and indices past the end, -1, Int.min, Int.max")
    func pagerStoriesCoverTheDomain() {
        let inputs = Inputs<PagerStory>.pagerStories
        let stories = inputs.all(seed: Seed(6), count: 300)
        #expect(Set(stories.map(\.pageCount)).isSuperset(of: 0...7))
        #expect(stories.contains { $0.pageCount == 11 })
        #expect(stories.allSatisfy { (0...40).contains($0.pageCount) })
        #expect(stories.dropFirst(inputs.edgeCases.count + 1).contains { $0.pageCount > 20 })
        let indices = Set(
            stories.flatMap { story in
                (story.story.sources.first { $0.name == "current" }?.events ?? [])
                    .compactMap(\.event.value).map(story.index)
            })
        #expect(indices.isSuperset(of: [-1, Int.min, Int.max, 0, 1, 2, 3, 10]))
        for story in stories {
            #expect(inputs.smaller(story).allSatisfy { $0 != story })
        }
    }

    @Test("6.6 runs the family on benches showing photos of every kind")
    func familyBenchesShowEveryPhoto() {
        let trials = Inputs<PageTrial>.pageFamily.all(seed: Seed(7), count: 40)
        #expect(Set(trials.map(\.photo)) == Set(PageTrial.photos.indices))
        #expect(trials.contains { $0.flaw == nil && $0.photo != 0 })
        #expect(PageTrial.photos.contains { $0.name.isEmpty })
        #expect(PageTrial.photos.contains { $0.rating >= 100 })
    }

    @Test("6.1 shrinks a typed text to plain \"ash\" when the failure does not need the text")
    func loginStoriesShrinkToPlainText() {
        let story = Story(["username": "-c", "password": "--g"], order: ["username", "password"])
        let typing = SourcePlan("username", values: LoginTexts.letters, plainest: "b")
        var password = typing
        password.name = "password"
        let smaller = Inputs<Story>.stories([typing, password]).smaller(story)
        #expect(
            smaller.contains(
                Story(["username": "-b", "password": "--g"], order: ["username", "password"])))
        #expect(smaller.allSatisfy { $0 != story })
    }
}

/// The mistakes chapter 6's graders once named wrongly, and the slips the
/// wider inputs now show: each message must name the real one.
@Suite("Chapter 6's diagnoses")
struct Chapter6Diagnoses {
    /// A 6.3 trace: the flag's timeline and the download's runs.
    private func trace(_ flag: [Recorded<String>], _ runs: [SubscriptionSpan]) -> Trace {
        var trace = Trace()
        trace.timeline("loading", flag)
        trace.spans("the download", runs)
        return trace
    }

    @Test("6.3: a merged download that ends the spinner early is called a merge, not an image")
    func mergedDownloadIsCalledAMerge() throws {
        // Active at 1, inactive at 3, active again at 5; each run takes 4 ticks.
        let story = ActivityStory(
            activity: [.next(1, "t"), .next(3, "f"), .next(5, "t")],
            runs: [[.next(4, "i"), .completed(4)]], work: "download")
        let expected = trace(
            [.next(0, "f"), .next(1, "t"), .next(3, "f"), .next(5, "t"), .next(9, "f")],
            [SubscriptionSpan(1, 3), SubscriptionSpan(5, 9)])
        let merged = trace(
            [.next(0, "f"), .next(1, "t"), .next(3, "f"), .next(5, "t"), .next(5, "f")],
            [SubscriptionSpan(1, 5), SubscriptionSpan(5, 9)])
        let diagnosis = try #require(
            Graders.diagnoseLoading(story, expected: expected, got: merged))
        #expect(diagnosis.because.en.contains("switchToLatest"), "\(diagnosis.because.en)")
        #expect(!diagnosis.because.en.contains("first image"), "\(diagnosis.because.en)")
    }

    @Test("6.3: the flatMap slip is graded as a merge whatever the seed")
    func neverCancelsIsAMerge() async {
        let report = await verdict(on: "6.3", mutant: "neverCancels")
        #expect(report.status == .wrong)
        #expect(report.message.contains("don't merge") || report.message.contains("merges"))
    }

    @Test("6.1: a field trimmed of its spaces is told from a field never read again")
    func trimmingIsToldFromSampling() async {
        let trimming = await verdict(on: "6.1", mutant: "trimsSpaces")
        #expect(trimming.message.contains("don't trim"), "\(trimming.message)")
        let sampling = await verdict(on: "6.1", mutant: "samplesThePassword")
        #expect(sampling.message.contains("Typing into the password changed nothing"))
    }

    @Test("6.4: an import that found no photos is imported again, and that is what is said")
    func emptyImportIsRetried() async {
        let report = await verdict(on: "6.4", mutant: "remembersItImported")
        #expect(report.message.contains("found no photos"), "\(report.message)")
    }
}
