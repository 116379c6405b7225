// snippet.galleryFlowLayout
/// The gallery's layout as the book sets it, in points: square items 145
/// wide, 10 apart across and down, 10 in from every edge.
///
/// Book: FRPGalleryFlowLayout, a UICollectionViewFlowLayout
struct GalleryFlowLayout {
    let itemSize = (width: 145, height: 145)
    let minimumInteritemSpacing = 10
    let minimumLineSpacing = 10
    let sectionInset = 10

    /// How many items fit across a collection view `width` points wide.
    func itemsAcross(in width: Int) -> Int {
        let room = width - 2 * sectionInset + minimumInteritemSpacing
        return room / (itemSize.width + minimumInteritemSpacing)
    }

    /// How many rows of items fit down `height` points.
    func rowsDown(in height: Int) -> Int {
        let room = height - 2 * sectionInset + minimumLineSpacing
        return room / (itemSize.height + minimumLineSpacing)
    }
}
// snippet.end
