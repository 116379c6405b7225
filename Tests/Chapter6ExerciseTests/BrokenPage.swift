import Pixels
import PixelsExerciseSupport
import Reactive

/// A photo page with one flaw, for exercise 6.6: the learner's test must
/// fail on each of them.
///
/// Apart from its flaw it behaves like the app's `PhotoViewModel` in the
/// bench: on activation it fetches the details, then the full-size image,
/// with the spinner on from the activation until the image is in.
final class BrokenPage: ViewModel, PhotoPage, @unchecked Sendable {
    /// What is wrong with the page; each breaks one of 6.6's four rules.
    enum Flaw: CaseIterable, Sendable {
        case nameArrivesLate, downloadsAtOnce, neverShowsTheImage, spinnerNeverStops

        /// The flaw, as it ends "a page that …".
        var description: String {
            switch self {
            case .nameArrivesLate: "shows an empty name until the details arrive"
            case .downloadsAtOnce: "downloads as soon as it is made, before it becomes active"
            case .neverShowsTheImage: "downloads the image but never shows it"
            case .spinnerNeverStops: "never stops its spinner"
            }
        }

        /// Which rule it breaks, and how a test sees that.
        var advice: String {
            switch self {
            case .nameArrivesLate:
                "Rule 1: record page.name as soon as the page is made, and check every name it "
                    + "sent, not only the last."
            case .downloadsAtOnce:
                "Rule 2: let some time pass before the activation, then check that "
                    + "bench.importer.requests is still empty."
            case .neverShowsTheImage:
                "Rule 3: check that page.image sends FakeImporter.fullSize(of: bench.photo) "
                    + "once the download is done."
            case .spinnerNeverStops:
                "Rule 4: check that isLoading is false again once the image is in."
            }
        }
    }

    let name: Signal<String>
    let image: Signal<Image?>
    let isLoading: Signal<Bool>

    init(photo: Photo, importer: any PhotoImporting, flaw: Flaw) {
        let current = MutableProperty(photo)
        let shown = MutableProperty<Image?>(nil)
        let loading = MutableProperty(false)
        name =
            flaw == .nameArrivesLate
            ? current.signal.map { $0.fullSizeURL == nil ? "" : $0.name }.distinctUntilChanged()
            : current.signal.map(\.name).distinctUntilChanged()
        image = shown.signal.distinctUntilChanged()
        isLoading = loading.signal.distinctUntilChanged()
        super.init()

        let download = importer.fetchDetails(for: photo)
            .flatMap { details -> Signal<(Photo, Image?)> in
                Signal.just((details, nil)).concat(
                    importer.downloadFullSize(for: details).map { (details, $0) })
            }
            .initially { loading.value = true }
            .doCompleted {
                if flaw != .spinnerNeverStops { loading.value = false }
            }
        let start: Signal<Void> = flaw == .downloadsAtOnce ? .just(()) : didBecomeActive
        start.flatMap { _ in download }.subscribeNext { details, picture in
            current.value = details
            if let picture, flaw != .neverShowsTheImage {
                shown.value = picture
            }
        }
    }
}
