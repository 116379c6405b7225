import Foundation
import Pixels
import PixelsExerciseSupport

/// Wrong answers to exercise 5.2 that its grader must catch.
public enum Mutants5_2 {
    /// Keeps the JSON's URLs relative, without the API's address.
    public static func keepsURLsRelative(from listing: ListingEntry, relativeTo baseURL: URL)
        -> [Photo]
    {
        listing.photos.compactMap { entry in
            guard let text = entry.images.first(where: { $0.size == 3 })?.url,
                let url = URL(string: text)
            else { return nil }
            return Photo(
                id: entry.id, name: entry.name, photographer: entry.user.fullname,
                rating: entry.rating, thumbnailURL: url)
        }
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

    /// Keeps a photo without a thumbnail, showing its full-size image instead.
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
}
