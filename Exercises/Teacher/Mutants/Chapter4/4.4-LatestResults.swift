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

    /// A hand-made switch: it cancels the stale search, but completes with the
    /// queries, cutting off the search still running.
    public static func completesWithTheQueries(
        for queries: Signal<String>, search: @escaping @Sendable (String) -> Signal<String>
    ) -> Signal<String> {
        Signal { observer in
            let current = SerialDisposable()
            let querying = queries.subscribe(
                next: { query in
                    current.inner = search(query).subscribe(
                        next: { observer.sendNext($0) }, error: { observer.sendError($0) })
                },
                error: { observer.sendError($0) },
                completed: { observer.sendCompleted() })
            return CompositeDisposable([querying, current])
        }
    }

    /// Takes two results from each search, as many as the task's example has.
    public static func takesTwoResults(
        for queries: Signal<String>, search: @escaping @Sendable (String) -> Signal<String>
    ) -> Signal<String> {
        queries.map { search($0).take(2) }.switchToLatest()
    }

    /// Turns a failed search into no results, so the error never arrives.
    public static func swallowsFailedSearches(
        for queries: Signal<String>, search: @escaping @Sendable (String) -> Signal<String>
    ) -> Signal<String> {
        queries.map { search($0).catchTo(Signal.from([])) }.switchToLatest()
    }

    /// Merges the searches, each cut off by the next query: right results,
    /// but a second subscription to the queries for every search.
    public static func takesUntilTheNextQuery(
        for queries: Signal<String>, search: @escaping @Sendable (String) -> Signal<String>
    ) -> Signal<String> {
        queries.flatMap { search($0).takeUntil(queries) }
    }
}
