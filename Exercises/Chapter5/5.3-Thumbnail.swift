import ExerciseSupport
import Foundation
import Pixels
import Reactive

/// Exercise 5.3 · Decode a thumbnail in the background, deliver it on the main scheduler
///
/// `body` sends the bytes of a downloaded thumbnail, from the network's
/// background thread, then completes. Turn it into the image the grid
/// shows: decode the bytes with `decode` right where they arrive (decoding
/// is slow work: keep it off the main scheduler), then deliver the image,
/// and the completion, on `main`, where screens may be updated. Bytes that
/// `decode` rejects (it throws) become an error on the signal, delivered on
/// `main` too: never a crash.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (bodies of every kind: thumbnails of several sizes, bytes
/// cut off, no bytes at all, another format; several thumbnails on one
/// body, the same one again; bodies that fail or never end; main running at
/// other ticks; early disposal, a late subscriber), your signal must send
/// what the reference solution sends, at the same ticks, each event handed
/// over while main runs, and `decode` must run off main, on every body.
///
/// ```
/// body (network):  --d|     d = the thumbnail's bytes
/// main runs:       ---x--x  the main scheduler gets round to its queue at 3 and 6
/// thumbnail:       ---i--|  i = the decoded image, handed over only when main runs
/// ```
///
/// Book: chapter 5, The network layer revisited (`-[RACSignal deliverOn:]` with
/// `+[RACScheduler mainThreadScheduler]`, after `map:` has made the image)
public func thumbnail(
    from body: Signal<Data>, decode: @escaping @Sendable (Data) throws -> Image,
    deliveringOn main: any Scheduler
) -> Signal<Image> {
    // TODO(5.3): decode each body (a thrown error ends the signal), then deliver on main.
    notAttempted("5.3")
}
