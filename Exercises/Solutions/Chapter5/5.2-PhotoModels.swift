import Foundation
import Pixels
import PixelsExerciseSupport

/// Exercise 5.2 · Turn the listing's JSON into photo models: the reference solution.
///
/// Book: chapter 5, The basics (`+[FRPPhotoImporter importPhotos]` mapping each
/// dictionary with `+configurePhotoModel:withDictionary:`)
public func photos(from listing: ListingEntry, relativeTo baseURL: URL) -> [Photo] {
    // compactMap is map and filter in one: the closure returns a Photo for
    // an entry we can show and nil for one we cannot, and the nils are
    // dropped. The order of the listing is kept.
    listing.photos.compactMap { entry in
        // The thumbnail is the first image of size 3 (exercise 5.1's chain).
        // `URL(string:relativeTo:)` resolves "/images/1001-3.ppm" against the
        // API's address; `absoluteURL` makes that one plain, absolute URL,
        // and leaves a URL that was already absolute as it was.
        guard
            let text = entry.images.filter({ $0.size == 3 }).map(\.url).first,
            let thumbnail = URL(string: text, relativeTo: baseURL)?.absoluteURL
        else { return nil }
        return Photo(
            id: entry.id, name: entry.name, photographer: entry.user.fullname,
            rating: entry.rating, thumbnailURL: thumbnail)
    }
}
