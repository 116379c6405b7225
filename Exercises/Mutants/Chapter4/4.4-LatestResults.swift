import Reactive

/// Wrong answers to exercise 4.4 that its grader must catch.
public enum Mutants4_4 {
    /// Merges every search's results, stale ones included.
    public static func mergesAll(
        for queries: Signal<String>, search: @escaping @Sendable (String) -> Signal<String>
    ) -> Signal<String> {
        queries.flatMap(search)
    }

    /// Runs the searches one after another, so a new query waits for the old search.
    public static func queuesSearches(
        for queries: Signal<String>, search: @escaping @Sendable (String) -> Signal<String>
    ) -> Signal<String> {
        queries.map(search).concat()
    }

    /// Hides a stale search's results, but leaves the search running.
    public static func ignoresStaleSearches(
        for queries: Signal<String>, search: @escaping @Sendable (String) -> Signal<String>
    ) -> Signal<String> {
        Signal.deferred {
            let latest = MutableProperty("")
            return queries.doNext { latest.value = $0 }.flatMap { query in
                search(query).filter { _ in latest.value == query }
            }
        }
    }
}
