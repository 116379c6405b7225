import Pixels
import Reactive

/// One cell of the gallery's grid: a photo and its thumbnail, reused for
/// another photo when the grid scrolls or re-lays out.
///
/// `show(_:thumbnail:onChange:)` binds the thumbnail signal to the cell
/// until the cell is reused: the binding is `take(during: reuseLifetime)`,
/// and `prepareForReuse()` ends that lifetime. So a thumbnail that arrives
/// late for the cell's previous photo is never drawn over the new one, and
/// its download is cancelled.
///
/// ```swift
/// let cell = GalleryCell()
/// cell.show(photos[0], thumbnail: gallery.thumbnail(for: photos[0])) {}
/// cell.show(photos[1], thumbnail: gallery.thumbnail(for: photos[1])) {}
/// // the first binding ended before the second began; only photo 2's picture can land
/// ```
///
/// Book: FRPCell; its `takeUntil:self.rac_prepareForReuseSignal` is the
/// articles' (the book's summary says it ended FRPCell's subscriptions so,
/// but its code ends them with a key path)
public final class GalleryCell: Sendable {
    private struct State {
        var photo: Photo?
        var image: Image?
        var isWaiting = false
        var reuse = Lifetime.Token()
    }

    private let state = Locked(State())

    /// An empty cell.
    public init() {}

    /// The photo the cell shows, or `nil`.
    public var photo: Photo? {
        state.withLock { $0.photo }
    }

    /// The thumbnail, once it has arrived.
    public var image: Image? {
        state.withLock { $0.image }
    }

    /// Whether the thumbnail binding is still open: the picture may yet arrive.
    public var isWaiting: Bool {
        state.withLock { $0.isWaiting }
    }

    /// Ends when the cell is next prepared for reuse.
    ///
    /// Book: none; the articles' `-rac_prepareForReuseSignal`
    public var reuseLifetime: Lifetime {
        state.withLock { $0.reuse.lifetime }
    }

    /// Ends the bindings of the photo on show and empties the cell.
    ///
    /// Book: `-[UICollectionViewCell prepareForReuse]`
    public func prepareForReuse() {
        let ending = state.withLock { state -> Lifetime.Token in
            defer {
                state = State()
            }
            return state.reuse
        }
        // The last reference to the old token goes here, outside the lock:
        // its lifetime ends, and every binding taken during it completes.
        _ = consume ending
    }

    /// Shows `photo`, binding `thumbnail` to the cell until it is reused;
    /// `onChange` runs when the picture arrives or the binding ends.
    ///
    /// Book: `-[FRPCell setPhotoModel:]`
    public func show(
        _ photo: Photo, thumbnail: Signal<Image>, onChange: @escaping @Sendable () -> Void
    ) {
        prepareForReuse()
        let reuse = state.withLock { state in
            state.photo = photo
            state.isWaiting = true
            return state.reuse.lifetime
        }
        thumbnail.take(during: reuse).subscribe(
            next: { [weak self] image in
                self?.state.withLock { $0.image = image }
                onChange()
            },
            error: { [weak self] _ in
                self?.state.withLock { $0.isWaiting = false }
                onChange()
            },
            completed: { [weak self] in
                self?.state.withLock { $0.isWaiting = false }
                onChange()
            })
    }
}
