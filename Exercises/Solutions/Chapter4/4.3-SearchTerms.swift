import Reactive

/// Exercise 4.3 · Search once typing pauses, with throttle: the reference solution.
///
/// Book: chapter 4, Hot and cold signals (`-[RACSignal throttle:]`, in the instant search recipe)
public func searchTerms(_ text: Signal<String>, on scheduler: any Scheduler) -> Signal<String> {
    // throttle holds each text for 2 seconds and drops it if a newer one
    // arrives meanwhile, so only the text at a pause comes out. The filter
    // comes after it: filtering first would let "s" through when the field
    // was cleared right after it, since the empty text would never reach the
    // throttle to replace it. distinctUntilChanged last, on what is searched.
    text
        .throttle(.seconds(2), on: scheduler)
        .filter { term in !term.isEmpty }
        .distinctUntilChanged()
}
