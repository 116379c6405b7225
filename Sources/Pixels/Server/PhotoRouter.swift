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
        guard let route = APIRoute(segments: request.segments, raw: request.rawSegments) else {
            return .error(404, Self.noRoute(request))
        }
        guard route.methods.contains(request.method) else {
            var response = HTTPResponse.error(405, "\(request.method) is not allowed here")
            response.headers.append(("Allow", route.methods.joined(separator: ", ")))
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
        guard let number = Self.photoID(id), let photo = fixtures.details[number] else {
            return .error(404, "no photo \(id)")
        }
        return .json(PhotoDetailsJSON(photo: served(photo)))
    }

    /// A photo id written the one way the API writes it: plain decimal
    /// digits, no sign, no leading zero, no percent-encoding.
    static func photoID(_ text: String) -> Int? {
        guard let first = text.first, first != "0", text.count <= 18,
            text.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Int(text)
    }

    /// Why nothing answers `request`'s path; for a trailing slash, the route it missed.
    private static func noRoute(_ request: HTTPRequest) -> String {
        let trimmed = String(request.path.dropLast())
        guard request.path.count > 1, request.path.hasSuffix("/"),
            let segments = try? HTTPRequest.parse(head: Array("GET \(trimmed) HTTP/1.0".utf8)),
            APIRoute(segments: segments.segments, raw: segments.rawSegments) != nil
        else { return "no route for \(request.path)" }
        return "no route for \(request.path); without the trailing slash, \(trimmed) is one"
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
        guard let token = authorization.flatMap(Self.bearerToken), state.isValid(token: token)
        else {
            var response = HTTPResponse.error(
                401, "log in first: send Authorization: Bearer <token>")
            response.headers.append(("WWW-Authenticate", "Bearer"))
            return response
        }
        guard let photoID = Self.photoID(id), fixtures.details[photoID] != nil else {
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

    /// The token of `Bearer <token>`; the scheme's name is case-insensitive.
    static func bearerToken(_ authorization: String) -> String? {
        let parts = authorization.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
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
