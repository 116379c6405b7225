import Chapter1Calls
import ExerciseGrading

extension Graders {
    /// Chapter 1's graders: higher-order functions on collections.
    static let chapter1: [Grader] = [
        squares, evens, total, shoutLongWords, largest, mapByFolding, pipeline, firstEvenSquares,
    ]
}
