import Reactive

/// A reusable cell of a photo grid, reduced to what the memory section needs:
/// a caption, a lifetime that ends when the cell is freed, and a signal that
/// fires when the cell is about to show another photo.
///
/// ```swift
/// var cell: PhotoCell? = PhotoCell()
/// cell!.lifetime.ended.subscribeCompleted { print("cell freed") }
/// cell = nil   // prints cell freed
/// ```
final class PhotoCell: Sendable {
    private let captionText = Locked("")
    private let token = Lifetime.Token()
    private let reuse = Subject<Void>()

    /// The text under the photo.
    var caption: String {
        get { captionText.withLock { $0 } }
        set { captionText.withLock { $0 = newValue } }
    }

    /// Ends when the cell is freed. Book: `-rac_willDeallocSignal`
    var lifetime: Lifetime { token.lifetime }

    /// Sends when the cell is about to be reused for another photo.
    ///
    /// Contract: hot · values: Void · errors: none
    ///   completes: never · fails: never
    ///   scheduler: the caller of `prepareForReuse()` · multicast: yes (a subject)
    ///
    /// Book: `-rac_prepareForReuseSignal`
    var prepareForReuseSignal: Signal<Void> { reuse.signal }

    /// Tells the bindings of the old photo to stop. Book: `-prepareForReuse`
    func prepareForReuse() {
        reuse.sendNext(())
    }
}
