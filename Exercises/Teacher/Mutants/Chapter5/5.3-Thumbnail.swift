import Foundation
import Pixels
import Reactive

/// Wrong answers to exercise 5.3 that its grader must catch.
public enum Mutants5_3 {
    /// Decodes but never moves to main: the image arrives on the network's thread.
    public static func deliversAtOnce(
        from body: Signal<Data>, decode: @escaping @Sendable (Data) throws -> Image,
        deliveringOn main: any Scheduler
    ) -> Signal<Image> {
        body.flatMap { data -> Signal<Image> in
            do { return .just(try decode(data)) } catch { return .error(error) }
        }
    }

    /// Moves to main first, so the slow decoding runs on main.
    public static func decodesOnMain(
        from body: Signal<Data>, decode: @escaping @Sendable (Data) throws -> Image,
        deliveringOn main: any Scheduler
    ) -> Signal<Image> {
        body.deliverOn(main).flatMap { data -> Signal<Image> in
            do { return .just(try decode(data)) } catch { return .error(error) }
        }
    }

    /// Uses subscribeOn, which moves the start of the download, not the delivery.
    public static func subscribesOnMain(
        from body: Signal<Data>, decode: @escaping @Sendable (Data) throws -> Image,
        deliveringOn main: any Scheduler
    ) -> Signal<Image> {
        body.flatMap { data -> Signal<Image> in
            do { return .just(try decode(data)) } catch { return .error(error) }
        }
        .subscribeOn(main)
    }

    /// Drops bytes that do not decode, so a broken thumbnail just completes.
    public static func dropsBrokenImages(
        from body: Signal<Data>, decode: @escaping @Sendable (Data) throws -> Image,
        deliveringOn main: any Scheduler
    ) -> Signal<Image> {
        body.flatMap { data -> Signal<Image> in
            guard let image = try? decode(data) else { return .empty }
            return .just(image)
        }
        .deliverOn(main)
    }

    /// Takes only the first body: a second thumbnail sent on the same body never shows.
    public static func stopsAtTheFirstImage(
        from body: Signal<Data>, decode: @escaping @Sendable (Data) throws -> Image,
        deliveringOn main: any Scheduler
    ) -> Signal<Image> {
        body.take(1).flatMap { data -> Signal<Image> in
            do { return .just(try decode(data)) } catch { return .error(error) }
        }
        .deliverOn(main)
    }

    /// Passes over a body with no bytes at all, as if nothing had been
    /// downloaded, instead of letting decode reject it.
    public static func skipsEmptyBodies(
        from body: Signal<Data>, decode: @escaping @Sendable (Data) throws -> Image,
        deliveringOn main: any Scheduler
    ) -> Signal<Image> {
        body.filter { !$0.isEmpty }
            .flatMap { data -> Signal<Image> in
                do { return .just(try decode(data)) } catch { return .error(error) }
            }
            .deliverOn(main)
    }

    /// Delivers the decoding error on main, then turns it into a quiet end
    /// with catchTo: no crash, but the screen never learns the thumbnail is broken.
    public static func endsQuietlyOnBadBytes(
        from body: Signal<Data>, decode: @escaping @Sendable (Data) throws -> Image,
        deliveringOn main: any Scheduler
    ) -> Signal<Image> {
        body.flatMap { data -> Signal<Image> in
            do { return .just(try decode(data)) } catch { return .error(error) }
        }
        .deliverOn(main)
        .catchTo(.empty)
    }
}
