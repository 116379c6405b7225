import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Builds the requests of the photo API, for a server at `baseURL`.
///
/// The same requests work against the bundled `PhotoServer` and against any
/// server given with `--api URL` that speaks the same routes.
///
/// ```swift
/// let api = PhotoAPI(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// print(api.popularPhotos().url!)
/// // prints http://127.0.0.1:8080/v1/photos?feature=popular&rpp=20&page=1
/// ```
///
/// Book: PXRequest
public struct PhotoAPI: Sendable, Hashable {
    /// Where the server lives, e.g. `http://127.0.0.1:8080`.
    public let baseURL: URL

    /// An API at `baseURL`.
    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// `GET /v1/photos?feature=popular&rpp=&page=`: one page of popular photos.
    ///
    /// Book: `+[PXRequest requestForPhotoFeature:resultsPerPage:page:completion:]`
    public func popularPhotos(perPage: Int = 20, page: Int = 1) -> URLRequest {
        var components = URLComponents()
        components.path = "/v1/photos"
        components.queryItems = [
            URLQueryItem(name: "feature", value: "popular"),
            URLQueryItem(name: "rpp", value: String(perPage)),
            URLQueryItem(name: "page", value: String(page)),
        ]
        let url = components.url(relativeTo: baseURL)?.absoluteURL
        return URLRequest(url: url ?? baseURL.appendingPathComponent("v1/photos"))
    }

    /// `GET /v1/photos/{id}`: one photo's details.
    ///
    /// Book: `+[PXRequest requestForPhotoID:completion:]`
    public func photoDetails(id: Int) -> URLRequest {
        URLRequest(url: baseURL.appendingPathComponent("v1/photos/\(id)"))
    }

    /// `GET` an image, at the absolute URL the listing or details gave.
    ///
    /// Book: the thumbnail and full-size downloads in `FRPPhotoImporter`.
    public func image(at url: URL) -> URLRequest {
        URLRequest(url: url)
    }

    /// `POST /v1/users/login` with a JSON body holding the credentials.
    ///
    /// Book: `+[PXRequest authenticateWithUserName:password:completion:]`
    public func login(username: String, password: String) -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent("v1/users/login"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(
            LoginRequestJSON(username: username, password: password))
        return request
    }

    /// `POST /v1/photos/{id}/vote`, authorised by a login token.
    ///
    /// Book: `+[PXRequest requestToVoteForPhoto:completion:]`
    public func vote(photoID: Int, token: AuthToken) -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent("v1/photos/\(photoID)/vote"))
        request.httpMethod = "POST"
        request.setValue(token.authorizationHeader, forHTTPHeaderField: "Authorization")
        return request
    }
}
