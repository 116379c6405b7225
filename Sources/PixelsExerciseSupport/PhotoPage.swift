import Pixels
import Reactive

/// What a test of a photo page can reach: the page's activity switch and
/// what its screen shows.
///
/// The app's `PhotoViewModel` is one; exercise 6.6's grader makes others.
///
/// ```swift
/// let page: any PhotoPage = PhotoViewModel(photo: photo, importer: importer)
/// page.name.subscribeNext { print($0) }   // prints Astronaut Eileen Collins
/// page.isActive = true                    // the screen appears: the download starts
/// ```
///
/// Book: the FRPPhotoViewModel that the book's `FRPPhotoViewModelTests` test
public protocol PhotoPage: AnyObject, Sendable {
    /// Whether the page is on screen; the test sets it, as the screen would.
    var isActive: Bool { get set }
    /// The photo's name: now, then each change.
    var name: Signal<String> { get }
    /// The full-size image once downloaded, `nil` before.
    var image: Signal<Image?> { get }
    /// Whether a download is in progress, for the spinner.
    var isLoading: Signal<Bool> { get }
}

extension PhotoViewModel: PhotoPage {}
