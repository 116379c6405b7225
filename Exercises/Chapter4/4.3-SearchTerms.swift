import ExerciseSupport
import Reactive

/// Exercise 4.3 · Search once typing pauses, with throttle
///
/// `text` sends the search field's text after each keystroke. Return the
/// terms to search for: a text is searched only once typing has paused for 2
/// seconds on `scheduler` (the book's `throttle`, a quiet period, which Rx
/// calls debounce), never when it is empty, and never when it is the term
/// searched last, even if the field was cleared in between. When the text
/// completes, a text still waiting for its pause is searched at once and the
/// terms complete; an error ends the terms at once.
///
/// Graded: against the reference solution, on the test scheduler, in many
/// typing stories, half of them ticking every half second: keystrokes 0.5 to 4
/// seconds apart and in the same tick, fields cleared mid-burst, a space typed
/// (a space is not empty), the same term at two pauses, the text ending or
/// failing mid-burst, late and early-leaving subscribers.
///
/// ```
/// text:    -abc----d-------|    a = "s", b = "sw", c = "swi", d = "swift"
/// terms:   -----c----d-----|
///
/// text:    -a---ba---ce----|    e = "" (the field cleared)
/// terms:   ---a------------|    "s" is not searched twice, "" never
/// ```
///
/// Book: chapter 4, Hot and cold signals (`-[RACSignal throttle:]`, in the instant search recipe)
public func searchTerms(_ text: Signal<String>, on scheduler: any Scheduler) -> Signal<String> {
    // TODO(4.3): throttle the text by 2 seconds, then drop empty and repeated terms.
    notAttempted("4.3")
}
