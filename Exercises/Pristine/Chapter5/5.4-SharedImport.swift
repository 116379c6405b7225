import ExerciseSupport
import Foundation
import Pixels
import Reactive

/// Exercise 5.4 · One request for every screen that asks, with publish and autoconnect
///
/// `request` is cold: each subscription sends `GET /v1/photos` to the photo
/// API, then sends the answer's body and completes. Several parts of the app
/// want the popular photos at once (the grid, the title bar), and each must
/// not cost a request of its own. Return the photos: decode the body with
/// `decode` (a thrown error ends the signal with it), and share the work so
/// that the subscribers who arrive while it runs get one request and one
/// decoding between them. The request goes out when the first subscriber
/// arrives, not before: making the signal sends nothing. Every subscriber
/// who arrives while the request runs gets the photos then the completion,
/// or the error. If every subscriber leaves before the answer comes, the
/// request is cancelled, and (as with the book's autoconnect) not sent again.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (up to ten screens that come and go; listings of any
/// size, cut-off JSON, a request that answers twice or never), the grader
/// compares with the reference solution what each subscriber receives,
/// when the request runs, and how often `decode` is called. That is how
/// sharing is graded, and it tells publish and autoconnect from a replay
/// such as `replayLazily()`: a subscriber who arrives after the photos were
/// sent gets only what is still to come (here just the completion), never
/// the photos again, and a request nobody waits for is cancelled. Then once
/// more against the real photo server, with two and with ten subscribers.
///
/// ```
/// request (cold):  --b|     from its subscription; b = the listing's JSON
/// grid, from 1:    ---p|    p = the decoded photos
/// title, from 2:   ---p|
/// the request:     -^--!    one request, from 1 to 4
/// ```
///
/// Book: chapter 5, The network layer revisited (`-[RACSignal publish]` and
/// `-[RACMulticastConnection autoconnect]` instead of a `RACReplaySubject`)
public func sharedPhotos(
    request: Signal<Data>, decode: @escaping @Sendable (Data) throws -> [Photo]
) -> Signal<[Photo]> {
    // TODO(5.4): decode the body (errors end the signal), then publish and autoconnect.
    notAttempted("5.4")
}
