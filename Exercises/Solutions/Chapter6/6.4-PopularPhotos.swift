import Pixels
import Reactive

/// Exercise 6.4 · A gallery view model that loads when it is shown: the reference solution.
///
/// Book: chapter 6, Testing view models (FRPGalleryViewModel, which imports its
/// photos with `RAC(self, photosArray) = [[FRPPhotoImporter importPhotos] catchTo:…]`)
public final class PopularPhotosViewModel: ViewModel, @unchecked Sendable {
    /// The photos: an empty list at first, then the imported ones.
    public let photos: Signal<[Photo]>
    /// Why the last import failed, or `nil`.
    public let errorMessage: Signal<String?>

    // The state lives in two properties that the view model owns. A binding
    // (<~) holds its property weakly, so they must be stored: a local one
    // would be freed at the end of init, ending the binding with it.
    private let list = MutableProperty<[Photo]>([])
    private let error = MutableProperty<String?>(nil)

    /// A gallery that imports through `importer`.
    public init(importer: any PhotoImporting) {
        // Local copies for the closures below: capturing `self` would make
        // the view model own a subscription that owns the view model.
        let list = list
        let error = error
        // Every subscriber reads the same property, so subscribing imports
        // nothing: the one import happens below, once, on activation.
        photos = list.signal
        errorMessage = error.signal
        super.init()

        // didBecomeActive sends at each activation (and completes when the
        // view model goes away). Import only while there are no photos: the
        // first time, and again after a failure. An import that fails sets
        // the message and ends quietly (empty), so the binding lives on for
        // the next activation; the list keeps its empty value.
        list
            <~ didBecomeActive
            .filter { list.value.isEmpty }
            .flatMap { _ in
                importer.importPhotos()
                    .initially { error.value = nil }
                    .catch { failure in
                        error.value = String(describing: failure)
                        return .empty
                    }
            }
    }
}
