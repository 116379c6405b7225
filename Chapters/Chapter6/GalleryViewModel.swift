import PixelsMVC
import Reactive

/// The gallery's logic, moved out of its controller: the photos, bound from
/// the importer when the view model is made.
///
/// The import is its own method, `importPhotosSignal()`, so that a test can
/// see that making the view model calls it.
///
/// ```swift
/// let viewModel = GalleryViewModel(importer: importer, log: { print($0) })
/// viewModel.photos.signal.subscribeNext { print($0.count) }   // prints 0, later 14
/// ```
///
/// Book: FRPGalleryViewModel as 测试ViewModels refactors it; the first version
/// is `FirstGalleryViewModel`
class GalleryViewModel: ViewModel, @unchecked Sendable {
    private let importer: any ModelImporting
    private let log: @Sendable (String) -> Void

    // snippet.galleryViewModel
    let photos = MutableProperty<[PhotoModel]>([])

    init(
        importer: any ModelImporting, log: @escaping @Sendable (String) -> Void
    ) {
        self.importer = importer
        self.log = log
        super.init()
        photos <~ importPhotosSignal()
    }

    func importPhotosSignal() -> Signal<[PhotoModel]> {
        importer.importPhotos()
            .named("importPhotos").logError(to: log)
            .catchTo(Signal.empty)
    }
    // snippet.end
}
