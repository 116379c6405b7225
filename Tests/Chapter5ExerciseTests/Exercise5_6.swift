import Chapter5Exercises
import Chapter5Mutants
import ExerciseGrading
import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 5.6: `fullSizePhoto(_:fetchDetails:downloadFullSize:)`
/// sends the details, starts the download with them as soon as they arrive,
/// sends the photo with its image, and passes either step's error on.
@Suite("5.6 Details first, then the full-size image")
struct Exercise5_6 {
    typealias FullSizePhoto = (
        Photo, @escaping @Sendable (Photo) -> Signal<Photo>,
        @escaping @Sendable (Photo) -> Signal<Image>
    ) -> Signal<Photo>

    static let photo = FakeImporter.samplePhotos[0]
    static let details = FakeImporter.details(of: photo)
    static let complete: Photo = {
        var complete = details
        complete.fullSize = FakeImporter.fullSize(of: photo)
        return complete
    }()
    static let legend =
        "d = the photo with its details, f = d with its full-size image, # = an error"

    /// Checks any implementation of `fullSizePhoto(_:fetchDetails:downloadFullSize:)`.
    static func grade(_ fullSizePhoto: FullSizePhoto) throws {
        try grade(
            fullSizePhoto, details: "--(d|)", download: "---(i|)", equals: "--d--(f|)",
            detailsSpan: "^-!", downloadSpans: ["--^--!"],
            because: "Send the details as soon as they arrive, start the download with them "
                + "at once, then send them again with the image, and complete.")
        try grade(
            fullSizePhoto, details: "--(d|)", download: "--#", equals: "--d-#",
            detailsSpan: "^-!", downloadSpans: ["--^-!"],
            because: "A failed download must end the result with its error: the page shows it.")
        try grade(
            fullSizePhoto, details: "-#", download: "---(i|)", equals: "-#",
            detailsSpan: "^!", downloadSpans: [],
            because: "Without details there is nothing to download: the error ends the result.")
    }

    /// One page: the details and each download follow their scripts from their start.
    static func grade(
        _ fullSizePhoto: FullSizePhoto, details detailsScript: String,
        download downloadScript: String,
        equals expected: String, detailsSpan: String, downloadSpans: [String],
        because explanation: String
    ) throws {
        let scheduler = TestScheduler()
        let fetches = Locked<[TestableSignal<Photo>]>([])
        let downloads = Locked<[TestableSignal<Image>]>([])
        let withoutDetails = Locked<[Int]>([])
        let fetchDetails: @Sendable (Photo) -> Signal<Photo> = { photo in
            let answer = scheduler.coldSignal(
                detailsScript, values: ["d": FakeImporter.details(of: photo)])
            fetches.withLock { $0.append(answer) }
            return answer.signal
        }
        let downloadFullSize: @Sendable (Photo) -> Signal<Image> = { photo in
            guard photo.fullSizeURL != nil else {
                withoutDetails.withLock { $0.append(scheduler.now) }
                return .error(PixelsError.missingImageSize(photoID: photo.id, size: 4))
            }
            let answer = scheduler.coldSignal(
                downloadScript, values: ["i": FakeImporter.fullSize(of: photo)])
            downloads.withLock { $0.append(answer) }
            return answer.signal
        }
        let call =
            "fullSizePhoto(photo, fetchDetails: fetchDetails, downloadFullSize: downloadFullSize), "
            + "with fetchDetails \(detailsScript) and downloadFullSize \(downloadScript) "
            + "from their start"
        let recorder = calling(call) {
            scheduler.record(fullSizePhoto(photo, fetchDetails, downloadFullSize))
        }
        calling(call) { scheduler.advance(to: 20) }

        let early = withoutDetails.withLock { $0 }
        try require(
            early.isEmpty, call, expected: "downloadFullSize(d), with the photo's details",
            got: "downloadFullSize(photo) at tick \(early.first ?? 0), with the listing's photo: "
                + "it has no full-size URL, so the download failed", hint: 2,
            because: "Start the download from the details: flatMap on fetchDetails(photo).")
        try checkMarbles(
            call, recorder, equals: expected, letters: ["d": details, "f": complete], hint: 2,
            legend: legend, because: explanation)
        try checkSubscriptions(
            call, of: "fetchDetails(photo)", fetches.withLock { $0 }.flatMap(\.subscriptions),
            equals: [detailsSpan], hint: 2, because: "Fetch the details once.")
        try checkSubscriptions(
            call, of: "downloadFullSize(d)", downloads.withLock { $0 }.flatMap(\.subscriptions),
            equals: downloadSpans, hint: 2,
            because: "Download once, as soon as the details arrive, until the image is in.")
    }

    @Test("your fullSizePhoto(_:fetchDetails:downloadFullSize:)")
    func yourAnswer() async throws {
        let run = GradingRun("5.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_6.grade(fullSizePhoto(_:fetchDetails:downloadFullSize:))
            }
        }
        try run.judge(result)
    }

    @Test("catches an answer that downloads before the details arrive")
    func catchesDownloadingAtOnce() async {
        let run = GradingRun("5.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_6.grade(
                    Mutants5_6.downloadsAtOnce(_:fetchDetails:downloadFullSize:))
            }
        }
        run.expectCaught(result, mutant: "downloadsAtOnce")
    }

    @Test("catches an answer that never sends the details on their own")
    func catchesSkippingTheDetails() async {
        let run = GradingRun("5.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_6.grade(
                    Mutants5_6.skipsTheDetails(_:fetchDetails:downloadFullSize:))
            }
        }
        run.expectCaught(result, mutant: "skipsTheDetails")
    }

    @Test("catches an answer that adds the image to the listing's photo")
    func catchesLosingTheDetails() async {
        let run = GradingRun("5.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_6.grade(
                    Mutants5_6.losesTheDetails(_:fetchDetails:downloadFullSize:))
            }
        }
        run.expectCaught(result, mutant: "losesTheDetails")
    }

    @Test("catches an answer that swallows the download's error")
    func catchesSwallowingDownloadErrors() async {
        let run = GradingRun("5.6")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_6.grade(
                    Mutants5_6.swallowsDownloadErrors(_:fetchDetails:downloadFullSize:))
            }
        }
        run.expectCaught(result, mutant: "swallowsDownloadErrors")
    }
}
