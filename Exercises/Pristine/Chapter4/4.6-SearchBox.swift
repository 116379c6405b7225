import ExerciseSupport
import Reactive

/// Exercise 4.6 · A search box, from typing to results
///
/// Put 4.3 and 4.4 together, and close the screen. `text` sends the search
/// field's text after each keystroke. Once typing has paused for 2 seconds on
/// `scheduler`, search for the text with `search`: never for an empty text,
/// never for the term just searched (the terms of 4.3). A new search cancels
/// the one before. Return the results of the latest search, until `closed`
/// sends: then the results complete and everything is disposed, the text's
/// subscription and the search still running. Without a close, the results
/// end as in 4.4: complete after the text and the last search, or fail with
/// the first error.
///
/// Graded: against the reference solution, on the test scheduler, in many
/// stories of typing, searching and closing, half of them ticking every half
/// second (the screen closed mid-search or mid-pause, a space typed, searches
/// that fail, the text ending while a search runs): the results with their
/// ticks, and the subscriptions to the text and to each search.
///
/// ```
/// text:     -ab--c--e--d        a = "sw", b = "swi", c = "swift", e = "", d = "swiftly"
/// search:   --1--(2|)          each search, from its start
/// closed:   ----------------x
/// results:  ------a--b--c--d|   a = "swi 1", b = "swift 1", c = "swift 2", d = "swiftly 1"
/// ```
///
/// Book: chapter 4, Hot and cold signals (the instant search recipe: `throttle:`,
/// `flattenMap:`, `switchToLatest`, `takeUntil:`)
public func searchBox(
    text: Signal<String>, closed: Signal<Void>,
    search: @escaping @Sendable (String) -> Signal<String>, on scheduler: any Scheduler
) -> Signal<String> {
    // TODO(4.6): the terms of 4.3, each mapped to its search; the latest only, until closed.
    notAttempted("4.6")
}
