import Reactive
import WorkbookKit

/// The full-size pager's logic: the photos, the one on show, paging, and the
/// page view models.
///
/// It holds one `PhotoViewModel` per photo and keeps exactly one of them
/// active: the current page, while the pager itself is active. So the page on
/// screen downloads its details and image, and a page paged away from stops.
/// `next` and `previous` move through the photos; `title` and `position`
/// follow. When the pager closes, `indexToSelectOnReturn` is the photo to
/// leave selected in the gallery (a gallery that opened the pager follows
/// `currentIndex` by itself).
///
/// ```swift
/// let pager = FullSizePhotoViewModel(
///     photos: photos, initialIndex: 1, importer: importer, session: session)
/// pager.title.subscribeNext { print($0) }   // prints Chelsea the Cat
/// pager.next.execute()                      // prints the third photo's name
/// ```
///
/// Book: FRPFullSizePhotoViewModel
public final class FullSizePhotoViewModel: ViewModel, @unchecked Sendable {
    /// All the photos, in the gallery's order. Book: `model`
    public let photos: [Photo]
    /// The index the pager opened at. Book: `initialPhotoIndex`
    public let initialIndex: Int
    /// One page view model per photo, in the same order.
    public let pages: [PhotoViewModel]
    /// The index of the photo on show: now, then each change.
    public let currentIndex: Signal<Int>
    /// The page on show, or `nil` if the index is out of bounds.
    public let currentPage: Signal<PhotoViewModel?>
    /// The name of the photo on show (empty if there is none), for the title bar.
    public let title: Signal<String>
    /// The full-size image of the photo on show, `nil` until it has arrived.
    public let currentImage: Signal<Image?>
    /// Whether the page on show is downloading, for the spinner.
    public let isLoading: Signal<Bool>
    /// Why the page on show failed to download, or `nil`, for the error line.
    public let errorMessage: Signal<String?>
    /// Where the photo on show stands, e.g. `2 of 14` (empty if there is none).
    public let position: Signal<String>
    /// Moves to the next photo; enabled while there is one. Sends the new index.
    public let next: Command<Void, Int>
    /// Moves to the previous photo; enabled while there is one. Sends the new index.
    public let previous: Command<Void, Int>
    /// Makes the detail screen's view model for the photo on show; enabled
    /// while there is one. Book: none; the FunctionalReactivePixels
    /// repository's info button, `infoButton.rac_command`
    public let openDetail: Command<Void, PhotoDetailViewModel>

    private let index: MutableProperty<Int>

    /// A pager over `photos`, opened at `initialIndex`; the pages download
    /// through `importer`, and the detail screens vote with `session`. Its
    /// position and messages, and its pages', are in `language`.
    ///
    /// Book: `-initWithPhotoArray:initialPhotoIndex:`
    public init(
        photos: [Photo], initialIndex: Int, importer: any PhotoImporting, session: AuthSession,
        language: Language = .english
    ) {
        let index = MutableProperty(initialIndex)
        let pages = photos.map {
            PhotoViewModel(photo: $0, importer: importer, language: language)
        }
        let page: @Sendable (Int) -> PhotoViewModel? = {
            pages.indices.contains($0) ? pages[$0] : nil
        }
        self.photos = photos
        self.initialIndex = initialIndex
        self.pages = pages
        self.index = index
        currentIndex = index.signal
        currentPage = index.signal.map(page)
        // Each follows the page on show, switching to the new page's signal.
        title = currentPage.map { $0?.name ?? .just("") }.switchToLatest()
        currentImage = currentPage.map { $0?.image ?? .just(nil) }.switchToLatest()
            .distinctUntilChanged()
        isLoading = currentPage.map { $0?.isLoading ?? .just(false) }.switchToLatest()
            .distinctUntilChanged()
        errorMessage = currentPage.map { $0?.errorMessage ?? .just(nil) }.switchToLatest()
            .distinctUntilChanged()
        position = index.signal.map { i in
            page(i) == nil
                ? ""
                : Bilingual(en: "\(i + 1) of \(photos.count)", zh: "\(i + 1)/\(photos.count)")
                    .text(in: language)
        }
        next = Command(enabled: index.signal.map { page($0 + 1) != nil }) { _ in
            Signal.deferred { Self.move(index, by: 1) }
        }
        previous = Command(enabled: index.signal.map { page($0 - 1) != nil }) { _ in
            Signal.deferred { Self.move(index, by: -1) }
        }
        openDetail = Command(enabled: index.signal.map { page($0) != nil }) { _ in
            Signal.deferred {
                guard let shown = page(index.value) else { return .empty }
                return .just(
                    PhotoDetailViewModel(
                        photo: shown.latestPhoto, importer: importer, session: session,
                        language: language))
            }
        }
        super.init()
        // Exactly one page is active: the current one, while the pager is.
        Signal.combineLatest(isActiveSignal, index.signal).subscribeNext { isActive, current in
            for (offset, page) in pages.enumerated() where offset != current {
                page.isActive = false
            }
            page(current)?.isActive = isActive
        }
    }

    /// The photo at `index`, or `nil` out of bounds.
    ///
    /// Book: `-photoModelAtIndex:`
    public func photo(at index: Int) -> Photo? {
        photos.indices.contains(index) ? photos[index] : nil
    }

    /// The photo the pager opened at, from `photo(at:)`. Book: `initialPhotoModel`
    public var initialPhoto: Photo? {
        photo(at: initialIndex)
    }

    /// The name of the photo the pager opened at. Book: `initialPhotoName`
    public var initialPhotoName: String? {
        initialPhoto?.name
    }

    /// The index to leave selected in the gallery when the pager closes: the
    /// photo on show, kept within the photos.
    public var indexToSelectOnReturn: Int {
        min(max(index.value, 0), max(photos.count - 1, 0))
    }

    private static func move(_ index: MutableProperty<Int>, by offset: Int) -> Signal<Int> {
        index.value += offset
        return .just(index.value)
    }
}
