import Chapter5Exercises
import Chapter5Mutants
import Chapter5Reference
import ExerciseGrading
import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 5.6: `fullSizePhoto(_:fetchDetails:downloadFullSize:)`
/// behaves as the reference in the task's story and a couple of hundred
/// generated ones: the same photos at the same ticks, the download started
/// with the details as soon as they arrive, either step's error passed on,
/// and the download cancelled when the page closes.
@Suite("5.6 Details first, then the full-size image", .serialized)
struct Exercise5_6 {
    typealias FullSizePhoto = (
        Photo, @escaping @Sendable (Photo) -> Signal<Photo>,
        @escaping @Sendable (Photo) -> Signal<Image>
    ) -> Signal<Photo>

    static let legend =
        "where d = the photo with its details, i = its full-size image, f = d with its "
        + "full-size image; p = the listing's photo, l = p with the full-size image"

    /// Checks any implementation of `fullSizePhoto(_:fetchDetails:downloadFullSize:)`.
    static func grade(_ fullSizePhoto: FullSizePhoto, seed: Seed) throws {
        try compareTraces(
            "fullSizePhoto(photo, fetchDetails: fetchDetails, downloadFullSize: downloadFullSize)",
            { play($0, fullSizePhoto) },
            with: { play($0, Chapter5Reference.fullSizePhoto(_:fetchDetails:downloadFullSize:)) },
            on: .detailsStories, seed: seed, describe: { "\($0)\n\(legend)" }, hint: 2,
            diagnose: diagnose)
    }

    /// Plays `story`; writes down what the subscribers received, when each
    /// request ran, and which photo each download was given.
    static func play(_ story: DetailsStory, _ fullSizePhoto: FullSizePhoto) -> Trace {
        let scheduler = TestScheduler()
        let photo = FakeImporter.samplePhotos[story.photo]
        let details = FakeImporter.details(of: photo)
        let image = FakeImporter.fullSize(of: photo)
        let fetches = Locked<[TestableSignal<Photo>]>([])
        let downloads = Locked<[TestableSignal<Image>]>([])
        let given = Locked<[String]>([])
        let fetchDetails: @Sendable (Photo) -> Signal<Photo> = { asked in
            let answer = scheduler.coldSignal(
                story.details.map {
                    Recorded(
                        time: $0.time, event: $0.event.map { _ in asked.updated(with: details) })
                })
            fetches.withLock { $0.append(answer) }
            return answer.signal
        }
        let downloadFullSize: @Sendable (Photo) -> Signal<Image> = { asked in
            guard asked.fullSizeURL != nil else {
                given.withLock { $0.append("the listing's photo, without a full-size URL") }
                return .error(PixelsError.missingImageSize(photoID: asked.id, size: 4))
            }
            given.withLock { $0.append("the details") }
            let answer = scheduler.coldSignal(
                story.download.map { Recorded(time: $0.time, event: $0.event.map { _ in image }) })
            downloads.withLock { $0.append(answer) }
            return answer.signal
        }
        let result = fullSizePhoto(photo, fetchDetails, downloadFullSize)
        let page = scheduler.record(
            result, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let second = story.lateSubscriberAt.map { scheduler.record(result, subscribeAt: $0) }
        scheduler.advance(to: story.lastTick + 6)

        var complete = details
        complete.fullSize = image
        var listingWithImage = photo
        listingWithImage.fullSize = image
        let letters: [(String, Photo)] = [
            ("d", details), ("f", complete), ("p", photo), ("l", listingWithImage),
        ]
        func label(_ sent: Photo) -> String {
            letters.first { $0.1 == sent }?.0 ?? "?"
        }
        var trace = Trace()
        trace.timeline("the page receives", page.events, label: label)
        if let second {
            trace.timeline("the second subscriber receives", second.events, label: label)
        }
        trace.spans("fetchDetails(photo)", fetches.withLock { $0 }.flatMap(\.subscriptions))
        trace.spans("downloadFullSize(d)", downloads.withLock { $0 }.flatMap(\.subscriptions))
        let photos = given.withLock { $0 }
        trace.fact(
            "downloadFullSize was given",
            photos.isEmpty ? "nothing (never called)" : photos.joined(separator: ", then "))
        return trace
    }

    /// What a difference usually means.
    static func diagnose(_ story: DetailsStory, expected: Trace, got: Trace) -> Diagnosis? {
        if case .fact(let given)? = got["downloadFullSize was given"],
            given.contains("listing's photo")
        {
            return Diagnosis(
                hint: 2,
                "Start the download from the details, as soon as they arrive: flatMap on "
                    + "fetchDetails(photo), and give downloadFullSize the details.")
        }
        if expected["downloadFullSize(d)"] != got["downloadFullSize(d)"],
            expected["the page receives"] == got["the page receives"]
        {
            return Diagnosis(
                hint: 2,
                "When the page closes, its subscription is disposed, and that must cancel the "
                    + "download: keep it inside the chain (flatMap, concat), not in a "
                    + "subscription of its own.")
        }
        guard case .timeline(let want)? = expected["the page receives"],
            case .timeline(let have)? = got["the page receives"]
        else { return nil }
        let sent = have.compactMap(\.event.value)
        if sent.contains("l") {
            return Diagnosis(
                hint: 2,
                "Add the image to a copy of the details (var complete = details), not to the "
                    + "listing's photo: the page shows the comment count from the details.")
        }
        if want.compactMap(\.event.value).first == "d" && sent.first != "d" {
            return Diagnosis(
                hint: 2,
                "Send the details as soon as they arrive, then the download's photo: "
                    + "Signal.just(details).concat(…).")
        }
        if want.contains(where: { $0.event.error != nil })
            && !have.contains(where: { $0.event.error != nil })
        {
            return Diagnosis(
                hint: 2, "A failed step must end the result with its error: the page shows it.")
        }
        return Diagnosis(
            hint: 2,
            "The details when they arrive, then the details with the image when it comes, then "
                + "the completion (or either step's error).")
    }

    /// Every wrong answer in `Mutants5_6`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, FullSizePhoto> {
        [
            "downloadsAtOnce": Mutants5_6.downloadsAtOnce,
            "skipsTheDetails": Mutants5_6.skipsTheDetails,
            "losesTheDetails": Mutants5_6.losesTheDetails,
            "swallowsDownloadErrors": Mutants5_6.swallowsDownloadErrors,
            "keepsDownloadingWhenClosed": Mutants5_6.keepsDownloadingWhenClosed,
        ]
    }

    @Test("your fullSizePhoto(_:fetchDetails:downloadFullSize:)")
    func yourAnswer() async throws {
        let run = GradingRun("5.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_6.grade(
                    Chapter5Exercises.fullSizePhoto(_:fetchDetails:downloadFullSize:),
                    seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants5_6", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("5.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise5_6.mutants.first { $0.key == mutant }!.value
                try Exercise5_6.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
