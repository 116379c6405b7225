import Chapter2Calls
import ExerciseGrading

extension Graders {
    /// Chapter 2's graders: lazy sequences, folds, and sequences as signals.
    static let chapter2: [Grader] = [
        firstSquares, powersOfTwo, memoized, foldRight, lazyFoldRight, signalFromSequence, deal,
        prefixWhile, remembered,
    ]
}
