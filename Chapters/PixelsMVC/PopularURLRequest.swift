import Foundation
import Pixels

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// snippet.popularURLRequest
/// The listing request of the book's importer: the popular photos, a
/// hundred to a page, as thumbnails, best rated first, leaving out one
/// category.
///
/// Book: `+[FRPPhotoImporter popularURLRequest]`, which hands these
/// parameters to the API helper's `-urlRequestForPhotoFeature:…`
public func popularURLRequest(_ api: PhotoAPI) -> URLRequest {
    var request = api.popularPhotos(perPage: 100, page: 1)
    request.url = request.url?.appending(queryItems: [
        URLQueryItem(name: "image_size", value: "3"),
        URLQueryItem(name: "sort", value: "rating"),
        URLQueryItem(name: "exclude", value: "Nude"),
    ])
    return request
}
// snippet.end
