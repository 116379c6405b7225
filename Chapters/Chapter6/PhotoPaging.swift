import Pixels

// snippet.photoPaging
/// The pager's lookups, split as the book splits them for testing:
/// `initialPhoto` does nothing but ask `photo(at:)`.
protocol PhotoPaging {
    var initialIndex: Int { get }
    func photo(at index: Int) -> Photo?
}

extension PhotoPaging {
    var initialPhoto: Photo? { photo(at: initialIndex) }
    var initialPhotoName: String? { initialPhoto?.name }
}

/// A pager that writes down every index it is asked for.
final class PagingSpy: PhotoPaging {
    let initialIndex: Int
    private(set) var asked: [Int] = []

    init(initialIndex: Int) {
        self.initialIndex = initialIndex
    }

    func photo(at index: Int) -> Photo? {
        asked.append(index)
        return nil
    }
}
// snippet.end
