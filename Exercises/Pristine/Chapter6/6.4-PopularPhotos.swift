import ExerciseSupport
import Pixels
import Reactive

/// Exercise 6.4 · A gallery view model that loads when it is shown
///
/// Write the gallery's view model against `PhotoImporting`, so that a test
/// can hand it a fake importer (the grader does). It must:
/// - import nothing when it is made: only when it first becomes active;
/// - give `photos`: an empty list at first, then each list the import sends,
///   shared by every subscriber (ten subscribers, still one import);
/// - after a failed import, leave the photos empty, set `errorMessage` to the
///   error's description (`String(describing: error)`), and import again at
///   the next activation; so too after an import that found no photos (the
///   list is still empty); once there are photos, never import again;
/// - set `errorMessage` back to `nil` as soon as a new import starts;
/// - never keep itself alive: closures capture what they need, never `self`.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (imports that fail in several ways, find no photos, send
/// a second list, or still run when the screen goes off; a title bar and up
/// to eight more screens that subscribe later; a screen that lets the view
/// model go), the grader compares with the reference solution the photos
/// and the error messages with their ticks (a value sent twice in a row
/// counts once), every import, and whether the view model is freed when let go.
///
/// ```
/// isActive:      --t--f-t--       the importer answers 2 ticks after each request
/// photos:        e---p            e = [], p = the imported photos; one import, at 2
/// errorMessage:  n                n = nil
/// ```
///
/// Book: chapter 6, Testing view models (FRPGalleryViewModel, which imports its
/// photos with `RAC(self, photosArray) = [[FRPPhotoImporter importPhotos] catchTo:…]`)
public final class PopularPhotosViewModel: ViewModel, @unchecked Sendable {
    /// The photos: an empty list at first, then the imported ones.
    public let photos: Signal<[Photo]>
    /// Why the last import failed, or `nil`.
    public let errorMessage: Signal<String?>

    /// A gallery that imports through `importer`.
    public init(importer: any PhotoImporting) {
        // TODO(6.4): keep the photos and the error in properties; import on activation.
        notAttempted("6.4")
    }
}
