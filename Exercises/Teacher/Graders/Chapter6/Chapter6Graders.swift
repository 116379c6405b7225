import Chapter6Calls
import ExerciseGrading

extension Graders {
    /// Chapter 6's graders: view models, their activity, and a test of one.
    static let chapter6: [Grader] = [
        loginValidity, liveRatingText, loadingFlag, popularPhotos, activateCurrentPage,
        testPhotoPage, observableGallery,
    ]
}
