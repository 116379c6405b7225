import ExerciseSupport
import Observation
import Pixels

/// Exercise 6.7 · An @Observable gallery that loads while its screen shows it
///
/// Today a view model is an `@Observable` class: a screen reads its
/// properties, and Observation tells the screen when one it read has
/// changed; there is no signal to bind. Work done while the screen shows runs
/// in a task the screen starts when it appears and cancels when it goes, as
/// SwiftUI's `.task { await gallery.load() }` does: the Today section's
/// activation. Complete `load()`:
/// - `isLoading` is true from the start of each load until that load ends,
///   however it ends: answered, failed or cancelled;
/// - a load starts by setting `errorMessage` back to nil;
/// - a load that answers shows what it found in `photos`;
/// - a failed load leaves `photos` as they were, and sets `errorMessage` to
///   the error's description (`String(describing: error)`);
/// - a cancelled load (the screen went) is no failure: it leaves `photos`
///   and `errorMessage` as they were.
///
/// Keep the class `@Observable`, so that the screen hears of each change.
/// Everything runs on the main actor: the gallery, its loads, `importPhotos`.
///
/// Graded: on a virtual clock (a `TestClock`), in the story below and a few
/// hundred generated ones (a screen that appears and goes again and again,
/// milliseconds or seconds apart; imports that answer fast or slow, with
/// photos, with none, or fail in several ways), the grader compares with the
/// reference solution, moment by moment, the gallery's photos, `isLoading`
/// and `errorMessage`, and whether Observation announced each change.
///
/// ```
/// 0 s:    the screen appears; an import starts (it takes 2 s)    loading
/// 2 s:    the import answers 3 photos                            3 photos, not loading
/// 3 s:    the screen goes;  3.5 s: it appears, an import starts  3 photos, loading
/// 4 s:    the screen goes: the import is cancelled               3 photos, not loading
/// ```
///
/// Book: chapter 6, Today: @Observable view models (a view model as the
/// toolchain's Observation makes it, where the book's `RVMViewModel` loads on
/// `didBecomeActiveSignal`)
@MainActor @Observable
public final class ObservableGallery {
    /// The photos on show: those of the last load that answered.
    public private(set) var photos: [Photo] = []
    /// Whether a load is running.
    public private(set) var isLoading = false
    /// Why the last load failed, or nil.
    public private(set) var errorMessage: String?
    @ObservationIgnored private let importPhotos: @MainActor () async throws -> [Photo]

    /// A gallery that imports its photos with `importPhotos`.
    public init(importPhotos: @escaping @MainActor () async throws -> [Photo]) {
        self.importPhotos = importPhotos
    }

    /// Loads the photos: the screen calls it when it appears, in a task it
    /// cancels when it goes.
    public func load() async {
        // TODO(6.7): loading from start to end; clear the error; import; keep a failure's reason.
        notAttempted("6.7")
    }
}
