import Foundation
import Pixels
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("HTTP client plumbing against the loopback server")
struct HTTPClientTests {
    /// Sends with `HTTPClient` and waits for its one answer.
    func send(_ request: URLRequest, timeout: Duration = .seconds(10)) async -> Result<
        Data, PixelsError
    > {
        let client = HTTPClient(timeout: timeout)
        return await withCheckedContinuation { continuation in
            client.send(request) { continuation.resume(returning: $0) }
        }
    }

    @Test("the requests follow the API's routes")
    func requests() throws {
        let api = PhotoAPI(baseURL: try #require(URL(string: "http://127.0.0.1:8080")))
        #expect(
            api.popularPhotos().url?.absoluteString
                == "http://127.0.0.1:8080/v1/photos?feature=popular&rpp=20&page=1")
        #expect(api.popularPhotos(perPage: 5, page: 3).url?.query == "feature=popular&rpp=5&page=3")
        #expect(
            api.photoDetails(id: 1001).url?.absoluteString == "http://127.0.0.1:8080/v1/photos/1001"
        )
        let login = api.login(username: "demo", password: "pa ss")
        #expect(login.httpMethod == "POST")
        #expect(login.url?.path == "/v1/users/login")
        #expect(String(decoding: login.httpBody ?? Data(), as: UTF8.self).contains("\"pa ss\""))
        let vote = api.vote(photoID: 1002, token: AuthToken("abc", username: "demo"))
        #expect(vote.httpMethod == "POST")
        #expect(vote.url?.path == "/v1/photos/1002/vote")
        #expect(vote.value(forHTTPHeaderField: "Authorization") == "Bearer abc")
    }

    @Test("a whole session: list, details, thumbnail, login and vote")
    func session() async throws {
        let server = try Fixtures.server()
        let api = PhotoAPI(baseURL: server.baseURL)
        let listing = try await send(api.popularPhotos()).get()
        let photos = try PhotoDecoder.listing(from: listing, relativeTo: api.baseURL)
        #expect(photos.count == 14)
        let thumbnail = try PPM.decode(try await send(api.image(at: photos[1].thumbnailURL)).get())
        #expect(thumbnail.width == 32)
        let details = try PhotoDecoder.details(
            from: try await send(api.photoDetails(id: photos[1].id)).get(), relativeTo: api.baseURL)
        #expect(details.commentsCount == 37)  // as in Fixtures/v1/photos/1002.json
        let fullSizeURL = try #require(details.fullSizeURL)
        let fullSize = try PPM.decode(try await send(api.image(at: fullSizeURL)).get())
        #expect(fullSize.width <= 240 && fullSize.height <= 240)
        let token = try PhotoDecoder.token(
            from: try await send(api.login(username: "demo", password: "demo")).get())
        #expect(token.username == "demo")
        let voted = try PhotoDecoder.details(
            from: try await send(api.vote(photoID: details.id, token: token)).get(),
            relativeTo: api.baseURL)
        #expect(voted.votedFor)
    }

    @Test("a 4xx or 5xx status becomes httpStatus")
    func status() async throws {
        let server = try Fixtures.server(faults: ["GET /v1/photos": .status(500)])
        let api = PhotoAPI(baseURL: server.baseURL)
        let url = api.popularPhotos().url!.absoluteString
        #expect(await send(api.popularPhotos()) == .failure(.httpStatus(500, url: url)))
        let wrong = await send(api.login(username: "demo", password: "nope"))
        #expect(
            wrong
                == .failure(
                    .httpStatus(401, url: "\(server.baseURL.absoluteString)/v1/users/login")))
    }

    @Test("a refused connection becomes connectionRefused")
    func refused() async throws {
        let server = try Fixtures.serverOnAPrivatePort()
        let api = PhotoAPI(baseURL: server.baseURL)
        server.stop()
        server.waitUntilStopped()
        try #require(Fixtures.refusesSoon(port: server.port))
        let result = await send(api.photoDetails(id: 1001))
        #expect(
            result
                == .failure(
                    .connectionRefused(url: "\(server.baseURL.absoluteString)/v1/photos/1001")))
    }

    @Test("a slow answer becomes timedOut")
    func timeout() async throws {
        let server = try Fixtures.server(faults: ["GET /v1/photos/{id}": .delay(.seconds(5))])
        let api = PhotoAPI(baseURL: server.baseURL)
        let result = await send(api.photoDetails(id: 1001), timeout: .milliseconds(300))
        #expect(
            result == .failure(.timedOut(url: "\(server.baseURL.absoluteString)/v1/photos/1001")))
    }

    @Test("every error reads as one line")
    func oneLine() {
        let errors: [PixelsError] = [
            .httpStatus(500, url: "u"), .connectionRefused(url: "u"), .timedOut(url: "u"),
            .network(en: "n", zh: "网"), .malformedJSON(en: "m", zh: "格"),
            .missingImageSize(photoID: 1, size: 4), .badImageHeader(en: "b", zh: "头"),
            .truncatedImage(expectedBytes: 3, actualBytes: 1),
            .imageTooLarge(width: 1, height: 2, maximum: 1), .fixturesUnavailable(en: "f", zh: "据"),
            .serverFailed(en: "s", zh: "服"), .responseTooLarge(.listing),
            .unsupportedURL("ftp://x"),
            .loginRejected, .notLoggedIn, .noPhoto(index: 0, count: 0),
        ]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
            #expect(error.localizedDescription == error.description)
        }
        #expect(
            PixelsError.missingImageSize(photoID: 1001, size: 4).description
                == "photo 1001 has no image of size 4")
    }
}
