import ExerciseHarness
import Foundation
import Reactive
import ReactiveTesting

/// What each letter of a 6.2 story's feed sends: ratings of every kind.
public enum LiveRatings {
    /// The ratings, by letter.
    static let ratings: [String: Double] = [
        "a": 97.256, "b": 97.25, "c": 99.999, "d": 98.4, "e": 96.2, "f": 100, "g": 150.5,
        "h": 1_234_567.89, "i": -3.14159, "j": -0.0, "k": 0.005, "l": 1e300, "m": .infinity,
        "n": .nan, "o": 97.125, "p": 0.125,
    ]

    /// The letters the feed sends.
    public static let letters = [
        "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p",
    ]

    /// What the letters of a 6.2 story stand for.
    public static let legend = """
        where active's t = the view model becomes active, f = it becomes inactive,
          and | or # = it goes away;
          ratings' a = 97.256, b = 97.25, c = 99.999, d = 98.4, e = 96.2, f = 100, g = 150.5,
          h = 1234567.89, i = -3.14159, j = -0.0, k = 0.005, l = 1e300, m = infinity, n = NaN,
          o = 97.125, p = 0.125 (exactly halfway, which %.2f rounds to even)
        """
}

extension Chapter6Calls {
    /// Plays a 6.2 story: the view model's activity follows `active`, and it
    /// goes away when `active` ends; writes down the texts, the feed's
    /// subscriptions, and whether the view model was freed.
    static func playRating(_ story: Story, _ functions: Chapter6Functions) -> Trace {
        let stage = Stage(story)
        let holder = Locked<ViewModel?>(ViewModel())
        weak let watched = holder.withLock { $0 }
        let goAway: @Sendable () -> Void = { holder.withLock { $0 = nil } }
        stage.source("active").subscribe(
            next: { letter in holder.withLock { $0 }?.isActive = letter == "t" },
            error: { _ in goAway() }, completed: goAway)
        let feed = stage.source("ratings").map { LiveRatings.ratings[$0] ?? 0 }
        let text = functions.liveRatingText(holder.withLock { $0! }, feed)
        let screen = stage.scheduler.record(
            text, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let late = story.lateSubscriberAt.map {
            stage.scheduler.record(text, subscribeAt: $0, disposeAt: story.lateDisposeAt)
        }
        stage.scheduler.advance(to: story.lastTick + 4)

        var trace = Trace()
        trace.timeline("the text", screen.events) { $0.debugDescription }
        if let late {
            trace.timeline("the text, for the late subscriber", late.events) { $0.debugDescription }
        }
        trace.spans("ratings", stage.spans(ofSource: "ratings", in: story))
        if story.sources[0].events.contains(where: \.event.isTerminal) {
            trace.fact(
                "the view model, once gone",
                watched == nil ? "freed" : "still alive: something holds on to it")
        }
        return trace
    }
}
