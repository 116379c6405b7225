import Chapter5Exercises
import Chapter5Mutants
import Chapter5Reference
import ExerciseGrading
import PixelsExerciseSupport
import Testing

/// Grades exercise 5.1: `imageURL(ofSize:in:)` gives what the reference gives
/// on the task's examples and a few hundred generated image lists, with sizes
/// that repeat, are missing, or are larger, and URLs that do not name their size.
@Suite("5.1 Pick a photo's image URL by size", .serialized)
struct Exercise5_1 {
    typealias ImageURL = (Int, [ImageEntry]) -> String?

    /// The images of the task's example.
    static let mixed = [
        ImageEntry(size: 4, url: "/images/1001-4.ppm"),
        ImageEntry(size: 3, url: "/images/1001-3.ppm"),
        ImageEntry(size: 3, url: "/images/1001-3-old.ppm"),
    ]

    /// Checks any implementation of `imageURL(ofSize:in:)`.
    static func grade(_ imageURL: ImageURL, seed: Seed) throws {
        let examples = [
            ImageQuery(size: 3, images: mixed), ImageQuery(size: 2, images: mixed),
            ImageQuery(size: 4, images: mixed),
        ]
        try compare(
            { imageURL($0.size, $0.images) },
            with: { Chapter5Reference.imageURL(ofSize: $0.size, in: $0.images) },
            on: .imageQueries(examples: examples), seed: seed, call: \.description, hint: 2,
            diagnose: diagnose)
    }

    /// What a wrong URL usually means.
    static func diagnose(_ query: ImageQuery, expected: String?, got: String?) -> Diagnosis? {
        let ofTheSize = query.images.filter { $0.size == query.size }
        guard let got else {
            return Diagnosis(hint: 2, "There is an image of size \(query.size): return its URL.")
        }
        if ofTheSize.count > 1 && got == ofTheSize.last?.url {
            return Diagnosis(
                hint: 2, "That is the last image of the size: the first one is the one to take.")
        }
        guard let image = query.images.first(where: { $0.url == got }) else {
            return Diagnosis(hint: 2, "That URL is none of the images' URLs.")
        }
        if image.size != query.size {
            return Diagnosis(
                hint: 2,
                "That image has size \(image.size), not \(query.size): keep only the images of "
                    + "the size asked for, whatever their URL says.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants5_1`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, ImageURL> {
        [
            "takesTheLast": Mutants5_1.takesTheLast,
            "ignoresTheSize": Mutants5_1.ignoresTheSize,
            "acceptsLarger": Mutants5_1.acceptsLarger,
            "readsTheSizeFromTheURL": Mutants5_1.readsTheSizeFromTheURL,
            "hardCodesTheExamples": Mutants5_1.hardCodesTheExamples,
        ]
    }

    @Test("your imageURL(ofSize:in:)")
    func yourAnswer() async throws {
        let run = GradingRun("5.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_1.grade(Chapter5Exercises.imageURL(ofSize:in:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants5_1", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("5.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise5_1.mutants.first { $0.key == mutant }!.value
                try Exercise5_1.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}

/// One call of `imageURL(ofSize:in:)`: the size asked for and the images.
struct ImageQuery: CustomStringConvertible {
    var size: Int
    var images: [ImageEntry]

    /// The call as a learner writes it.
    var description: String {
        let list = images.map { "ImageEntry(size: \($0.size), url: \"\($0.url)\")" }
        return "imageURL(ofSize: \(size), in: [\(list.joined(separator: ", "))])"
    }
}

extension Inputs where Input == ImageQuery {
    /// Image lists of up to a dozen entries: sizes 1 to 5 (mostly 3 and 4),
    /// repeated or missing, relative and absolute URLs, and URLs whose name
    /// says another size than the entry has.
    static func imageQueries(examples: [ImageQuery]) -> Inputs<ImageQuery> {
        func image(_ size: Int, _ url: String) -> ImageEntry {
            ImageEntry(size: size, url: url)
        }
        return Inputs(
            examples: examples,
            edgeCases: [
                ImageQuery(size: 3, images: []),
                ImageQuery(size: 3, images: [image(3, "/images/7-3.ppm")]),
                ImageQuery(size: 3, images: [image(4, "/images/7-4.ppm")]),
                ImageQuery(size: 4, images: [image(3, "/images/7-3.ppm")]),
                ImageQuery(size: 3, images: [image(3, "/a.ppm"), image(3, "/b.ppm")]),
                ImageQuery(size: 3, images: [image(5, "/images/7-5.ppm"), image(3, "/c.ppm")]),
                ImageQuery(size: 4, images: [image(4, "/images/8-3.ppm"), image(3, "/8-4.ppm")]),
                ImageQuery(size: 3, images: [image(4, "https://cdn.example.com/9-3.ppm")]),
                ImageQuery(size: 2, images: [image(2, "/images/9-2.ppm"), image(3, "/d.ppm")]),
            ],
            make: { random, size in
                let id = Int.random(in: 1001...1014, using: &random)
                let images = (0..<Int.random(in: 0...max(size, 0), using: &random)).map {
                    index -> ImageEntry in
                    let entrySize =
                        random.chance(0.7)
                        ? random.pick([3, 4]) : Int.random(in: 1...5, using: &random)
                    let named = random.chance(0.2) ? random.pick([3, 4]) : entrySize
                    let url =
                        switch Int.random(in: 0..<4, using: &random) {
                        case 0: "https://cdn.example.com/\(id)/\(index)-\(named).ppm"
                        case 1: "/images/\(id)-\(named)-v\(index).ppm"
                        default: "/images/\(id)-\(named).ppm?copy=\(index)"
                        }
                    return ImageEntry(size: entrySize, url: url)
                }
                let wanted =
                    random.chance(0.8)
                    ? random.pick([3, 4]) : Int.random(in: 1...5, using: &random)
                return ImageQuery(size: wanted, images: images)
            },
            smaller: { query in
                Shrink.list(query.images, element: { _ in [] }).map {
                    ImageQuery(size: query.size, images: $0)
                }
            })
    }
}
