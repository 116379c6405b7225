/// The photo API's five routes, recognised from a request's path segments.
///
/// | Route | Method and path |
/// |---|---|
/// | `listing` | `GET /v1/photos?feature=popular&rpp=&page=` |
/// | `details` | `GET /v1/photos/{id}` |
/// | `image` | `GET /images/{file}` |
/// | `login` | `POST /v1/users/login` |
/// | `vote` | `POST /v1/photos/{id}/vote` |
enum APIRoute: Sendable, Equatable {
    case listing
    case details(id: String)
    case image(file: String)
    case login
    case vote(id: String)

    /// The route for these path segments, or `nil` (answered with 404).
    init?(segments: [String]) {
        switch segments.count {
        case 2 where segments == ["v1", "photos"]:
            self = .listing
        case 2 where segments[0] == "images":
            self = .image(file: segments[1])
        case 3 where segments[0] == "v1" && segments[1] == "photos":
            self = .details(id: segments[2])
        case 3 where segments == ["v1", "users", "login"]:
            self = .login
        case 4 where segments[0] == "v1" && segments[1] == "photos" && segments[3] == "vote":
            self = .vote(id: segments[2])
        default:
            return nil
        }
    }

    /// The one method the route accepts; others get 405.
    var method: String {
        switch self {
        case .listing, .details, .image: return "GET"
        case .login, .vote: return "POST"
        }
    }
}
