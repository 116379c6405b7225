import Chapter5Calls
import ExerciseGrading

extension Graders {
    /// Chapter 5's graders: the Pixels app's models, images, sharing and cells.
    static let chapter5: [Grader] = [
        imageURL, photos, thumbnail, sharedPhotos, configure, fullSizePhoto, latestSearch,
    ]
}
