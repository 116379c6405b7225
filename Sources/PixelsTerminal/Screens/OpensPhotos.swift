/// A screen with photos to open, as a tap on one would: what the scripted
/// tour's `open N` step asks of the screen on show.
///
/// ```swift
/// (window.navigator.top as? any OpensPhotos)?.open(at: 1)   // opens the second photo
/// ```
///
/// Book: `-collectionView:didSelectItemAtIndexPath:`, called by a tap
public protocol OpensPhotos: Screen {
    /// Opens the photo at `index` (from 0), as a tap on its cell would.
    func open(at index: Int)
}

extension GalleryScreen: OpensPhotos {}
