import Reactive

/// Exercise 4.2 · Fetch once, replay to late subscribers: the reference solution.
///
/// Book: chapter 4, Multicasting (`-[RACSignal replayLazily]`, RACReplaySubject)
public func cachedFetch(_ fetch: Signal<String>) -> Signal<String> {
    // replayLazily() multicasts the fetch through a ReplaySubject of
    // unlimited capacity, and connects when the first subscriber arrives.
    // The subject remembers every value and the completion, so a subscriber
    // who comes late, even after the fetch has finished, is replayed the
    // whole story at once. replay() would fetch right now, before anyone
    // asked; replayLast() would keep only the full profile.
    fetch.replayLazily()
}
