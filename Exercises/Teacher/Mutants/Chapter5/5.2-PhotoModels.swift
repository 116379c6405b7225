import Foundation
import Pixels
import PixelsExerciseSupport

/// Wrong answers to exercise 5.2 that its grader must catch.
public enum Mutants5_2 {
    /// Keeps the JSON's URLs relative, without the API's address.
    public static func keepsURLsRelative(from listing: ListingEntry, relativeTo baseURL: URL)
        -> [Photo]
    {
        photos(listing) { text in URL(string: text) }
    }

    /// Names the photographer by the account name instead of the full name.
    public static func usesTheUsername(from listing: ListingEntry, relativeTo baseURL: URL)
        -> [Photo]
    {
        listing.photos.compactMap { entry in
            guard let text = entry.images.first(where: { $0.size == 3 })?.url,
                let url = URL(string: text, relativeTo: baseURL)?.absoluteURL
            else { return nil }
            return Photo(
                id: entry.id, name: entry.name, photographer: entry.user.username,
                rating: entry.rating, thumbnailURL: url)
        }
    }

    /// Keeps a photo without a thumbnail, showing its first image instead.
    public static func fallsBackToTheFullSize(
        from listing: ListingEntry, relativeTo baseURL: URL
    ) -> [Photo] {
        listing.photos.compactMap { entry in
            let image =
                entry.images.first(where: { $0.size == 3 }) ?? entry.images.first
            guard let text = image?.url,
                let url = URL(string: text, relativeTo: baseURL)?.absoluteURL
            else { return nil }
            return Photo(
                id: entry.id, name: entry.name, photographer: entry.user.fullname,
                rating: entry.rating, thumbnailURL: url)
        }
    }

    /// Glues the base URL and the image's URL together as strings (keeping a
    /// URL that starts with "http" as it is): right only for a base without a
    /// path and a URL that starts with "/".
    public static func concatenatesStrings(from listing: ListingEntry, relativeTo baseURL: URL)
        -> [Photo]
    {
        photos(listing) { text in
            text.hasPrefix("http") ? URL(string: text) : URL(string: baseURL.absoluteString + text)
        }
    }

    /// Appends the image's URL to the base as a path: wrong for a base with a
    /// path, and for an absolute image URL.
    public static func appendsThePath(from listing: ListingEntry, relativeTo baseURL: URL)
        -> [Photo]
    {
        photos(listing) { text in baseURL.appendingPathComponent(text) }
    }

    /// Shows the best-rated photos first instead of keeping the listing's order.
    public static func sortsByRating(from listing: ListingEntry, relativeTo baseURL: URL)
        -> [Photo]
    {
        photos(listing) { text in URL(string: text, relativeTo: baseURL)?.absoluteURL }
            .sorted { $0.rating > $1.rating }
    }

    /// Caps the rating at 100, as if no photo could be rated higher.
    public static func capsTheRatingAtAHundred(from listing: ListingEntry, relativeTo baseURL: URL)
        -> [Photo]
    {
        photos(listing) { text in URL(string: text, relativeTo: baseURL)?.absoluteURL }
            .map { photo in
                var capped = photo
                capped.rating = min(photo.rating, 100)
                return capped
            }
    }

    /// Leaves out a photo whose name is empty, which the task keeps.
    public static func skipsUnnamedPhotos(from listing: ListingEntry, relativeTo baseURL: URL)
        -> [Photo]
    {
        photos(listing) { text in URL(string: text, relativeTo: baseURL)?.absoluteURL }
            .filter { !$0.name.isEmpty }
    }

    /// Shows the API's address when the thumbnail's URL does not parse, instead
    /// of leaving the photo out.
    public static func fallsBackToTheBaseURL(from listing: ListingEntry, relativeTo baseURL: URL)
        -> [Photo]
    {
        photos(listing) { text in URL(string: text, relativeTo: baseURL)?.absoluteURL ?? baseURL }
    }

    /// Resolves the thumbnail against the API's address but keeps it a
    /// relative URL (no `absoluteURL`): its text reads the same, but it is
    /// another value, with the API's address as its base.
    public static func keepsTheBase(from listing: ListingEntry, relativeTo baseURL: URL)
        -> [Photo]
    {
        photos(listing) { text in URL(string: text, relativeTo: baseURL) }
    }

    /// Writes a rating of zero as 0, so -0.0 loses its sign.
    public static func dropsTheSignOfZero(from listing: ListingEntry, relativeTo baseURL: URL)
        -> [Photo]
    {
        photos(listing) { text in URL(string: text, relativeTo: baseURL)?.absoluteURL }
            .map { photo in
                var unsigned = photo
                unsigned.rating = photo.rating == 0 ? 0 : photo.rating
                return unsigned
            }
    }

    /// The photos of `listing` that have a size-3 image, with `url` making its URL.
    private static func photos(_ listing: ListingEntry, url: (String) -> URL?) -> [Photo] {
        listing.photos.compactMap { entry in
            guard let text = entry.images.filter({ $0.size == 3 }).map(\.url).first,
                let thumbnail = url(text)
            else { return nil }
            return Photo(
                id: entry.id, name: entry.name, photographer: entry.user.fullname,
                rating: entry.rating, thumbnailURL: thumbnail)
        }
    }
}
