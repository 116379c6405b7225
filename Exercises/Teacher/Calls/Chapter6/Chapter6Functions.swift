import Pixels
import PixelsExerciseSupport
import Reactive

/// The parts of a gallery view model (exercise 6.4) that the judge reads:
/// the view model itself, to switch it on and off and to see it freed, and
/// its two signals.
public typealias GalleryParts = (
    model: ViewModel, photos: Signal<[Photo]>, errorMessage: Signal<String?>
)

/// Chapter 6's answers as a table of functions: what an answer program plays
/// the judge's calls on. The learner's program fills it with the learner's
/// functions, the reference program with the reference solutions.
///
/// The class of 6.4 is in it as a function that makes one and hands back its parts.
public struct Chapter6Functions: Sendable {
    /// 6.1 `loginValidity(username:password:)`.
    public var loginValidity:
        @Sendable (_ username: MutableProperty<String>, _ password: MutableProperty<String>)
            -> Signal<Bool>
    /// 6.2 `liveRatingText(of:ratings:)`.
    public var liveRatingText:
        @Sendable (_ model: ViewModel, _ ratings: Signal<Double>) -> Signal<String>
    /// 6.3 `loadingFlag(of:download:)`.
    public var loadingFlag:
        @Sendable (_ model: ViewModel, _ download: Signal<Image>) -> Signal<Bool>
    /// 6.4 `PopularPhotosViewModel(importer:)`, and its parts.
    public var popularPhotos: @Sendable (_ importer: any PhotoImporting) -> GalleryParts
    /// 6.5 `activateCurrentPage(of:in:current:)`.
    public var activateCurrentPage:
        @Sendable (_ pages: [ViewModel], _ pager: ViewModel, _ current: Signal<Int>) -> Void
    /// 6.6 `testPhotoPage(_:)`.
    public var testPhotoPage: @Sendable (_ bench: PageBench) -> Void
    /// 6.7 `ObservableGallery(importPhotos:)`, and its parts.
    public var observableGallery:
        @MainActor @Sendable (_ importPhotos: @escaping PhotoImport) -> GalleryModelParts

    /// A table of these functions.
    public init(
        loginValidity:
            @escaping @Sendable (
                _ username: MutableProperty<String>, _ password: MutableProperty<String>
            ) -> Signal<Bool>,
        liveRatingText:
            @escaping @Sendable (_ model: ViewModel, _ ratings: Signal<Double>) -> Signal<String>,
        loadingFlag:
            @escaping @Sendable (_ model: ViewModel, _ download: Signal<Image>) -> Signal<Bool>,
        popularPhotos: @escaping @Sendable (_ importer: any PhotoImporting) -> GalleryParts,
        activateCurrentPage:
            @escaping @Sendable (_ pages: [ViewModel], _ pager: ViewModel, _ current: Signal<Int>)
            -> Void,
        testPhotoPage: @escaping @Sendable (_ bench: PageBench) -> Void,
        observableGallery:
            @escaping @MainActor @Sendable (_ importPhotos: @escaping PhotoImport)
            -> GalleryModelParts
    ) {
        self.loginValidity = loginValidity
        self.liveRatingText = liveRatingText
        self.loadingFlag = loadingFlag
        self.popularPhotos = popularPhotos
        self.activateCurrentPage = activateCurrentPage
        self.testPhotoPage = testPhotoPage
        self.observableGallery = observableGallery
    }

    /// The same table with `change` made to it: one function replaced, for a mutant.
    public func with(_ change: (inout Chapter6Functions) -> Void) -> Chapter6Functions {
        var changed = self
        change(&changed)
        return changed
    }
}
