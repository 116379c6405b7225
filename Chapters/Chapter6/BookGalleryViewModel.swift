import Pixels
import Reactive

/// A gallery view model as a test sees it: something that can be made active
/// and that sends its photos.
protocol GalleryLoading: ViewModel {
    /// The photos imported so far.
    var photos: Signal<[Photo]> { get }
}

extension GalleryViewModel: GalleryLoading {}

/// The book's FRPGalleryViewModel, as its test expects it: it imports the
/// photos in `init`, binding them to its model at once.
///
/// Book: FRPGalleryViewModel, `RAC(self, model) = [self importPhotosSignal]` in `-init`
final class BookGalleryViewModel: ViewModel, GalleryLoading, @unchecked Sendable {
    private let list = MutableProperty<[Photo]>([])

    /// The photos imported so far.
    var photos: Signal<[Photo]> { list.signal }

    init(importer: any PhotoImporting) {
        super.init()
        list <~ importer.importPhotos().catchTo(Signal.empty)
    }
}
