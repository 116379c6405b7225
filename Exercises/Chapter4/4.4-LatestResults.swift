import ExerciseSupport
import Reactive

/// Exercise 4.4 · Keep only the latest search with switchToLatest
///
/// For each query that `queries` sends, start `search(query)`, a cold signal
/// of results. Return one signal of results from the latest search only:
/// when a new query arrives, the search still running for the previous one is
/// cancelled (its subscription disposed), not just ignored. The results
/// complete when the queries have completed and the last search has finished;
/// an error, from the queries or from the running search, ends them with it.
///
/// Graded: against the reference solution, on the test scheduler, in many
/// stories (queries in the same tick, the same query again, searches of any
/// length, searches that fail, queries that end while a search still runs,
/// early disposal): the results with their ticks, and the cancelling, by each
/// search's subscriptions and the subscriptions to `queries` (subscribe to it
/// once).
///
/// ```
/// queries:        -s----tu----|
/// search(q):      --1-(2|)       each search, counted from its start
/// results:        ---a-b---c-d|  a, b = s's results; c, d = u's; t's search is cancelled at 7
/// ```
///
/// Book: chapter 4, Hot and cold signals (`-[RACSignal switchToLatest]`, in the instant search recipe)
public func latestResults(
    for queries: Signal<String>, search: @escaping @Sendable (String) -> Signal<String>
) -> Signal<String> {
    // TODO(4.4): map each query to its search, then switch to the latest.
    notAttempted("4.4")
}
