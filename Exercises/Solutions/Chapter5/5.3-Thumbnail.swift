import Foundation
import Pixels
import Reactive

/// Exercise 5.3 · Decode a thumbnail in the background, deliver it on the main scheduler:
/// the reference solution.
///
/// Book: chapter 5, The network layer revisited (`-[RACSignal deliverOn:]` with
/// `+[RACScheduler mainThreadScheduler]`, after `map:` has made the image)
public func thumbnail(
    from body: Signal<Data>, decode: @escaping @Sendable (Data) throws -> Image,
    deliveringOn main: any Scheduler
) -> Signal<Image> {
    // The order of the operators is the order of the work. flatMap runs
    // where the body arrives, on the network's thread, so that is where the
    // decoding happens. A closure that may throw cannot be given to map, so
    // flatMap turns each outcome into a small signal: the image, or the
    // error, which then ends the result (an error on the signal, not a crash).
    // Only then does deliverOn hand each event over to `main`, which runs it
    // when it gets round to its queue. Put deliverOn first and the decoding
    // would run on main too, the stutter the book's revision removes.
    body
        .flatMap { data -> Signal<Image> in
            do {
                return .just(try decode(data))
            } catch {
                return .error(error)
            }
        }
        .deliverOn(main)
}
