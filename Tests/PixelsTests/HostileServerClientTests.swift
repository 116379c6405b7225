import Foundation
import Pixels
import Reactive
import Testing

/// The app's importer against a server written to hurt it: every answer
/// must end, within the deadline and the size limits, as a clear error on
/// the signal, with the connection closed.
@Suite("The importer against a hostile server: endless, trickling, huge, too many, bad URLs")
struct HostileServerClientTests {
    let delivery = QueueScheduler(name: "hostile-delivery")

    func importer(
        _ server: HostileServer, base: String = "", deadline: Duration = .seconds(60),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) -> PhotoImporter {
        PhotoImporter(
            baseURL: server.url(base), client: HTTPClient(timeout: deadline),
            scheduler: delivery, log: log)
    }

    /// A photo whose images are at `thumbnail` and `fullSize` on `server`.
    func photo(_ server: HostileServer, thumbnail: String, fullSize: String? = nil) -> Photo {
        Photo(
            id: 7, name: "Seven", photographer: "P", rating: 1,
            thumbnailURL: URL(string: thumbnail, relativeTo: server.url())!.absoluteURL,
            fullSizeURL: fullSize.map { URL(string: $0, relativeTo: server.url())!.absoluteURL })
    }

    @Test("an endless listing stops at 2 MiB: responseTooLarge, and the request is cancelled")
    func endlessListing() async throws {
        let server = try HostileServer { _, _ in
            .endless(chunk: Data(repeating: 0x20, count: 65_536))
        }
        defer { server.stop() }
        let outcome = await Await.outcome(of: importer(server).importPhotos())
        #expect(outcome == .failure(.responseTooLarge(.listing)))
        #expect(
            PixelsError.responseTooLarge(.listing).description
                == "the photo API sent more than 2 MiB for the listing")
        #expect(await server.waitUntil { $0.hangUps == 1 }, "the client never hung up")
        // It stopped reading at the limit: the server got no further than
        // that and what the two sockets' buffers hold.
        #expect(server.bytesSent < 16 << 20, "the client read \(server.bytesSent) bytes")
    }

    @Test("an endless thumbnail stops at its own limit, 1 MiB")
    func endlessThumbnail() async throws {
        let server = try HostileServer { _, _ in
            .endless(chunk: Data(repeating: 0x20, count: 65_536))
        }
        defer { server.stop() }
        let thumbnail = photo(server, thumbnail: "/images/7-3.ppm")
        let outcome = await Await.outcome(of: importer(server).downloadThumbnail(for: thumbnail))
        #expect(outcome == .failure(.responseTooLarge(.thumbnail)))
        #expect(await server.waitUntil { $0.hangUps == 1 })
    }

    @Test("an answer announcing more than the limit is refused before its body is read")
    func announcedTooLarge() async throws {
        let server = try HostileServer { _, _ in
            .lyingLength(announced: 50 << 20, body: Data("{".utf8))
        }
        defer { server.stop() }
        let outcome = await Await.outcome(of: importer(server).importPhotos())
        #expect(outcome == .failure(.responseTooLarge(.listing)))
    }

    @Test("a listing trickled a byte at a time is cut off at the request's deadline")
    func trickle() async throws {
        let body = APIJSON.listing((1...5).map { APIJSON.photo($0, thumbnail: "/t/\($0).ppm") })
        let server = try HostileServer { _, _ in .trickle(body: body, interval: .milliseconds(50)) }
        defer { server.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = await Await.outcome(
            of: importer(server, deadline: .milliseconds(400)).importPhotos())
        let url = server.url("/v1/photos?feature=popular&rpp=20&page=1").absoluteString
        #expect(outcome == .failure(.timedOut(url: url)))
        #expect(clock.now - start >= .milliseconds(400), "not before the deadline")
        #expect(
            await server.waitUntil { $0.hangUps == 1 }, "the trickle went on after the deadline")
    }

    @Test("a server that answers nothing after its head is cut off at the deadline too")
    func silenceAfterTheHead() async throws {
        let server = try HostileServer { _, _ in .lyingLength(announced: 100, body: Data()) }
        defer { server.stop() }
        let outcome = await Await.outcome(
            of: importer(server, deadline: .milliseconds(300)).importPhotos())
        let url = server.url("/v1/photos?feature=popular&rpp=20&page=1").absoluteString
        #expect(outcome == .failure(.timedOut(url: url)))
    }

    @Test(
        "an image larger than its use allows is imageTooLarge, from its header alone",
        arguments: [(true, 520, 512), (false, 2100, 2048), (true, 4096, 512)])
    func hugeImage(thumbnail: Bool, side: Int, maximum: Int) async throws {
        // Only the header: the dimensions are refused before any pixel is looked for.
        let image = Data("P6\n\(side) \(side)\n255\n".utf8)
        let server = try HostileServer { _, _ in
            .answer(status: 200, contentType: "image/x-portable-pixmap", body: image)
        }
        defer { server.stop() }
        let subject = photo(server, thumbnail: "/images/7-3.ppm", fullSize: "/images/7-4.ppm")
        let download =
            thumbnail
            ? importer(server).downloadThumbnail(for: subject)
            : importer(server).downloadFullSize(for: subject)
        let outcome = await Await.outcome(of: download)
        #expect(outcome == .failure(.imageTooLarge(width: side, height: side, maximum: maximum)))
    }

    @Test("a listing of more than 100 photos gives the first 100 and says what it dropped")
    func tooManyPhotos() async throws {
        let listing = APIJSON.listing(
            (1...150).map { APIJSON.photo($0, thumbnail: "/t/\($0).ppm") })
        let server = try HostileServer { _, _ in
            .answer(status: 200, contentType: "application/json", body: listing)
        }
        defer { server.stop() }
        let log = Box<[String]>([])
        let importer = importer(server) { line in log.modify { $0.append(line) } }
        let photos = try await Await.outcome(of: importer.importPhotos()).get()
        #expect(photos.first?.count == 100)
        #expect(photos.first?.last?.id == 100)
        #expect(
            log.value == [
                "Importer: the photo API listed 150 photos on one page; kept the first 100 and dropped 50"
            ])
    }

    @Test(
        "only http and https image URLs are followed; others fail and send nothing",
        arguments: [
            "ftp://127.0.0.1/images/7-3.ppm", "file:///etc/passwd",
            "data:image/x-portable-pixmap;base64,UDYKMSAxCjI1NQoAAAA=",
        ])
    func unsupportedScheme(url: String) async throws {
        let server = try HostileServer { _, _ in
            .answer(
                status: 200, contentType: "image/x-portable-pixmap",
                body: APIJSON.image(width: 1, height: 1))
        }
        defer { server.stop() }
        let outcome = await Await.outcome(
            of: importer(server).downloadThumbnail(for: photo(server, thumbnail: url)))
        #expect(outcome == .failure(.unsupportedURL(url)))
        #expect(server.requests.isEmpty)
    }

    @Test("--api http://host/api/ prefixes every route, and its query goes nowhere")
    func apiPrefix() async throws {
        let photo = APIJSON.photo(
            1001, thumbnail: "/api/images/1001-3.ppm", fullSize: "/api/images/1001-4.ppm")
        let (listing, details) = (APIJSON.listing([photo]), APIJSON.details(photo))
        let server = try HostileServer { _, target in
            let path = target.split(separator: "?")[0]
            let body: Data
            switch path {
            case "/api/v1/photos": body = listing
            case "/api/v1/users/login": body = APIJSON.login
            default: body = details
            }
            return .answer(status: 200, contentType: "application/json", body: body)
        }
        defer { server.stop() }
        let importer = importer(server, base: "/api/?key=secret")
        let listed = try #require(
            try await Await.outcome(of: importer.importPhotos()).get().first?.first)
        let detailed = try #require(
            try await Await.outcome(of: importer.fetchDetails(for: listed)).get().first)
        let token = try #require(
            try await Await.outcome(of: importer.logIn(username: "demo", password: "demo")).get()
                .first)
        _ = try await Await.outcome(of: importer.vote(for: detailed, token: token)).get()
        #expect(
            server.requests == [
                "GET /api/v1/photos?feature=popular&rpp=20&page=1", "GET /api/v1/photos/1001",
                "POST /api/v1/users/login", "POST /api/v1/photos/1001/vote",
            ])
    }
}
