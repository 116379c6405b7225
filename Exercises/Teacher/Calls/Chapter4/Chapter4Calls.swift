import ExerciseHarness
import Reactive

/// The calls the judge makes into chapter 4's answers, and how an answer
/// program plays each on its table of functions.
public enum Chapter4Calls {
    /// The table the calls play on.
    public typealias Functions = Chapter4Functions

    /// How many ticks a story plays on after its last event.
    static let horizon = 12

    /// 4.1: `shareFeed(feed)` in a story of two subscribers coming and going.
    public static let shareFeed = Call<Functions, Story, Playback<String>>("4.1") {
        functions, story in
        Playback(story, horizon: horizon) { functions.shareFeed($0.source("feed")) }
    }

    /// 4.1: `shareFeed(feed)` shared by a crowd of up to ten subscribers.
    public static let shareFeedInACrowd = Call<Functions, Crowd, Trace>("4.1/crowd") {
        functions, crowd in
        crowd.played("the feed", functions.shareFeed)
    }

    /// 4.2: `cachedFetch(fetch)` in a story of two subscribers coming and going.
    public static let cachedFetch = Call<Functions, Story, Playback<String>>("4.2") {
        functions, story in
        Playback(story, horizon: horizon) { functions.cachedFetch($0.source("fetch")) }
    }

    /// 4.2: `cachedFetch(fetch)` shared by a crowd of up to ten subscribers.
    public static let cachedFetchInACrowd = Call<Functions, Crowd, Trace>("4.2/crowd") {
        functions, crowd in
        crowd.played("the fetch", functions.cachedFetch)
    }

    /// 4.3: `searchTerms(text, on: scheduler)` in a typing story, each term
    /// shown as the letter that typed it.
    public static let searchTerms = Call<Functions, Story, Playback<String>>("4.3") {
        functions, story in
        Playback(story, horizon: horizon) { stage in
            functions.searchTerms(
                stage.source("text").map(Chapter4Letters.text), stage.scheduler
            )
            .map(Chapter4Letters.letter)
        }
    }

    /// 4.4: `latestResults(for: queries, search: search)` in a story.
    public static let latestResults = Call<Functions, Story, Playback<String>>("4.4") {
        functions, story in
        Playback(story, horizon: horizon) { stage in
            functions.latestResults(stage.source("queries"), stage.inner)
        }
    }

    /// 4.5: `drags(downs:moves:ups:)` in a touch story.
    public static let drags = Call<Functions, Story, Playback<Int>>("4.5") { functions, story in
        Playback(story, horizon: horizon) { stage in
            functions.drags(
                stage.source("downs").map { _ in () },
                stage.source("moves").map(Chapter4Letters.position),
                stage.source("ups").map { _ in () })
        }
    }

    /// 4.6: `searchBox(text:closed:search:on:)` in a story of typing,
    /// searching and closing; each search keyed by the letter of its term.
    public static let searchBox = Call<Functions, Story, Playback<String>>("4.6") {
        functions, story in
        Playback(story, horizon: horizon) { stage in
            functions.searchBox(
                stage.source("text").map(Chapter4Letters.text),
                stage.source("closed").map { _ in () },
                { stage.inner(Chapter4Letters.letter($0)) }, stage.scheduler)
        }
    }

    /// 4.7: `shared(_:readers:)`, its streams read one after another.
    public static let shared = Call<Functions, SharingCall, SharedRun>("4.7") { functions, call in
        call.played(functions.shared)
    }

    /// Every call, as an answer program serves them.
    public static let all: [ServedCall<Functions>] = [
        shareFeed.served, shareFeedInACrowd.served, cachedFetch.served,
        cachedFetchInACrowd.served, searchTerms.served, latestResults.served, drags.served,
        searchBox.served, shared.served,
    ]
}
