import Foundation
import Pixels
import Reactive

/// Exercise 5.4 · One request for every screen that asks, with publish and autoconnect:
/// the reference solution.
///
/// Book: chapter 5, The network layer revisited (`-[RACSignal publish]` and
/// `-[RACMulticastConnection autoconnect]` instead of a `RACReplaySubject`)
public func sharedPhotos(
    request: Signal<Data>, decode: @escaping @Sendable (Data) throws -> [Photo]
) -> Signal<[Photo]> {
    // First the whole piece of work, as a cold signal: the request, then its
    // body decoded (a throwing closure goes through flatMap, which turns the
    // outcome into the photos or an error). Then share it: publish() puts one
    // subject in front of that work, and autoconnect() subscribes the work to
    // it when the first subscriber arrives. Everyone who subscribes while it
    // runs listens to the same subject, so the request is sent once and the
    // body decoded once. Sharing after the decoding matters: publish the bare
    // request and each subscriber would decode the body again.
    //
    // The book's first version made a RACReplaySubject and sent the request
    // at once, when the method was called, whether or not anyone listened;
    // autoconnect waits for the first subscriber.
    request
        .flatMap { body -> Signal<[Photo]> in
            do {
                return .just(try decode(body))
            } catch {
                return .error(error)
            }
        }
        .publish()
        .autoconnect()
}
