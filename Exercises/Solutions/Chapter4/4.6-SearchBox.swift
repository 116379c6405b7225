import Reactive

/// Exercise 4.6 · A search box, from typing to results: the reference solution.
///
/// Book: chapter 4, Hot and cold signals (the instant search recipe: `throttle:`,
/// `flattenMap:`, `switchToLatest`, `takeUntil:`)
public func searchBox(
    text: Signal<String>, closed: Signal<Void>,
    search: @escaping @Sendable (String) -> Signal<String>, on scheduler: any Scheduler
) -> Signal<String> {
    // One pipeline, read top to bottom: wait for a pause, skip empty texts
    // and the term just searched (4.3's terms), turn each term into its
    // (cold, not yet started) search, keep only the latest search running,
    // and stop when the screen closes.
    // takeUntil goes last, on the results: when closed sends, it disposes
    // everything above it, the running search included. Placed before the
    // switch, it would only stop new searches and let the current one finish.
    text
        .throttle(.seconds(2), on: scheduler)
        .filter { term in !term.isEmpty }
        .distinctUntilChanged()
        .map(search)
        .switchToLatest()
        .takeUntil(closed)
}
