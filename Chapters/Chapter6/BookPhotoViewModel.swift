import Pixels
import Reactive

/// The book's FRPPhotoViewModel: on each activation it sets `loading`,
/// fetches the photo's details (which start the full-size download into the
/// model), and clears `loading` when the details have come.
///
/// It uses `didBecomeActive` with an ordinary subscription, so hiding the page
/// cancels nothing, and only completion clears the flag.
///
/// Book: FRPPhotoViewModel, with `didBecomeActiveSignal subscribeNext:` and
/// `fetchPhotoDetails: subscribeError:completed:`
final class BookPhotoViewModel: ViewModel, @unchecked Sendable {
    /// Whether the spinner shows.
    let isLoading = MutableProperty(false)
    /// The full-size image, once downloaded.
    let image = MutableProperty<Image?>(nil)

    // snippet.bookPhotoViewModel
    init(photo: Photo, importer: any PhotoImporting) {
        super.init()
        didBecomeActive.subscribeNext { [isLoading, image] in
            isLoading.value = true
            importer.fetchDetails(for: photo).subscribe(
                next: { details in
                    image <~ importer.downloadFullSize(for: details).map { $0 }
                },
                error: { _ in },  // the book logs the error, and nothing else
                completed: { isLoading.value = false })
        }
    }
    // snippet.end
}
