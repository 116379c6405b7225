import Chapter5Exercises
import Chapter5Mutants
import ExerciseGrading
import Foundation
import Pixels
import PixelsExerciseSupport
import Testing

/// Grades exercise 5.2: `photos(from:relativeTo:)` makes the same models as
/// the app's own decoder from the bundled listing, resolves relative URLs,
/// and leaves out photos without a thumbnail.
@Suite("5.2 Turn the listing's JSON into photo models")
struct Exercise5_2 {
    typealias Photos = (ListingEntry, URL) -> [Photo]

    static let base = URL(string: "http://127.0.0.1:8080")!

    /// Checks any implementation of `photos(from:relativeTo:)`.
    static func grade(_ photos: Photos) throws {
        try gradeTheBundledListing(photos)
        try gradeTheEdgeCases(photos)
    }

    /// The 14 photos of the app's listing, compared with what the app's
    /// `PhotoDecoder` makes of the same JSON.
    static func gradeTheBundledListing(_ photos: Photos) throws {
        let file = try FixtureStore.bundled().directory
            .appendingPathComponent("v1/popular.json")
        let data = try Data(contentsOf: file)
        let listing = try ListingEntry.decode(from: data)
        let expected = try PhotoDecoder.listing(from: data, relativeTo: base)
        let call = "photos(from: listing, relativeTo: \(base)), with the app's popular.json"
        let actual = calling(call) { photos(listing, base) }
        try compare(
            call, actual, expected, hint: 2,
            because: "Each photo keeps its id, name and rating; the photographer is "
                + "user.fullname; the thumbnail is the size-3 URL resolved against baseURL.")
    }

    /// A photo without a thumbnail, an absolute URL, and two images of size 3.
    static func gradeTheEdgeCases(_ photos: Photos) throws {
        let user = UserEntry(username: "ada", fullname: "Ada Lovelace")
        let listing = ListingEntry(photos: [
            PhotoEntry(
                id: 1, name: "No thumbnail", rating: 50, user: user,
                images: [ImageEntry(size: 4, url: "/images/1-4.ppm")]),
            PhotoEntry(
                id: 2, name: "On a CDN", rating: 60, user: user,
                images: [
                    ImageEntry(size: 3, url: "https://cdn.example.com/2-3.ppm"),
                    ImageEntry(size: 3, url: "/images/2-3-old.ppm"),
                ]),
            PhotoEntry(
                id: 3, name: "Relative", rating: 70, user: user,
                images: [
                    ImageEntry(size: 4, url: "/images/3-4.ppm"),
                    ImageEntry(size: 3, url: "/images/3-3.ppm"),
                ]),
        ])
        let expected = [
            Photo(
                id: 2, name: "On a CDN", photographer: "Ada Lovelace", rating: 60,
                thumbnailURL: URL(string: "https://cdn.example.com/2-3.ppm")!),
            Photo(
                id: 3, name: "Relative", photographer: "Ada Lovelace", rating: 70,
                thumbnailURL: URL(string: "http://127.0.0.1:8080/images/3-3.ppm")!),
        ]
        let call =
            "photos(from: listing, relativeTo: \(base)), with photo 1 (size 4 only), "
            + "photo 2 (size 3 at https://cdn.example.com/2-3.ppm, then /images/2-3-old.ppm) "
            + "and photo 3 (size 4, then size 3 at /images/3-3.ppm)"
        let actual = calling(call) { photos(listing, base) }
        try compare(
            call, actual, expected, hint: 2,
            because: "Leave out a photo without a size-3 image; keep an absolute URL as it is; "
                + "take the first image of size 3.")
    }

    /// Throws a `WrongAnswer` naming the first photo that differs.
    static func compare(
        _ call: String, _ actual: [Photo], _ expected: [Photo], hint: Int, because: String
    ) throws {
        guard actual != expected else { return }
        guard actual.map(\.id) == expected.map(\.id) else {
            throw WrongAnswer(
                call: call,
                comparison:
                    "expected: photos \(expected.map(\.id))\ngot:      photos \(actual.map(\.id))",
                explanation: because, hint: hint)
        }
        let (want, got) = zip(expected, actual).first { $0 != $1 }!
        throw WrongAnswer(
            call: call,
            comparison: "expected: \(summary(want))\ngot:      \(summary(got))",
            explanation: because, hint: hint)
    }

    /// A photo in one line, with the fields that 5.2 sets (and any other that is set).
    static func summary(_ photo: Photo) -> String {
        var text =
            "photo \(photo.id) \(describe(photo.name)) by \(describe(photo.photographer)), "
            + "rating \(photo.rating), thumbnail \(photo.thumbnailURL.absoluteString)"
        if let url = photo.fullSizeURL { text += ", full size \(url.absoluteString)" }
        if let count = photo.commentsCount { text += ", \(count) comments" }
        if photo.votedFor { text += ", voted for" }
        if photo.thumbnail != nil || photo.fullSize != nil { text += ", with images" }
        return text
    }

    @Test("your photos(from:relativeTo:)")
    func yourAnswer() async throws {
        let run = GradingRun("5.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise5_2.grade(photos(from:relativeTo:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that leaves the URLs relative")
    func catchesRelativeURLs() async {
        let run = GradingRun("5.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_2.grade(Mutants5_2.keepsURLsRelative(from:relativeTo:))
            }
        }
        run.expectCaught(result, mutant: "keepsURLsRelative")
    }

    @Test("catches an answer that names the photographer by the account name")
    func catchesUsingTheUsername() async {
        let run = GradingRun("5.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_2.grade(Mutants5_2.usesTheUsername(from:relativeTo:))
            }
        }
        run.expectCaught(result, mutant: "usesTheUsername")
    }

    @Test("catches an answer that keeps a photo without a thumbnail")
    func catchesFallingBack() async {
        let run = GradingRun("5.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_2.grade(Mutants5_2.fallsBackToTheFullSize(from:relativeTo:))
            }
        }
        run.expectCaught(result, mutant: "fallsBackToTheFullSize")
    }
}
