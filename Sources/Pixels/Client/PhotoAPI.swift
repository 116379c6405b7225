import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Builds the requests of the photo API, for a server at `baseURL`.
///
/// The same requests work against the bundled `PhotoServer` and against any
/// server given with `--api URL` that speaks the same routes. Every route
/// goes under the base URL's path, so `http://host/api/` gives
/// `http://host/api/v1/photos…`; a query or fragment on the base URL is
/// left off every request.
///
/// ```swift
/// let api = PhotoAPI(baseURL: URL(string: "http://127.0.0.1:8080/api?key=x")!)
/// print(api.photoDetails(id: 1001).url!)
/// // prints http://127.0.0.1:8080/api/v1/photos/1001
/// ```
///
/// Book: PXRequest
public struct PhotoAPI: Sendable, Hashable {
    /// Where the server lives, e.g. `http://127.0.0.1:8080`, as given.
    public let baseURL: URL
    /// The base URL without its query and fragment, its path ending in `/`:
    /// what every route is resolved against.
    private let root: URL

    /// An API at `baseURL`.
    public init(baseURL: URL) {
        self.baseURL = baseURL
        root = Self.root(of: baseURL)
    }

    /// `GET /v1/photos?feature=popular&rpp=&page=`: one page of popular photos.
    ///
    /// Book: `+[FRPPhotoImporter popularURLRequest]`, with the API helper's
    /// `-urlRequestForPhotoFeature:resultsPerPage:page:photoSize:sortOrder:except:`
    public func popularPhotos(perPage: Int = 20, page: Int = 1) -> URLRequest {
        URLRequest(
            url: route(
                "v1/photos",
                query: [
                    URLQueryItem(name: "feature", value: "popular"),
                    URLQueryItem(name: "rpp", value: String(perPage)),
                    URLQueryItem(name: "page", value: String(page)),
                ]))
    }

    /// `GET /v1/photos/{id}`: one photo's details.
    ///
    /// Book: `+[FRPPhotoImporter photoURLRequest:]`, with the API helper's
    /// `-urlRequestForPhotoID:`
    public func photoDetails(id: Int) -> URLRequest {
        URLRequest(url: route("v1/photos/\(id)"))
    }

    /// `GET` an image, at the absolute URL the listing or details gave.
    ///
    /// Book: the thumbnail and full-size downloads in `FRPPhotoImporter`.
    public func image(at url: URL) -> URLRequest {
        URLRequest(url: url)
    }

    /// `POST /v1/users/login` with a JSON body holding the credentials.
    ///
    /// Book: none; the FunctionalReactivePixels repository logs in with
    /// `+[PXRequest authenticateWithUserName:password:completion:]`
    public func login(username: String, password: String) -> URLRequest {
        var request = URLRequest(url: route("v1/users/login"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(
            LoginRequestJSON(username: username, password: password))
        return request
    }

    /// `POST /v1/photos/{id}/vote`, authorised by a login token.
    ///
    /// Book: none; the FunctionalReactivePixels repository votes with
    /// `+[PXRequest requestToVoteForPhoto:completion:]`
    public func vote(photoID: Int, token: AuthToken) -> URLRequest {
        var request = URLRequest(url: route("v1/photos/\(photoID)/vote"))
        request.httpMethod = "POST"
        request.setValue(token.authorizationHeader, forHTTPHeaderField: "Authorization")
        return request
    }

    /// `path` (relative, no leading slash) under the base URL's path, with `query`.
    private func route(_ path: String, query: [URLQueryItem] = []) -> URL {
        let url = URL(string: path, relativeTo: root)?.absoluteURL ?? root
        guard !query.isEmpty,
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return url }
        components.queryItems = query
        return components.url ?? url
    }

    /// `url` without its query and fragment, its path ending in `/`.
    private static func root(of url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return url
        }
        components.query = nil
        components.fragment = nil
        if !components.path.hasSuffix("/") { components.path += "/" }
        return components.url ?? url
    }
}
