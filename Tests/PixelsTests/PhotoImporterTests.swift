import Foundation
import Pixels
import Reactive
import Testing

@Suite("PhotoImporter against the loopback server")
struct PhotoImporterTests {
    let delivery = QueueScheduler(name: "importer-delivery")

    func makeImporter(
        _ server: PhotoServer, timeout: Duration = .seconds(10)
    ) -> PhotoImporter {
        PhotoImporter(
            baseURL: server.baseURL, client: HTTPClient(timeout: timeout), scheduler: delivery)
    }

    /// The listing's first photo, as the importer gives it.
    func firstPhoto(_ importer: PhotoImporter) async throws -> Photo {
        try #require(try await Await.outcome(of: importer.importPhotos()).get().first?.first)
    }

    // MARK: success

    @Test("importPhotos sends the popular photos, delivered on the importer's scheduler")
    func importPhotos() async throws {
        let server = try Fixtures.server()
        let importer = makeImporter(server)
        let photos = try await Await.outcome(of: importer.importPhotos()).get()
        #expect(photos.count == 1)
        #expect(photos[0].count == 14)
        #expect(photos[0][0].name == "Astronaut Eileen Collins")
        #expect(photos[0][0].thumbnailURL.absoluteString == "\(server.baseURL)/images/1001-3.ppm")
        let queues = await Await.outcome(
            of: importer.importPhotos().map { _ in QueueScheduler.currentQueueName })
        #expect(queues == .success(["importer-delivery"]))
    }

    @Test("fetchDetails adds the comment count and the full-size URL")
    func fetchDetails() async throws {
        let server = try Fixtures.server()
        let importer = makeImporter(server)
        let photo = try await firstPhoto(importer)
        #expect(photo.fullSizeURL == nil && photo.commentsCount == nil)
        let details = try await Await.outcome(of: importer.fetchDetails(for: photo)).get()
        #expect(details.count == 1)
        #expect(details[0].commentsCount == 42)  // as in Fixtures/v1/photos/1001.json
        #expect(details[0].fullSizeURL?.absoluteString == "\(server.baseURL)/images/1001-4.ppm")
    }

