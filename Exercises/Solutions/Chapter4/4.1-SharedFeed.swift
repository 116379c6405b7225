import Reactive

/// Exercise 4.1 · Share one feed without repeating its work: the reference solution.
///
/// Book: chapter 4, Multicasting (`-[RACSignal publish]`, `-[RACMulticastConnection autoconnect]`)
public func shareFeed(_ feed: Signal<String>) -> Signal<String> {
    // publish() puts a plain Subject between the feed and its subscribers:
    // one subscription to the feed, shared, with no memory, so a latecomer
    // hears only what comes after it joins. autoconnect() makes that one
    // subscription when the first subscriber arrives and disposes it when
    // the count of subscribers drops back to zero.
    feed.publish().autoconnect()
}
