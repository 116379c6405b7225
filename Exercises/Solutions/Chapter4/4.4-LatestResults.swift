import Reactive

/// Exercise 4.4 · Keep only the latest search with switchToLatest: the reference solution.
///
/// Book: chapter 4, Hot and cold signals (`-[RACSignal switchToLatest]`, in the instant search recipe)
public func latestResults(
    for queries: Signal<String>, search: @escaping @Sendable (String) -> Signal<String>
) -> Signal<String> {
    // map gives a signal of searches, one inner signal per query. (Mapping
    // does not start them: they are cold until subscribed.) switchToLatest
    // subscribes to each search as it arrives and first disposes the one
    // before, so a stale search stops running and its late results never
    // arrive. flatMap would keep every search running and mix their results.
    queries.map(search).switchToLatest()
}
