/// The photo API's five routes, recognised from a request's path segments.
///
/// | Route | Method and path |
/// |---|---|
/// | `listing` | `GET /v1/photos?feature=popular&rpp=&page=` |
/// | `details` | `GET /v1/photos/{id}` |
/// | `image` | `GET /images/{file}` |
/// | `login` | `POST /v1/users/login` |
/// | `vote` | `POST /v1/photos/{id}/vote` |
///
/// ```swift
/// print(APIRoute(segments: ["v1", "photos", "1001"], raw: ["v1", "photos", "1001"])!)
/// // prints details(id: "1001")
/// ```
enum APIRoute: Sendable, Equatable {
    case listing
    case details(id: String)
    case image(file: String)
    case login
    case vote(id: String)

    /// The route for these path segments, or `nil` (answered with 404).
    ///
    /// A photo id is taken as sent (`raw`, before percent-decoding), so the
    /// router can insist on plain digits. An empty last segment (a trailing
    /// slash, as in `/v1/photos/`) routes nowhere.
    init?(segments: [String], raw: [String]) {
        guard segments.last != "", raw.count == segments.count else { return nil }
        switch segments.count {
        case 2 where segments == ["v1", "photos"]:
            self = .listing
        case 2 where segments[0] == "images":
            self = .image(file: segments[1])
        case 3 where segments == ["v1", "users", "login"]:
            self = .login
        case 3 where segments[0] == "v1" && segments[1] == "photos":
            self = .details(id: raw[2])
        case 4 where segments[0] == "v1" && segments[1] == "photos" && segments[3] == "vote":
            self = .vote(id: raw[2])
        default:
            return nil
        }
    }

    /// The methods the route accepts; others get 405. `HEAD` goes with
    /// every `GET`, answered the same but without the body.
    var methods: [String] {
        switch self {
        case .listing, .details, .image: return ["GET", "HEAD"]
        case .login, .vote: return ["POST"]
        }
    }
}
