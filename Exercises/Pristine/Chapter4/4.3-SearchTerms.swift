import ExerciseSupport
import Reactive

/// Exercise 4.3 · Search once typing pauses, with throttle
///
/// `text` sends the search field's text after each keystroke. Return the
/// terms to search for: a text is searched only once typing has paused for 2
/// seconds on `scheduler` (the book's `throttle`, a quiet period, which Rx
/// calls debounce), never when it is empty, and never twice in a row.
///
/// ```
/// text:    -abc----de-----|    a = "s", b = "sw", c = "swi", d = "swif", e = "swift"
/// terms:   -----c-----e---|
/// ```
///
/// Book: chapter 4, Hot and cold signals (`-[RACSignal throttle:]`, in the instant search recipe)
public func searchTerms(_ text: Signal<String>, on scheduler: any Scheduler) -> Signal<String> {
    // TODO(4.3): throttle the text by 2 seconds, then drop empty and repeated terms.
    notAttempted("4.3")
}
