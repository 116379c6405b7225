import ExerciseSupport
import PixelsExerciseSupport

/// Exercise 5.1 · Pick a photo's image URL by size
///
/// Each photo in the 500px JSON lists its images, one per size: 3 is the
/// grid's thumbnail, 4 the full-size image. Return the URL of the first
/// image of `size` in `images`, or `nil` if there is none. Do it as the book
/// does, in one chain: keep the images of that size (`filter`), take their
/// URLs (`map`), then the first one (`first`).
///
/// A size is any `Int` (0 and negatives too), and a URL any text, even empty:
/// the first image whose size equals `size` is the one, whatever its URL says.
///
/// Graded: the grader compares your answer with the reference solution on
/// the examples below and a few hundred generated image lists: sizes that
/// repeat, are missing or larger, from `Int.min` to `Int.max`; URLs whose
/// name says another size, empty ones, ones with spaces, emoji or CJK;
/// lists of thousands of images. Any answer that finds the same URL passes;
/// the chain is how the book says it.
///
/// ```swift
/// let images = [
///     ImageEntry(size: 4, url: "/images/1001-4.ppm"),
///     ImageEntry(size: 3, url: "/images/1001-3.ppm"),
///     ImageEntry(size: 3, url: "/images/1001-3-old.ppm"),
/// ]
/// imageURL(ofSize: 3, in: images)   // "/images/1001-3.ppm"
/// imageURL(ofSize: 2, in: images)   // nil
/// ```
///
/// Book: chapter 5, The basics (`+[FRPPhotoImporter urlForImageSize:inArray:]`:
/// `filter:`, `map:` and `firstObject` on `rac_sequence`)
public func imageURL(ofSize size: Int, in images: [ImageEntry]) -> String? {
    // TODO(5.1): filter the images of this size, map them to their URLs, take the first.
    notAttempted("5.1")
}
