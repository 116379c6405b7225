import Foundation
import Pixels
import PixelsExerciseSupport
import Reactive

/// One run of a 6.6 test: on which page (the family's member with `flaw`,
/// or the correct one), showing which photo.
public struct PageTrial: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The page's flaw, or nil for the page that follows every rule.
    public var flaw: FamilyPage.Flaw?
    /// Which of `PageTrial.photos` the bench shows.
    public var photo: Int

    /// A trial of the page with `flaw` on a bench showing photo `photo`.
    public init(flaw: FamilyPage.Flaw?, photo: Int = 0) {
        self.flaw = flaw
        self.photo = photo
    }

    /// The photos a bench may show, from the listing (no details, no
    /// images): the app's first sample, then names, ids and ratings from
    /// all over their range (ids within the fake importer's: it colours each
    /// photo's images by its id).
    public static let photos: [Photo] = [
        FakeImporter.samplePhotos[0], FakeImporter.samplePhotos[2],
        listed(42, "", by: "Nobody", rating: 100),
        listed(-7, "日本の秋 🍁 e\u{301}", by: "山田", rating: 150.5),
        listed(
            249_280_325_320_399_346, String(repeating: "Very long title ", count: 30), by: "",
            rating: -1),
        listed(0, "Same", by: "Same", rating: 0),
    ]

    /// The bench's photo, as the message names it.
    public var shownPhoto: String {
        let shown = Self.photos[min(photo, Self.photos.count - 1)]
        let name = shown.name.count > 30 ? String(shown.name.prefix(16)) + "…" : shown.name
        return "photo \(shown.id) \(name.debugDescription)"
    }

    /// The call as the message names it.
    public var description: String {
        "testPhotoPage(bench), with bench.photo = \(shownPhoto), on a page that "
            + (flaw?.description ?? "follows every rule (of the same type as the broken ones)")
    }

    private static func listed(_ id: Int, _ name: String, by photographer: String, rating: Double)
        -> Photo
    {
        Photo(
            id: id, name: name, photographer: photographer, rating: rating,
            thumbnailURL: FakeImporter.baseURL.appendingPathComponent("images/\(id)-3.ppm"))
    }
}

/// What a test said of one page: how many checks it wrote down, and the
/// descriptions of those that failed. Two verdicts are the same when both
/// fail or both pass.
public struct Verdict: Codable, Sendable, Equatable, CustomStringConvertible {
    /// How many checks the test wrote down.
    public let count: Int
    /// The descriptions of the checks that failed, in order.
    public let failures: [String]

    /// A verdict of `count` checks, of which `failures` failed.
    public init(count: Int, failures: [String]) {
        self.count = count
        self.failures = failures
    }

    /// Whether no check failed.
    public var passed: Bool {
        failures.isEmpty
    }

    /// Two verdicts are the same when both pass or both fail.
    public static func == (left: Verdict, right: Verdict) -> Bool {
        left.passed == right.passed
    }

    /// The checks that failed, or that all passed.
    public var description: String {
        guard !failures.isEmpty else {
            return count == 1 ? "its one check passed" : "all \(count) checks passed"
        }
        return "failed: " + failures.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}

extension Chapter6Calls {
    /// Runs the test on a fresh bench showing the trial's photo, whose pages
    /// are the family's member with the trial's flaw.
    static func playTrial(_ trial: PageTrial, _ functions: Chapter6Functions) -> Verdict {
        let flaw = trial.flaw
        let bench = PageBench(photo: PageTrial.photos[min(trial.photo, PageTrial.photos.count - 1)])
        {
            photo, importer in
            FamilyPage(photo: photo, importer: importer, flaw: flaw)
        }
        functions.testPhotoPage(bench)
        return Verdict(count: bench.checkCount, failures: bench.failures)
    }

    /// Runs the test on a fresh bench showing photo `photo` of
    /// `PageTrial.photos`, whose pages are the app's own `PhotoViewModel`.
    static func playOnTheApp(_ photo: Int, _ functions: Chapter6Functions) -> Verdict {
        let bench = PageBench(photo: PageTrial.photos[min(photo, PageTrial.photos.count - 1)]) {
            photo, importer in
            PhotoViewModel(photo: photo, importer: importer)
        }
        functions.testPhotoPage(bench)
        return Verdict(count: bench.checkCount, failures: bench.failures)
    }
}
