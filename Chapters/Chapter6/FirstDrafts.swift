import Pixels
import PixelsMVC
import Reactive

// The three view models as the book first writes them, in MVVM的具体实践,
// before 测试ViewModels refactors each under its tests into the shape the
// chapter's screens run (FullSizePhotoViewModel, GalleryViewModel and
// PhotoViewModel). Each refactoring moves code into a method of its own and
// changes nothing a screen sees, which "Testing view models" runs.

/// The full-size view's view model as the book first writes it: the first
/// photo's name read straight from the photo at the initial index.
///
/// ```swift
/// let viewModel = FirstFullSizePhotoViewModel(photoArray: models, initialPhotoIndex: 1)
/// print(viewModel.initialPhotoName ?? "none")   // prints Chelsea the Cat
/// ```
///
/// Book: FRPFullSizePhotoViewModel, first version (MVVM的具体实践)
final class FirstFullSizePhotoViewModel: ViewModel, @unchecked Sendable {
    // snippet.firstFullSizeViewModel
    let initialPhotoIndex: Int

    var photoArray: [PhotoModel] { model as? [PhotoModel] ?? [] }

    init(photoArray: [PhotoModel], initialPhotoIndex: Int) {
        self.initialPhotoIndex = initialPhotoIndex
        super.init(model: photoArray)
    }

    var initialPhotoName: String? {
        photoModel(at: initialPhotoIndex)?.photoName
    }

    func photoModel(at index: Int) -> PhotoModel? {
        photoArray.indices.contains(index) ? photoArray[index] : nil
    }
    // snippet.end
}

/// The gallery's view model as the book first writes it: the import, logged
/// and with its error caught, bound to the photos inside init.
///
/// ```swift
/// let viewModel = FirstGalleryViewModel(importer: importer, log: { print($0) })
/// viewModel.photos.signal.subscribeNext { print($0.count) }   // prints 0, later 14
/// ```
///
/// Book: FRPGalleryViewModel, first version (MVVM的具体实践)
final class FirstGalleryViewModel: ViewModel, @unchecked Sendable {
    // snippet.firstGalleryViewModel
    let photos = MutableProperty<[PhotoModel]>([])

    init(
        importer: any ModelImporting, log: @escaping @Sendable (String) -> Void
    ) {
        super.init()
        photos
            <~ importer.importPhotos()
            .named("importPhotos").logError(to: log)
            .catchTo(Signal.empty)
    }
    // snippet.end
}

/// One photo page's view model as the book first writes it: the details
/// fetched inside the subscription to `didBecomeActive`.
///
/// ```swift
/// let page = FirstPhotoViewModel(model: model, importer: importer)
/// page.isActive = true   // loading: true, then false once the details are in
/// ```
///
/// Book: FRPPhotoViewModel, first version (MVVM的具体实践)
final class FirstPhotoViewModel: ViewModel, @unchecked Sendable {
    // snippet.firstPhotoViewModel
    let photoImage = MutableProperty<Image?>(nil)
    let loading = MutableProperty(false)

    var photoModel: PhotoModel? { model as? PhotoModel }
    var photoName: String? { photoModel?.photoName }

    init(
        model: PhotoModel, importer: any ModelImporting,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        super.init(model: model)
        didBecomeActive.subscribeNext { [weak self] in
            guard let self, let photoModel else { return }
            loading.value = true
            importer.fetchPhotoDetails(photoModel).subscribe(
                next: { _ in },
                error: { log("Could not fetch photo details: \($0)") },
                completed: { [loading] in loading.value = false })
        }
        photoImage <~ model.fullsizeData.signal
    }
    // snippet.end
}
