import Foundation
import Pixels
import Reactive

/// Wrong answers to exercise 5.4 that its grader must catch.
public enum Mutants5_4 {
    /// Shares nothing: each subscriber sends a request of its own.
    public static func unshared(
        request: Signal<Data>, decode: @escaping @Sendable (Data) throws -> [Photo]
    ) -> Signal<[Photo]> {
        request.flatMap { body -> Signal<[Photo]> in
            do { return .just(try decode(body)) } catch { return .error(error) }
        }
    }

    /// Shares the request but not the decoding: each subscriber decodes the body again.
    public static func decodesForEachSubscriber(
        request: Signal<Data>, decode: @escaping @Sendable (Data) throws -> [Photo]
    ) -> Signal<[Photo]> {
        request.publish().autoconnect().flatMap { body -> Signal<[Photo]> in
            do { return .just(try decode(body)) } catch { return .error(error) }
        }
    }

    /// The book's first version: a replay subject, fed by a request sent at once.
    public static func feedsASubjectAtOnce(
        request: Signal<Data>, decode: @escaping @Sendable (Data) throws -> [Photo]
    ) -> Signal<[Photo]> {
        let subject = ReplaySubject<[Photo]>(capacity: 1)
        request.flatMap { body -> Signal<[Photo]> in
            do { return .just(try decode(body)) } catch { return .error(error) }
        }
        .subscribe(subject)
        return subject.signal
    }

    /// Shares with a replay that starts at the first subscriber: a screen that
    /// comes after the photos gets them replayed, and the request runs on when
    /// every screen has left. The right photos, but not publish and autoconnect.
    public static func replaysLazily(
        request: Signal<Data>, decode: @escaping @Sendable (Data) throws -> [Photo]
    ) -> Signal<[Photo]> {
        request.flatMap { body -> Signal<[Photo]> in
            do { return .just(try decode(body)) } catch { return .error(error) }
        }
        .replayLazily()
    }

    /// Publishes, then connects at once instead of autoconnecting: the request
    /// goes out when sharedPhotos is called, before anyone listens.
    public static func connectsAtOnce(
        request: Signal<Data>, decode: @escaping @Sendable (Data) throws -> [Photo]
    ) -> Signal<[Photo]> {
        let connection = request.flatMap { body -> Signal<[Photo]> in
            do { return .just(try decode(body)) } catch { return .error(error) }
        }
        .publish()
        connection.connect()
        return connection.signal
    }

    /// Shares, but turns a body that does not decode into an empty end: the
    /// screens never hear of the error.
    public static func swallowsDecodingErrors(
        request: Signal<Data>, decode: @escaping @Sendable (Data) throws -> [Photo]
    ) -> Signal<[Photo]> {
        request.flatMap { body -> Signal<[Photo]> in
            guard let photos = try? decode(body) else { return .empty }
            return .just(photos)
        }
        .publish()
        .autoconnect()
    }

    /// Shares by hand among the first four screens: a fifth subscriber sends
    /// a request of its own. Right for every story of four screens or fewer.
    public static func sharesAmongTheFirstFour(
        request: Signal<Data>, decode: @escaping @Sendable (Data) throws -> [Photo]
    ) -> Signal<[Photo]> {
        let work = request.flatMap { body -> Signal<[Photo]> in
            do { return .just(try decode(body)) } catch { return .error(error) }
        }
        let shared = work.publish().autoconnect()
        let subscribers = Locked(0)
        return Signal { observer in
            let number = subscribers.withLock { count -> Int in
                count += 1
                return count
            }
            return (number <= 4 ? shared : work).subscribe(observer)
        }
    }
}
