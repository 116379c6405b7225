import ExerciseSupport
import Reactive

/// Exercise 4.1 · Share one feed without repeating its work
///
/// `feed` is a cold signal of live prices: each subscription opens a
/// connection of its own, its side effect. Return a signal that shares one
/// subscription to `feed` among all its subscribers. The first subscriber
/// connects; later ones join that connection and hear only the prices sent
/// from then on; when the last one leaves, the connection closes (the shared
/// subscription is disposed). Nothing connects before someone subscribes. As
/// in the book, the connection is made only once: a subscriber who comes
/// after everyone has left hears nothing, and one who comes after the feed
/// has ended hears only how it ended.
///
/// Graded: against the reference solution, on the test scheduler, in many
/// stories of two subscribers coming and going (leaving in either order, coming
/// after the feed ended or failed), and in crowds of up to ten subscribers:
/// what each subscriber hears and when, and the sharing itself, by counting the
/// feed's subscriptions.
///
/// ```
/// feed (cold):   --a-b-c-d-e-f-…   counted from its subscription
/// A, 1 to 8:     ---a-b-c
/// B, 4 to 12:    -----b-c-d-e
/// the feed:      -^----------!     one subscription, from 1 to 12
/// ```
///
/// Book: chapter 4, Multicasting (`-[RACSignal publish]`, `-[RACMulticastConnection autoconnect]`)
public func shareFeed(_ feed: Signal<String>) -> Signal<String> {
    // TODO(4.1): publish the feed and connect it when the first subscriber arrives.
    notAttempted("4.1")
}
