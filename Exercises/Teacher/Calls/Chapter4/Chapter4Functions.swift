import Reactive

/// Chapter 4's answers as a table of functions: what an answer program plays
/// the judge's calls on. The learner's program fills it with the learner's
/// functions, the reference program with the reference solutions.
public struct Chapter4Functions: Sendable {
    /// How a search is started: a query in, a cold signal of results out.
    public typealias Search = @Sendable (String) -> Signal<String>

    /// 4.1: `shareFeed(_:)`.
    public var shareFeed: @Sendable (Signal<String>) -> Signal<String>
    /// 4.2: `cachedFetch(_:)`.
    public var cachedFetch: @Sendable (Signal<String>) -> Signal<String>
    /// 4.3: `searchTerms(_:on:)`.
    public var searchTerms: @Sendable (Signal<String>, any Scheduler) -> Signal<String>
    /// 4.4: `latestResults(for:search:)`.
    public var latestResults: @Sendable (Signal<String>, @escaping Search) -> Signal<String>
    /// 4.5: `drags(downs:moves:ups:)`.
    public var drags: @Sendable (Signal<Void>, Signal<Int>, Signal<Void>) -> Signal<Int>
    /// 4.6: `searchBox(text:closed:search:on:)`.
    public var searchBox:
        @Sendable (Signal<String>, Signal<Void>, @escaping Search, any Scheduler) -> Signal<String>
    /// 4.7: `shared(_:readers:)`, on the grader's cold source.
    public var shared: @Sendable (Feed, Int) -> [AsyncStream<Int>]

    /// A table of these functions.
    public init(
        shareFeed: @escaping @Sendable (Signal<String>) -> Signal<String>,
        cachedFetch: @escaping @Sendable (Signal<String>) -> Signal<String>,
        searchTerms: @escaping @Sendable (Signal<String>, any Scheduler) -> Signal<String>,
        latestResults: @escaping @Sendable (Signal<String>, @escaping Search) -> Signal<String>,
        drags: @escaping @Sendable (Signal<Void>, Signal<Int>, Signal<Void>) -> Signal<Int>,
        searchBox:
            @escaping @Sendable (
                Signal<String>, Signal<Void>, @escaping Search, any Scheduler
            ) -> Signal<String>,
        shared: @escaping @Sendable (Feed, Int) -> [AsyncStream<Int>]
    ) {
        self.shareFeed = shareFeed
        self.cachedFetch = cachedFetch
        self.searchTerms = searchTerms
        self.latestResults = latestResults
        self.drags = drags
        self.searchBox = searchBox
        self.shared = shared
    }

    /// The same table with `change` made to it: one function replaced, for a mutant.
    public func with(_ change: (inout Chapter4Functions) -> Void) -> Chapter4Functions {
        var changed = self
        change(&changed)
        return changed
    }
}
