import ExerciseSupport
import Foundation
import Pixels
import PixelsExerciseSupport

/// Exercise 5.2 · Turn the listing's JSON into photo models
///
/// The importer has decoded the listing into `PhotoEntry` values, shaped
/// like the 500px JSON. Make the app's `Photo` models from them, in the
/// listing's order: each keeps its `id`, `name` and `rating`, its
/// `photographer` is the user's full name, and its `thumbnailURL` is the URL
/// of its first image of size 3, resolved against `baseURL` (the JSON's URLs
/// may be relative, such as `/images/1001-3.ppm`; use
/// `URL(string: url, relativeTo: baseURL)?.absoluteURL`). A photo without a
/// size-3 image cannot be shown in the grid: leave it out, and likewise one
/// whose size-3 URL does not parse (that expression gives `nil`, as it does
/// for `""`). Keep every other field as the JSON gives it, whatever it holds.
///
/// Graded: the grader compares your photos with the reference solution's,
/// for the app's own listing and a few hundred generated ones: API addresses
/// with a path (`http://127.0.0.1:8080/api/`), relative, absolute and
/// scheme-relative image URLs (`//cdn.example.com/…`), URLs that do not
/// parse, photos with no thumbnail or two; every value a field can hold:
/// ids from `Int.min` to `Int.max`, empty and very long names, ratings such
/// as 97.256, of 100 and more, negative or -0.0; listings of hundreds.
///
/// ```swift
/// let base = URL(string: "http://127.0.0.1:8080")!
/// let photos = photos(from: listing, relativeTo: base)
/// photos[0].name                        // "Astronaut Eileen Collins"
/// photos[0].photographer                // "NASA"
/// photos[0].thumbnailURL.absoluteString // "http://127.0.0.1:8080/images/1001-3.ppm"
/// ```
///
/// Book: chapter 5, The basics (`+[FRPPhotoImporter importPhotos]` mapping each
/// dictionary with `+configurePhotoModel:withDictionary:`)
public func photos(from listing: ListingEntry, relativeTo baseURL: URL) -> [Photo] {
    // TODO(5.2): make a Photo of each entry that has a thumbnail, in order.
    notAttempted("5.2")
}
