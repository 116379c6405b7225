import Chapter5Exercises
import Chapter5Mutants
import Chapter5Reference
import ExerciseGrading
import Foundation
import Pixels
import PixelsExerciseSupport
import Testing

/// Grades exercise 5.2: `photos(from:relativeTo:)` makes the same photo models
/// as the reference from the app's own listing and a few hundred generated
/// ones: base URLs with a path, relative, absolute and scheme-relative image
/// URLs, photos without a thumbnail, ratings such as 97.256.
@Suite("5.2 Turn the listing's JSON into photo models", .serialized)
struct Exercise5_2 {
    typealias Photos = (ListingEntry, URL) -> [Photo]

    /// Checks any implementation of `photos(from:relativeTo:)`.
    static func grade(_ photos: Photos, seed: Seed) throws {
        let file = try FixtureStore.bundled().directory.appendingPathComponent("v1/popular.json")
        let bundled = try ListingEntry.decode(from: Data(contentsOf: file))
        let example = ListingCall(
            listing: bundled, base: URL(string: "http://127.0.0.1:8080")!, name: "popular.json")
        try compare(
            { PhotoList(photos($0.listing, $0.base)) },
            with: { PhotoList(Chapter5Reference.photos(from: $0.listing, relativeTo: $0.base)) },
            on: .listingCalls(examples: [example]), seed: seed, count: 200, maxSize: 5,
            call: \.description, hint: 2, diagnose: diagnose)
    }

    /// What a wrong list of photos usually means.
    static func diagnose(_ call: ListingCall, expected: PhotoList, got: PhotoList) -> Diagnosis? {
        let want = expected.photos
        let have = got.photos
        if Set(want.map(\.id)) == Set(have.map(\.id)) && want.map(\.id) != have.map(\.id) {
            return Diagnosis(hint: 1, "Keep the listing's order: it is the API's.")
        }
        if want.map(\.id) != have.map(\.id) {
            return Diagnosis(
                hint: 2,
                "Make one photo per entry that has an image of size 3, and leave out the others "
                    + "(don't fall back to another size).")
        }
        guard let (wanted, found) = zip(want, have).first(where: { $0 != $1 }) else { return nil }
        if wanted.photographer != found.photographer {
            return Diagnosis(hint: 2, "The photographer is the user's full name, user.fullname.")
        }
        if wanted.thumbnailURL.absoluteString != found.thumbnailURL.absoluteString {
            return Diagnosis(
                hint: 2,
                "Resolve the thumbnail's URL with URL(string: url, relativeTo: baseURL)?"
                    + ".absoluteURL: gluing strings together, or appending a path, goes wrong "
                    + "when the base URL has a path of its own or the image's URL is absolute.")
        }
        return Diagnosis(hint: 2, "Keep each entry's id, name and rating as they are.")
    }

