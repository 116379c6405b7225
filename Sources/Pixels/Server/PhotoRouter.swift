import Foundation

/// Answers one request of the photo API from the fixtures and the server's state.
///
/// Pure request-to-response logic: no sockets, no faults (the server applies
/// those), so every route can be read top to bottom here.
struct PhotoRouter: Sendable {
    let fixtures: FixtureStore
    let state: ServerState
    /// The server's own address, which makes the fixtures' image URLs absolute.
    let baseURL: URL

    /// The largest page size the listing accepts.
    static let maximumPerPage = 100

    /// The only characters an image file name may contain.
    private static let fileNameCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")

    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard let route = APIRoute(segments: request.segments) else {
            return .error(404, "no route for \(request.path)")
        }
        guard request.method == route.method else {
            var response = HTTPResponse.error(405, "\(request.method) is not allowed here")
            response.headers.append(("Allow", route.method))
            return response
        }
        switch route {
        case .listing: return listing(request.query)
        case .details(let id): return details(id)
        case .image(let file): return image(file)
        case .login: return login(request.body)
        case .vote(let id): return vote(id, authorization: request.header("Authorization"))
        }
    }

    private func listing(_ query: [String: String]) -> HTTPResponse {
        let feature = query["feature"] ?? "popular"
        guard feature == "popular" else { return .error(400, "unknown feature \(feature)") }
        guard let perPage = Int(query["rpp"] ?? "20"), (1...Self.maximumPerPage).contains(perPage)
        else { return .error(400, "rpp must be a number from 1 to \(Self.maximumPerPage)") }
        guard let page = Int(query["page"] ?? "1"), page >= 1 else {
            return .error(400, "page must be a number from 1")
        }
        let all = fixtures.listing.photos
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        let start = overflow ? all.count : min(offset, all.count)
        let photos = all[start..<min(all.count, start + perPage)]
        let listing = PhotoListingJSON(
            feature: feature, currentPage: page,
            totalPages: max(1, (all.count + perPage - 1) / perPage), totalItems: all.count,
            photos: photos.map(served))
        return .json(listing)
    }

    private func details(_ id: String) -> HTTPResponse {
        guard let id = Int(id), let photo = fixtures.details[id] else {
            return .error(404, "no photo \(id)")
        }
        return .json(PhotoDetailsJSON(photo: served(photo)))
    }

    private func image(_ file: String) -> HTTPResponse {
        let allowed = file.hasSuffix(".ppm") && file.allSatisfy(Self.fileNameCharacters.contains)
        guard allowed, let data = fixtures.images[file] else {
            return .error(404, "no image \(file)")
        }
        return HTTPResponse(
            status: 200, headers: [("Content-Type", "image/x-portable-pixmap")], body: data)
    }

    private func login(_ body: Data) -> HTTPResponse {
        guard let credentials = Self.credentials(in: body) else {
            return .error(400, "send {\"username\": …, \"password\": …} as JSON")
        }
        guard credentials.username == PhotoServer.demoUsername,
            credentials.password == PhotoServer.demoPassword
        else { return .error(401, "wrong username or password") }
        let user = UserJSON(username: PhotoServer.demoUsername, fullname: "Demo User")
        return .json(LoginResponseJSON(token: state.issueToken(), user: user))
    }

    private func vote(_ id: String, authorization: String?) -> HTTPResponse {
        let token = authorization.flatMap { value -> String? in
            value.hasPrefix("Bearer ") ? String(value.dropFirst("Bearer ".count)) : nil
        }
        guard let token, state.isValid(token: token) else {
            var response = HTTPResponse.error(
                401, "log in first: send Authorization: Bearer <token>")
            response.headers.append(("WWW-Authenticate", "Bearer"))
            return response
        }
        guard let photoID = Int(id), fixtures.details[photoID] != nil else {
            return .error(404, "no photo \(id)")
        }
        state.vote(for: photoID)
        return details(id)
    }

    /// A fixture photo as served: image URLs made absolute and the vote filled in.
    private func served(_ photo: PhotoJSON) -> PhotoJSON {
        var copy = photo
        copy.voted = state.isVoted(photo.id)
        copy.images = photo.images.map { image in
            let absolute = URL(string: image.url, relativeTo: baseURL)?.absoluteString
            return ImageReferenceJSON(size: image.size, url: absolute ?? image.url)
        }
        return copy
    }

    /// Username and password from a JSON body, or from a form-encoded one.
    private static func credentials(in body: Data) -> LoginRequestJSON? {
        if let json = try? JSONDecoder().decode(LoginRequestJSON.self, from: body) { return json }
        guard let text = String(data: body, encoding: .utf8),
            let form = try? HTTPRequest.query(text),
            let username = form["username"], let password = form["password"]
        else { return nil }
        return LoginRequestJSON(username: username, password: password)
    }
}
