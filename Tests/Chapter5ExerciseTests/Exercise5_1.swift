import Chapter5Exercises
import Chapter5Mutants
import ExerciseGrading
import PixelsExerciseSupport
import Testing

/// Grades exercise 5.1: `imageURL(ofSize:in:)` finds the first image of a
/// size, and `nil` when there is none.
@Suite("5.1 Pick a photo's image URL by size")
struct Exercise5_1 {
    static let mixed = [
        ImageEntry(size: 4, url: "/images/1001-4.ppm"),
        ImageEntry(size: 3, url: "/images/1001-3.ppm"),
        ImageEntry(size: 3, url: "/images/1001-3-old.ppm"),
    ]
    static let listed =
        "[size 4 \"/images/1001-4.ppm\", size 3 \"/images/1001-3.ppm\", "
        + "size 3 \"/images/1001-3-old.ppm\"]"

    /// Checks any implementation of `imageURL(ofSize:in:)`.
    static func grade(_ imageURL: (Int, [ImageEntry]) -> String?) throws {
        try check(
            "imageURL(ofSize: 3, in: \(listed))", imageURL(3, mixed),
            equals: "/images/1001-3.ppm", hint: 2,
            because: "Keep only the images of the size asked for, then take the first of them.")
        try check(
            "imageURL(ofSize: 4, in: \(listed))", imageURL(4, mixed),
            equals: "/images/1001-4.ppm", hint: 2,
            because: "Size 4 is the first image of the list.")
        try check(
            "imageURL(ofSize: 2, in: \(listed))", imageURL(2, mixed), equals: nil, hint: 2,
            because: "No image has size 2, so the answer is nil.")
        try check(
            "imageURL(ofSize: 3, in: [size 4 \"/images/1002-4.ppm\"])",
            imageURL(3, [ImageEntry(size: 4, url: "/images/1002-4.ppm")]), equals: nil, hint: 2,
            because: "A larger image is not the thumbnail: only size 3 will do.")
        try check("imageURL(ofSize: 3, in: [])", imageURL(3, []), equals: nil)
    }

    @Test("your imageURL(ofSize:in:)")
    func yourAnswer() async throws {
        let run = GradingRun("5.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise5_1.grade(imageURL(ofSize:in:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that takes the last image of the size")
    func catchesTakingTheLast() async {
        let run = GradingRun("5.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise5_1.grade(Mutants5_1.takesTheLast(ofSize:in:)) }
        }
        run.expectCaught(result, mutant: "takesTheLast")
    }

    @Test("catches an answer that forgets the size")
    func catchesIgnoringTheSize() async {
        let run = GradingRun("5.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise5_1.grade(Mutants5_1.ignoresTheSize(ofSize:in:)) }
        }
        run.expectCaught(result, mutant: "ignoresTheSize")
    }

    @Test("catches an answer that accepts a larger image")
    func catchesAcceptingLarger() async {
        let run = GradingRun("5.1")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise5_1.grade(Mutants5_1.acceptsLarger(ofSize:in:)) }
        }
        run.expectCaught(result, mutant: "acceptsLarger")
    }
}
