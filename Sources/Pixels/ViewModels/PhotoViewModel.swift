import Reactive
import WorkbookKit

/// One page of the full-size pager: a photo's name and full-size image, with
/// a loading flag for the spinner and an error line.
///
/// Each time it becomes active (its page is on screen) it downloads the
/// photo's details, then its full-size image, through `forwardWhileActive`:
/// becoming inactive cancels a download in progress, and the next activation
/// starts again. `isLoading` is true from the start of a download until it
/// ends, fails or is cancelled.
///
/// ```swift
/// let page = PhotoViewModel(photo: photo, importer: importer)
/// page.isLoading.subscribeNext { print("loading: \($0)") }   // prints loading: false
/// page.isActive = true   // prints loading: true; later loading: false and the image
/// ```
///
/// Book: FRPPhotoViewModel
public final class PhotoViewModel: ViewModel, @unchecked Sendable {
    /// The photo: as given, then with its details, then with its full-size
    /// image. Book: `model`
    public let photo: Signal<Photo>
    /// The photo's name: now, then each change. Book: `photoName`
    public let name: Signal<String>
    /// The full-size image once downloaded, `nil` before. Book: `photoImage`
    public let image: Signal<Image?>
    /// Whether a download is in progress, for the spinner. Book: `loading`
    public let isLoading: Signal<Bool>
    /// Why the last download failed, or `nil`.
    public let errorMessage: Signal<String?>

    private let current: MutableProperty<Photo>

    /// A page for `photo` that downloads through `importer`; its error
    /// messages are in `language`.
    public init(photo: Photo, importer: any PhotoImporting, language: Language = .english) {
        let current = MutableProperty(photo)
        let loading = MutableProperty(false)
        let error = MutableProperty<String?>(nil)
        self.current = current
        self.photo = current.signal
        name = current.signal.map(\.name).distinctUntilChanged()
        image = current.signal.map(\.fullSize).distinctUntilChanged()
        isLoading = loading.signal.distinctUntilChanged()
        errorMessage = error.signal.distinctUntilChanged()
        super.init()

        // Book: -downloadPhotoModelDetails, run on each didBecomeActiveSignal.
        let download = Signal<Photo>.deferred {
            importer.fetchDetails(for: current.value).flatMap { details in
                Signal.just(details).concat(
                    importer.downloadFullSize(for: details).map { image in
                        var withImage = details
                        withImage.fullSize = image
                        return withImage
                    })
            }
        }
        .initially {
            error.value = nil
            loading.value = true
        }
        forwardWhileActive(download.materialize()).subscribeNext { event in
            switch event {
            case .next(let photo):
                current.value = photo
            case .error(let failure):
                error.value = describe(failure, in: language)
                loading.value = false
            case .completed:
                loading.value = false
            }
        }
        didBecomeInactive.subscribeNext { loading.value = false }
    }

    /// The photo as it stands now, for the pager's detail screen.
    var latestPhoto: Photo {
        current.value
    }
}
