import Pixels
import PixelsExerciseSupport
import Reactive

/// A photo page of exercise 6.6's family: the correct one, or one with one
/// flaw. Every member is of this one type, so a test can tell them apart
/// only by how they behave.
///
/// The correct member behaves as the app's `PhotoViewModel` does on the
/// bench: each activation fetches the details, then the full-size image,
/// with the spinner on from the activation until the image is in;
/// deactivation cancels the download and stops the spinner.
public final class FamilyPage: ViewModel, PhotoPage, @unchecked Sendable {
    /// One way a page breaks one of 6.6's four rules.
    public enum Flaw: Codable, Equatable, Sendable, CustomStringConvertible {
        /// When a name that changes later changes.
        public enum Moment: Codable, Sendable { case details, image }

        case spinnerNeverStarts
        case downloadsLate(by: Int)
        case nameChangesLater(when: Moment)
        case nameArrivesLate
        case downloadsAtOnce
        case fetchesTheDetailsTwice
        case downloadsBeforeTheDetails
        case neverShowsTheImage
        case showsTheThumbnail
        case showsTheImageLate(by: Int)
        case spinnerNeverStops
        case spinnerStopsEarly
        case spinnerStartsLate(by: Int)

        /// Every flaw, with its simplest parameter.
        public static let all: [Flaw] = [
            .spinnerNeverStarts, .downloadsLate(by: 1), .nameChangesLater(when: .details),
            .nameArrivesLate, .downloadsAtOnce, .fetchesTheDetailsTwice, .neverShowsTheImage,
            .showsTheThumbnail, .showsTheImageLate(by: 1), .spinnerNeverStops,
            .spinnerStopsEarly, .spinnerStartsLate(by: 1), .downloadsBeforeTheDetails,
        ]

        /// The flaw, as it ends "a page that …".
        public var description: String {
            switch self {
            case .spinnerNeverStarts: "never turns its spinner on"
            case .downloadsLate(let ticks):
                "starts its download \(ticks) tick\(ticks == 1 ? "" : "s") after the activation"
            case .nameChangesLater(.details):
                "shows the photographer's name in place of the photo's once the details arrive"
            case .nameChangesLater(.image):
                "shows the photographer's name in place of the photo's once the image arrives"
            case .nameArrivesLate: "shows an empty name until the details arrive"
            case .downloadsAtOnce: "downloads as soon as it is made, before it becomes active"
            case .fetchesTheDetailsTwice: "fetches the details twice before it downloads the image"
            case .downloadsBeforeTheDetails:
                "asks for the full-size image before the details, then for both in turn"
            case .neverShowsTheImage: "downloads the image but never shows it"
            case .showsTheThumbnail: "shows the thumbnail instead of the full-size image"
            case .showsTheImageLate(let ticks):
                "shows the image \(ticks) tick\(ticks == 1 ? "" : "s") after it arrives"
            case .spinnerNeverStops: "never stops its spinner"
            case .spinnerStopsEarly: "stops its spinner when the details arrive, before the image"
            case .spinnerStartsLate(let ticks):
                "turns its spinner on \(ticks) tick\(ticks == 1 ? "" : "s") after the activation"
            }
        }

        /// Which rule it breaks, and how a test sees that.
        public var advice: String {
            switch self {
            case .nameArrivesLate, .nameChangesLater:
                "Rule 1: record page.name as soon as the page is made, and at the end check "
                    + "every name it sent with its tick (name.events), not only the first or the last."
            case .downloadsAtOnce:
                "Rule 2: let some time pass before the activation, then check that "
                    + "bench.importer.requests is still empty."
            case .downloadsLate, .fetchesTheDetailsTwice, .downloadsBeforeTheDetails:
                "Rule 3: 4 ticks after the activation, bench.importer.requests is exactly the "
                    + "details, then the full-size image, of bench.photo, and the image is shown "
                    + "then: check the ticks, not only the values."
            case .neverShowsTheImage, .showsTheThumbnail, .showsTheImageLate:
                "Rule 3: check every image page.image sent, with its tick (image.events): nil "
                    + "at first, then FakeImporter.fullSize(of: bench.photo) as soon as it arrives."
            case .spinnerNeverStarts, .spinnerNeverStops, .spinnerStopsEarly, .spinnerStartsLate:
                "Rule 4: check the spinner's whole story with its ticks (loading.events): off, "
                    + "on at the activation, off when the image is in. Checking only how it ends "
                    + "lets a spinner that never started through."
            }
        }

