import ExerciseHarness
import Reactive
import ReactiveTesting

/// A story for exercise 6.5: how many pages the pager holds, what the
/// pager's activity and `current` send (`story`), and when
/// `activateCurrentPage` is called (`story.subscribeAt`).
public struct PagerStory: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The pager's activity (`pager`) and the index (`current`).
    public var story: Story
    /// How many pages there are: 0 or more.
    public var pageCount: Int

    /// A story of `pageCount` pages.
    public init(_ story: Story, pages pageCount: Int = 3) {
        self.story = story
        self.pageCount = pageCount
    }

    /// The index each letter of `current` sends, for `pageCount` pages.
    public func index(_ letter: String) -> Int {
        switch letter {
        case "a": 0
        case "b": 1
        case "c": 2
        case "d": pageCount
        case "e": -1
        case "f": Int.min
        case "g": Int.max
        case "h": pageCount - 1
        default: 0
        }
    }

    /// The letters `current` sends.
    public static let letters = ["a", "b", "c", "d", "e", "f", "g", "h"]

    /// The story, when `activateCurrentPage` is called, and what the letters stand for.
    public var description: String {
        let lines = story.description.split(separator: "\n").dropLast().map(String.init)
        let pages =
            pageCount == 0
            ? "no pages at all"
            : "\(pageCount) page\(pageCount == 1 ? "" : "s"), 0 to \(pageCount - 1)"
        return
            (lines + [
                "\(pages); activateCurrentPage called at \(story.subscribeAt)",
                "where pager's t = the pager becomes active, f = inactive, | or # = it goes away;",
                "  current's a = 0, b = 1, c = 2, d = \(pageCount) (just past the last page), e = -1,",
                "  f = Int.min, g = Int.max, h = \(pageCount - 1) (the last page);",
                "  the pages' t = active, f = inactive",
            ]).joined(separator: "\n")
    }
}

extension Chapter6Calls {
    /// Plays a 6.5 story: the pager's activity follows `pager`, and the pager
    /// goes away when `pager` ends; writes down each page's activity, the
    /// subscriptions to `current`, and whether the pager was freed.
    static func playPager(_ pagerStory: PagerStory, _ functions: Chapter6Functions) -> Trace {
        let story = pagerStory.story
        let stage = Stage(story)
        let pages = (0..<pagerStory.pageCount).map { _ in ViewModel() }
        let holder = Locked<ViewModel?>(ViewModel())
        weak let watched = holder.withLock { $0 }
        let goAway: @Sendable () -> Void = { holder.withLock { $0 = nil } }
        stage.source("pager").subscribe(
            next: { letter in holder.withLock { $0 }?.isActive = letter == "t" },
            error: { _ in goAway() }, completed: goAway)
        let current = stage.source("current").map { pagerStory.index($0) }
        let activity = pages.map { stage.scheduler.record($0.isActiveSignal) }
        // Called before the story's first tick, or at a later tick after its events.
        if story.subscribeAt > 0 { stage.scheduler.advance(to: story.subscribeAt) }
        if let pager = holder.withLock({ $0 }) {
            functions.activateCurrentPage(pages, pager, current)
        }
        stage.scheduler.advance(to: story.lastTick + 4)

        var trace = Trace()
        for (index, recorder) in activity.enumerated() {
            trace.timeline("page \(index).isActive", recorder.events) { $0 ? "t" : "f" }
        }
        trace.spans("current", stage.spans(ofSource: "current", in: story))
        if story.sources[0].events.contains(where: \.event.isTerminal) {
            trace.fact(
                "the pager, once gone",
                watched == nil ? "freed" : "still alive: something holds on to it")
        }
        return withExtendedLifetime(pages) { trace }
    }
}