    @Test("the thumbnail and the full-size image are decoded from the served PPM files")
    func images() async throws {
        let server = try Fixtures.server()
        let importer = makeImporter(server)
        let photo = try await firstPhoto(importer)
        let detailed = try #require(
            try await Await.outcome(of: importer.fetchDetails(for: photo)).get().first)
        let thumbnail = await Await.outcome(of: importer.downloadThumbnail(for: detailed))
        let fullSize = await Await.outcome(of: importer.downloadFullSize(for: detailed))
        #expect(thumbnail == .success([try PPM.decode(Fixtures.file("images/1001-3.ppm"))]))
        #expect(fullSize == .success([try PPM.decode(Fixtures.file("images/1001-4.ppm"))]))
        #expect(try thumbnail.get().first?.width == 32)
    }

    // MARK: failures become errors on the signal

    @Test("an HTTP 500 becomes an httpStatus error")
    func status500() async throws {
        let server = try Fixtures.server(faults: ["GET /v1/photos": .status(500)])
        let importer = makeImporter(server)
        let url = "\(server.baseURL)/v1/photos?feature=popular&rpp=20&page=1"
        #expect(
            await Await.outcome(of: importer.importPhotos()) == .failure(.httpStatus(500, url: url))
        )
    }

    @Test("malformed JSON becomes a malformedJSON error")
    func malformedJSON() async throws {
        let server = try Fixtures.server(faults: ["GET /v1/photos/{id}": .malformedBody])
        let importer = makeImporter(server)
        let photo = try await firstPhoto(importer)
        #expect(
            await Await.outcome(of: importer.fetchDetails(for: photo)).failureLine
                == "malformed JSON: the data is not valid JSON")
    }

    @Test("a photo without the image size the app needs becomes a missingImageSize error")
    func missingImageSize() async throws {
        let server = try Fixtures.server { directory in
            try Fixtures.editJSON("v1/popular.json", in: directory) { listing in
                var photos = listing["photos"] as? [[String: Any]] ?? []
                photos[2]["images"] = [[String: Any]]()
                listing["photos"] = photos
            }
            try Fixtures.editJSON("v1/photos/1001.json", in: directory) { details in
                var photo = details["photo"] as? [String: Any] ?? [:]
                photo["images"] = [["size": 3, "url": "/images/1001-3.ppm"]]
                details["photo"] = photo
            }
        }
        let importer = makeImporter(server)
        #expect(
            await Await.outcome(of: importer.importPhotos())
                == .failure(.missingImageSize(photoID: 1003, size: 3)))
        let photo = Photo(
            id: 1001, name: "Astronaut Eileen Collins", photographer: "NASA", rating: 98.4,
            thumbnailURL: server.baseURL.appendingPathComponent("images/1001-3.ppm"))
        #expect(
            await Await.outcome(of: importer.fetchDetails(for: photo))
                == .failure(.missingImageSize(photoID: 1001, size: 4)))
        #expect(
            await Await.outcome(of: importer.downloadFullSize(for: photo))
                == .failure(.missingImageSize(photoID: 1001, size: 4)))
        #expect(server.requestCount(matching: "GET /images/{file}") == 0)
    }

    @Test("a corrupt or truncated PPM becomes an image error")
    func brokenImages() async throws {
        let server = try Fixtures.server(faults: [
            "GET /images/1001-3.ppm": .malformedBody,
            "GET /images/1002-3.ppm": .truncatedBody(keepingBytes: 100),
        ])
        let importer = makeImporter(server)
        let photos = try #require(try await Await.outcome(of: importer.importPhotos()).get().first)
        #expect(
            await Await.outcome(of: importer.downloadThumbnail(for: photos[0])).failureLine
                == "not a binary PPM image: its width is not a number")
        #expect(
            await Await.outcome(of: importer.downloadThumbnail(for: photos[1]))
                == .failure(.truncatedImage(expectedBytes: 3072, actualBytes: 87)))
    }

    @Test("a refused connection becomes a connectionRefused error")
    func refused() async throws {
        let server = try Fixtures.serverOnAPrivatePort()
        let importer = makeImporter(server)
        server.stop()
        server.waitUntilStopped()
        try #require(Fixtures.refusesSoon(port: server.port))
        let url = "\(server.baseURL)/v1/photos?feature=popular&rpp=20&page=1"
        #expect(
            await Await.outcome(of: importer.importPhotos())
                == .failure(.connectionRefused(url: url)))
    }

    @Test("an answer slower than the timeout becomes a timedOut error")
    func timeout() async throws {
        // The delay only has to outlast the cancellation, which a loaded machine
        // may take seconds to deliver; stopping the server cuts it short.
        let server = try Fixtures.server(faults: ["GET /v1/photos": .delay(.seconds(60))])
        let importer = makeImporter(server, timeout: .milliseconds(300))
        let url = "\(server.baseURL)/v1/photos?feature=popular&rpp=20&page=1"
        let clock = ContinuousClock()
        let start = clock.now
        #expect(await Await.outcome(of: importer.importPhotos()) == .failure(.timedOut(url: url)))
        #expect(clock.now - start >= .milliseconds(300))  // not before the time is up
    }

    // MARK: login and vote

    @Test("the demo credentials log in; wrong ones become loginRejected")
    func logIn() async throws {
        let server = try Fixtures.server()
        let importer = makeImporter(server)
        let token = try await Await.outcome(of: importer.logIn(username: "demo", password: "demo"))
            .get()
        #expect(token.count == 1)
        #expect(token[0].username == "demo")
        #expect(token[0].value.count == 64)
        #expect(
            await Await.outcome(of: importer.logIn(username: "demo", password: "wrong"))
                == .failure(.loginRejected))
    }

    @Test("a vote without a token sends nothing and fails with notLoggedIn")
    func voteWithoutToken() async throws {
        let server = try Fixtures.server()
        let importer = makeImporter(server)
        let photo = try await firstPhoto(importer)
        #expect(
            await Await.outcome(of: importer.vote(for: photo, token: nil)) == .failure(.notLoggedIn)
        )
        #expect(server.requestCount(matching: "POST /v1/photos/{id}/vote") == 0)
    }

    @Test("a vote with a token the server never issued fails with notLoggedIn")
    func voteWithForgedToken() async throws {
        let server = try Fixtures.server()
        let importer = makeImporter(server)
        let photo = try await firstPhoto(importer)
        let forged = AuthToken("0123", username: "demo")
        #expect(
            await Await.outcome(of: importer.vote(for: photo, token: forged))
                == .failure(.notLoggedIn))
        #expect(server.requestCount(matching: "POST /v1/photos/{id}/vote") == 1)
    }

    @Test("a vote with the login's token marks the photo voted for")
    func voteWithToken() async throws {
        let server = try Fixtures.server()
        let importer = makeImporter(server)
        let photo = try await firstPhoto(importer)
        let token = try #require(
            try await Await.outcome(of: importer.logIn(username: "demo", password: "demo")).get()
                .first)
        let voted = try await Await.outcome(of: importer.vote(for: photo, token: token)).get()
        #expect(voted.map(\.votedFor) == [true])
        #expect(voted.map(\.id) == [photo.id])
        let details = try await Await.outcome(of: importer.fetchDetails(for: photo)).get()
        #expect(details.map(\.votedFor) == [true])
    }

    // MARK: multicasting and cancelling

    @Test("publish and autoconnect share one request among all the subscribers")
    func oneRequestForManySubscribers() async throws {
        let server = try Fixtures.server(faults: [
            "GET /v1/photos": .delay(.milliseconds(300)),
            "GET /v1/photos/{id}": .delay(.milliseconds(300)),
        ])
        let importer = makeImporter(server)
        let listings = await Await.outcomes(of: importer.importPhotos(), subscribers: 3)
        #expect(try listings.map { try $0.get().map(\.count) } == [[14], [14], [14]])
        #expect(server.requestCount(matching: "GET /v1/photos") == 1)

        let photo = try #require(try listings[0].get().first?.first)
        let details = await Await.outcomes(of: importer.fetchDetails(for: photo), subscribers: 3)
        #expect(try details.map { try $0.get().map(\.commentsCount) } == [[42], [42], [42]])
        #expect(server.requestCount(matching: "GET /v1/photos/{id}") == 1)
    }

    @Test("a download is cold, as in the book: one request per subscriber")
    func downloadsAreCold() async throws {
        let server = try Fixtures.server()
        let importer = makeImporter(server)
        let photo = try await firstPhoto(importer)
        let thumbnails = await Await.outcomes(
            of: importer.downloadThumbnail(for: photo), subscribers: 3)
        #expect(try thumbnails.map { try $0.get().count } == [1, 1, 1])
        #expect(server.requestCount(matching: "GET /images/{file}") == 3)
    }

    @Test("disposing before the answer cancels the request: the server sees the client hang up")
    func disposeCancels() async throws {
        // The delay only has to outlast the cancellation. A loaded machine may
        // take seconds to deliver it, and the test's task may wait a minute or
        // more for a thread while other suites block theirs; the hang-up (or
        // the server stopping, when the test ends) cuts the delay short.
        let server = try Fixtures.server(faults: ["GET /v1/photos": .delay(.seconds(3_600))])
        // Only the disposal may end this request, not the client's own deadline.
        let importer = makeImporter(server, timeout: .seconds(3_600))
        let received = Box<[String]>([])
        let subscription = importer.importPhotos().subscribe(
            next: { _ in received.modify { $0.append("next") } },
            error: { error in received.modify { $0.append("error \(error)") } },
            completed: { received.modify { $0.append("completed") } })
        let listing = "GET /v1/photos?feature=popular&rpp=20&page=1"
        try await waitUntil { server.requests == [listing] }
        subscription.dispose()
        try await waitUntil(.seconds(30)) { server.requests == [listing, "abandoned: \(listing)"] }
        #expect(received.value == [])
    }

    /// Checks `condition` every 20 ms until it holds; fails after `limit`.
    func waitUntil(
        _ limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: () -> Bool
    ) async throws {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("gave up waiting after \(limit)", sourceLocation: sourceLocation)
                return
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
