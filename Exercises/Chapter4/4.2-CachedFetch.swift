import ExerciseSupport
import Reactive

/// Exercise 4.2 · Fetch once, replay to late subscribers
///
/// `fetch` is a cold signal that downloads a profile: it sends a quick
/// preview, then the full profile, and completes (some fetches send more
/// updates than two, some fail). Return a signal that runs the fetch once,
/// when the first subscriber arrives, and gives every subscriber, however
/// late, everything the fetch sent: the values so far at once, then the rest
/// as they come, then the completion or the error. The fetch runs to its end
/// even if every subscriber leaves before then, so that a later one still
/// gets all of it.
///
/// Graded: against the reference solution, on the test scheduler, in many
/// stories and in crowds of up to ten subscribers: the replay, by subscribers
/// who come late (while the fetch runs, after it ended or failed, after
/// everyone else left), with fetches of any length, dozens of values too;
/// fetching once and only when asked, by counting the fetch's subscriptions.
///
/// ```
/// fetch (cold):   --p-(f|)       p = preview, f = full profile
/// A at 1:         ---p-(f|)
/// B at 4:         ----p(f|)
/// C at 8:         --------(pf|)
/// the fetch:      -^---!         one subscription, from 1 to 5
/// ```
///
/// Book: chapter 4, Multicasting (`-[RACSignal replayLazily]`, RACReplaySubject)
public func cachedFetch(_ fetch: Signal<String>) -> Signal<String> {
    // TODO(4.2): share the fetch through a replay, started by the first subscriber.
    notAttempted("4.2")
}