        /// Simpler versions of this flaw, for shrinking.
        public var simpler: [Flaw] {
            switch self {
            case .downloadsLate(let ticks) where ticks > 1: [.downloadsLate(by: ticks - 1)]
            case .showsTheImageLate(let ticks) where ticks > 1: [.showsTheImageLate(by: ticks - 1)]
            case .spinnerStartsLate(let ticks) where ticks > 1: [.spinnerStartsLate(by: ticks - 1)]
            case .nameChangesLater(.image): [.nameChangesLater(when: .details)]
            default: []
            }
        }
    }

    /// The name the page shows.
    public let name: Signal<String>
    /// The full-size image, nil before.
    public let image: Signal<Image?>
    /// Whether the spinner turns.
    public let isLoading: Signal<Bool>

    /// A page for `photo`, downloading from `importer` (the bench's fake), with `flaw` or none.
    public init(photo: Photo, importer: any PhotoImporting, flaw: Flaw?) {
        let scheduler: any Scheduler =
            (importer as? FakeImporter)?.scheduler ?? ImmediateScheduler.shared
        let current = MutableProperty(photo)
        let loading = MutableProperty(false)
        name = current.signal
            .map { shown in
                switch flaw {
                case .nameArrivesLate: shown.fullSizeURL == nil ? "" : shown.name
                case .nameChangesLater(.details):
                    shown.fullSizeURL == nil ? shown.name : shown.photographer
                case .nameChangesLater(.image):
                    shown.fullSize == nil ? shown.name : shown.photographer
                default: shown.name
                }
            }
            .distinctUntilChanged()
        image = current.signal
            .map { shown in
                switch flaw {
                case .neverShowsTheImage: nil
                case .showsTheThumbnail:
                    shown.fullSize.map { _ in FakeImporter.thumbnail(of: photo) }
                default: shown.fullSize
                }
            }
            .distinctUntilChanged()
        isLoading = loading.signal.distinctUntilChanged()
        super.init()

        func later(_ ticks: Int, _ signal: Signal<Photo>) -> Signal<Photo> {
            Signal<Int>.timer(.seconds(ticks), on: scheduler).flatMap { _ in signal }
        }
        let details: Signal<Photo> = Signal.deferred {
            let fetch = importer.fetchDetails(for: current.value)
            switch flaw {
            case .fetchesTheDetailsTwice:
                return fetch.then { importer.fetchDetails(for: current.value) }
            case .downloadsBeforeTheDetails:
                // The same requests as a set, in the wrong order, one more.
                // It guesses the full-size address from the thumbnail's.
                var guessed = current.value
                guessed.fullSizeURL = guessed.fullSizeURL ?? guessed.thumbnailURL
                let early = importer.downloadFullSize(for: guessed).ignoreValues()
                let photo = guessed
                return Signal.merge([early.map { _ in photo }, fetch])
            default:
                return fetch
            }
        }
        var download = details.flatMap { details -> Signal<Photo> in
            var fullSize = importer.downloadFullSize(for: details)
            if case .showsTheImageLate(let ticks) = flaw {
                fullSize = fullSize.delay(.seconds(ticks), on: scheduler)
            }
            return Signal.just(details).concat(
                fullSize.map { image in
                    var withImage = details
                    withImage.fullSize = image
                    return withImage
                })
        }
        if case .downloadsLate(let ticks) = flaw { download = later(ticks, download) }
        let started = download.initially {
            switch flaw {
            case .spinnerNeverStarts: break
            case .spinnerStartsLate(let ticks):
                scheduler.schedule(after: .seconds(ticks)) { loading.value = true }
            default: loading.value = true
            }
        }
        let events =
            flaw == .downloadsAtOnce
            ? started.materialize() : forwardWhileActive(started.materialize())
        events.subscribeNext { event in
            switch event {
            case .next(let shown):
                current.value = shown
                if flaw == .spinnerStopsEarly && shown.fullSize == nil { loading.value = false }
            case .error, .completed:
                if flaw != .spinnerNeverStops { loading.value = false }
            }
        }
        didBecomeInactive.subscribeNext {
            if flaw != .spinnerNeverStops { loading.value = false }
        }
    }
}