    /// Every wrong answer in `Mutants5_2`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Photos> {
        [
            "keepsURLsRelative": Mutants5_2.keepsURLsRelative,
            "usesTheUsername": Mutants5_2.usesTheUsername,
            "fallsBackToTheFullSize": Mutants5_2.fallsBackToTheFullSize,
            "concatenatesStrings": Mutants5_2.concatenatesStrings,
            "appendsThePath": Mutants5_2.appendsThePath,
            "sortsByRating": Mutants5_2.sortsByRating,
        ]
    }

    @Test("your photos(from:relativeTo:)")
    func yourAnswer() async throws {
        let run = GradingRun("5.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_2.grade(Chapter5Exercises.photos(from:relativeTo:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants5_2", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("5.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise5_2.mutants.first { $0.key == mutant }!.value
                try Exercise5_2.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}

/// Photo models, compared field by field (URLs by their text) and printed one per line.
struct PhotoList: Equatable, CustomStringConvertible {
    let photos: [Photo]

    init(_ photos: [Photo]) {
        self.photos = photos
    }

    static func == (left: PhotoList, right: PhotoList) -> Bool {
        func plain(_ photo: Photo) -> [String] {
            [
                summary(photo), photo.thumbnail.map { "\($0)" } ?? "",
                photo.fullSize.map { "\($0)" } ?? "",
            ]
        }
        return left.photos.map(plain) == right.photos.map(plain)
    }

    /// Each photo with the fields that 5.2 sets, and any other that is set.
    var description: String {
        guard !photos.isEmpty else { return "no photos" }
        return photos.map(Self.summary).joined(separator: "\n          ")
    }

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
}

/// One call of `photos(from:relativeTo:)`: a listing and the API's address.
struct ListingCall: CustomStringConvertible {
    var listing: ListingEntry
    var base: URL
    /// A name for a listing too long to print, such as "popular.json".
    var name: String?

    /// The call as a learner writes it.
    var description: String {
        let base = "URL(string: \"\(base.absoluteString)\")!"
        if let name { return "photos(from: <the listing in \(name)>, relativeTo: \(base))" }
        let entries = listing.photos.map { entry in
            let images = entry.images.map { "ImageEntry(size: \($0.size), url: \"\($0.url)\")" }
            return "PhotoEntry(id: \(entry.id), name: \(describe(entry.name)), rating: "
                + "\(entry.rating), user: UserEntry(username: \(describe(entry.user.username)), "
                + "fullname: \(describe(entry.user.fullname))), images: ["
                + images.joined(separator: ", ") + "])"
        }
        return "photos(from: ListingEntry(photos: [\(entries.joined(separator: ", "))]), "
            + "relativeTo: \(base))"
    }
}

extension Inputs where Input == ListingCall {
    /// Listings of a few photos against API addresses with and without a path:
    /// root-relative, path-relative, absolute and scheme-relative image URLs,
    /// photos with no size-3 image or two of them, accented names, and
    /// ratings that printing or rounding would change.
    static func listingCalls(examples: [ListingCall]) -> Inputs<ListingCall> {
        let bases = [
            "http://127.0.0.1:8080", "http://127.0.0.1:8080/", "http://127.0.0.1:8080/api/",
            "http://127.0.0.1:8080/api", "https://pixels.example.com/v1/photos/",
        ].map { URL(string: $0)! }
        let users = [
            UserEntry(username: "nasa", fullname: "NASA"),
            UserEntry(username: "ada", fullname: "Ada Lovelace"),
            UserEntry(username: "zoe", fullname: "Zoë Ørsted"),
        ]
        let names = ["Astronaut Eileen Collins", "Été à Paris", "日本の秋", "Cup of Coffee", ""]
        let ratings = [97.256, 98.4, 0, 100, 55.5, 96.999]
        func entry(_ id: Int, _ images: [ImageEntry], rating: Double = 97.256) -> PhotoEntry {
            PhotoEntry(id: id, name: "Photo \(id)", rating: rating, user: users[1], images: images)
        }
        func listing(_ base: Int, _ entries: PhotoEntry...) -> ListingCall {
            ListingCall(listing: ListingEntry(photos: entries), base: bases[base])
        }
        return Inputs(
            examples: examples,
            edgeCases: [
                listing(0),
                listing(2, entry(1, [ImageEntry(size: 3, url: "/images/1-3.ppm")])),
                listing(3, entry(1, [ImageEntry(size: 3, url: "images/1-3.ppm")])),
                listing(1, entry(1, [ImageEntry(size: 3, url: "/images/1-3.ppm")])),
                listing(0, entry(1, [ImageEntry(size: 3, url: "https://cdn.example.com/1-3.ppm")])),
                listing(0, entry(1, [ImageEntry(size: 3, url: "//cdn.example.com/1-3.ppm")])),
                listing(0, entry(1, [ImageEntry(size: 4, url: "/images/1-4.ppm")])),
                listing(
                    0,
                    entry(
                        1,
                        [
                            ImageEntry(size: 4, url: "/images/1-4.ppm"),
                            ImageEntry(size: 3, url: "/images/1-3.ppm"),
                            ImageEntry(size: 3, url: "/images/1-3-old.ppm"),
                        ])),
                listing(
                    0, entry(1, [ImageEntry(size: 3, url: "/1.ppm")], rating: 96.2),
                    entry(2, [ImageEntry(size: 3, url: "/2.ppm")], rating: 98.4)),
            ],
            make: { random, size in
                let entries = (0..<Int.random(in: 0...max(size, 0), using: &random)).map {
                    index -> PhotoEntry in
                    let id = 1001 + index
                    let images = (0..<Int.random(in: 0...3, using: &random)).map {
                        copy -> ImageEntry in
                        let imageSize = random.chance(0.6) ? 3 : random.pick([2, 4])
                        let file = "\(id)-\(imageSize)\(copy > 0 ? "-\(copy)" : "").ppm"
                        let url = random.pick([
                            "/images/\(file)", "images/\(file)", "https://cdn.example.com/\(file)",
                            "//cdn.example.com/\(file)", "/images/\(file)",
                        ])
                        return ImageEntry(size: imageSize, url: url)
                    }
                    return PhotoEntry(
                        id: id, name: random.pick(names), rating: random.pick(ratings),
                        user: random.pick(users), images: images)
                }
                return ListingCall(listing: ListingEntry(photos: entries), base: random.pick(bases))
            },
            smaller: { call in
                let fewer = Shrink.list(call.listing.photos) { entry in
                    Shrink.list(entry.images, element: { _ in [] }).map { images in
                        var simpler = entry
                        simpler.images = images
                        return simpler
                    }
                }
                return fewer.map { ListingCall(listing: ListingEntry(photos: $0), base: call.base) }
            })
    }
}
