import Foundation
import Reactive
import WorkbookKit

/// The gallery's logic: the popular photos, their thumbnails, the selection,
/// and opening a photo in the full-size pager.
///
/// It loads the photos when it first becomes active, not when it is made, so
/// making one (in a test, or before the screen appears) costs nothing. It
/// loads again on a later activation only if it has no photos yet (after a
/// failure), or when the screen executes `reload`. A failed import is logged
/// and leaves an empty list, with the reason in `errorMessage` and
/// `emptyMessage`, instead of ending anything.
///
/// ```swift
/// let gallery = GalleryViewModel(importer: importer, session: AuthSession())
/// gallery.photos.subscribeNext { print($0.count) }   // prints 0
/// gallery.isActive = true                            // later prints 14
/// ```
///
/// Book: FRPGalleryViewModel
public final class GalleryViewModel: ViewModel, @unchecked Sendable {
    /// The screen's title: "Popular on 500px", in Chinese "500px 热门照片".
    public let title: String
    /// The photos: none at first, then the imported list (none again after a
    /// failed import). Book: the controller's `photosArray`, then the view
    /// model's `model`
    public let photos: Signal<[Photo]>
    /// Whether an import is in progress.
    public let isLoading: Signal<Bool>
    /// Why the last import failed, or `nil`.
    public let errorMessage: Signal<String?>
    /// What to show instead of the grid when it is empty, e.g.
    /// `Loading photos…` or `No photos: HTTP 500 from …`; `nil` while there
    /// are photos.
    public let emptyMessage: Signal<String?>
    /// The index of the selected photo: now, then each change.
    public let selectedIndex: Signal<Int>
    /// Imports the photos again; disabled while an import runs.
    /// Book: `RAC(self, photosArray) = [[FRPPhotoImporter importPhotos] catchTo:…]`
    public let reload: Command<Void, [Photo]>
    /// Moves the selection by an offset (e.g. -1, +1, or a row of columns),
    /// staying within the photos. Sends the new index.
    public let moveSelection: Command<Int, Int>
    /// Selects the photo at an index and makes the full-size pager for it;
    /// fails with `PixelsError.noPhoto` for an index out of bounds. While the
    /// pager lives, the selection follows the photo it shows.
    /// Book: `-collectionView:didSelectItemAtIndexPath:`
    public let open: Command<Int, FullSizePhotoViewModel>

    /// How many thumbnails a gallery keeps unless told otherwise: 256.
    public static let cachedThumbnails = 256
    /// The most pixels a kept thumbnail has across and down unless told
    /// otherwise: 32, the API's thumbnail size (the gallery draws them at
    /// 16 × 16). A larger thumbnail is shrunk to fit before it is kept.
    public static let thumbnailSide = 32

    private let importer: any PhotoImporting
    private let thumbnails: ThumbnailCache
    private let log: @Sendable (String) -> Void
    private let language: Language

    /// A gallery that imports through `importer`, hands `session` on to the
    /// screens it opens, and writes each error as one line to `log`
    /// (standard error by default). It keeps the `cachedThumbnails` most
    /// recently used thumbnails, each shrunk to fit `thumbnailSide` pixels.
    /// Its title, messages and log lines are in `language`.
    public init(
        importer: any PhotoImporting, session: AuthSession,
        log: @escaping @Sendable (String) -> Void = GalleryViewModel.logToStandardError,
        cachedThumbnails: Int = GalleryViewModel.cachedThumbnails,
        thumbnailSide: Int = GalleryViewModel.thumbnailSide, language: Language = .english
    ) {
        @Sendable func say(en: String, zh: String) -> String {
            Bilingual(en: en, zh: zh).text(in: language)
        }
        @Sendable func reason(_ failure: any Error) -> String {
            describe(failure, in: language)
        }
        title = say(en: "Popular on 500px", zh: "500px 热门照片")
        let list = MutableProperty<[Photo]>([])
        let error = MutableProperty<String?>(nil)
        let selection = MutableProperty(0)
        self.importer = importer
        self.log = log
        self.language = language
        thumbnails = ThumbnailCache(capacity: cachedThumbnails, side: thumbnailSide)
        photos = list.signal.distinctUntilChanged()
        errorMessage = error.signal.distinctUntilChanged()
        selectedIndex = selection.signal.distinctUntilChanged()
        // Book: [[FRPPhotoImporter importPhotos] logError] catchTo:[RACSignal empty]].
        // The error and the empty list are in place before `isExecuting` turns
        // false, so `emptyMessage` goes straight from loading to the reason.
        reload = Command { _ in
            importer.importPhotos()
                .initially { error.value = nil }
                .doError { failure in
                    log(
                        say(
                            en: "Gallery: could not import the photos: \(failure)",
                            zh: "画廊：无法导入照片：\(reason(failure))"))
                    list.value = []
                    error.value = reason(failure)
                }
        }
        isLoading = reload.isExecuting
        emptyMessage = Signal.combineLatest(list.signal, reload.isExecuting, error.signal) {
            photos, loading, reason in
            if !photos.isEmpty { return nil }
            if loading { return say(en: "Loading photos…", zh: "正在加载照片…") }
            return reason.map { say(en: "No photos: \($0)", zh: "没有照片：\($0)") }
                ?? say(en: "No photos.", zh: "没有照片。")
        }
        .distinctUntilChanged()
        moveSelection = Command { offset in
            Signal.deferred {
                selection.value = Self.clamp(selection.value + offset, count: list.value.count)
                return .just(selection.value)
            }
        }
        open = Command { index in
            Signal.deferred {
                let all = list.value
                guard all.indices.contains(index) else {
                    return .error(PixelsError.noPhoto(index: index, count: all.count))
                }
                let pager = FullSizePhotoViewModel(
                    photos: all, initialIndex: index, importer: importer, session: session,
                    language: language)
                selection <~ pager.currentIndex
                return .just(pager)
            }
        }
        super.init()

        list <~ reload.executionSignals.flatten()
        list.signal.subscribeNext { photos in
            selection.value = Self.clamp(selection.value, count: photos.count)
        }
        let reload = reload
        didBecomeActive.filter { list.value.isEmpty }.subscribeNext { reload.execute() }
    }

    /// The thumbnail of `photo`, shrunk to fit `thumbnailSide`, downloaded
    /// once and remembered while it is among the most recently used. A
    /// failed download is logged and the signal completes without an image,
    /// so a cell's binding to it simply ends.
    ///
    /// Book: the cell's `RAC(self.imageView, image) = …thumbnailData…`
    public func thumbnail(for photo: Photo) -> Signal<Image> {
        let log = log
        let language = language
        return thumbnails.thumbnail(for: photo, downloading: importer.downloadThumbnail)
            .catch { failure in
                let reason = describe(failure, in: language)
                log(
                    Bilingual(
                        en:
                            "Gallery: could not download the thumbnail of photo \(photo.id): \(failure)",
                        zh: "画廊：无法下载照片 \(photo.id) 的缩略图：\(reason)"
                    ).text(in: language))
                return .empty
            }
    }

    /// Writes a line to standard error, where it does not disturb the screen's drawing.
    public static let logToStandardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private static func clamp(_ index: Int, count: Int) -> Int {
        min(max(index, 0), max(count - 1, 0))
    }
}
