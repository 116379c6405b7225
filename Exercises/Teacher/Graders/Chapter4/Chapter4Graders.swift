import Chapter4Calls
import ExerciseGrading

extension Graders {
    /// Chapter 4's graders: sharing, time, and switching between signals.
    static let chapter4: [Grader] = [
        shareFeed, cachedFetch, searchTerms, latestResults, drags, searchBox, shared,
    ]
}
