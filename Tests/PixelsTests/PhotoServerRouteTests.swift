import Foundation
import Pixels
import Testing

@Suite("Photo server routes, over real loopback HTTP")
struct PhotoServerRouteTests {
    @Test("the listing serves all 14 popular photos with absolute thumbnail URLs on the server")
    func listing() async throws {
        let server = try Fixtures.server()
        let reply = try await HTTP.get("/v1/photos?feature=popular", from: server)
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"] == "application/json")
        let json = try reply.json()
        #expect(json["feature"] as? String == "popular")
        #expect(json["total_items"] as? Int == 14)
        #expect(json["current_page"] as? Int == 1)
        let photos = try #require(json["photos"] as? [[String: Any]])
        #expect(photos.map { $0["id"] as? Int } == (1001...1014).map { $0 })
        let images = try #require(photos[0]["images"] as? [[String: Any]])
        #expect(images[0]["url"] as? String == "\(server.baseURL.absoluteString)/images/1001-3.ppm")
        #expect(photos[0]["voted"] as? Bool == false)
    }

    @Test("the listing honours rpp and page, and a page past the end is empty")
    func paging() async throws {
        let server = try Fixtures.server()
        let second = try await HTTP.get("/v1/photos?feature=popular&rpp=5&page=2", from: server)
        let json = try second.json()
        let photos = try #require(json["photos"] as? [[String: Any]])
        #expect(photos.map { $0["id"] as? Int } == [1006, 1007, 1008, 1009, 1010])
        #expect(json["total_pages"] as? Int == 3)
        #expect(json["current_page"] as? Int == 2)
        let last = try await HTTP.get("/v1/photos?rpp=5&page=3", from: server).json()
        #expect((last["photos"] as? [[String: Any]])?.count == 4)
        let beyond = try await HTTP.get("/v1/photos?rpp=5&page=9", from: server).json()
        #expect((beyond["photos"] as? [[String: Any]])?.count == 0)
    }

    @Test(
        "the listing rejects a bad rpp, page or feature with 400",
        arguments: ["rpp=0", "rpp=101", "rpp=ten", "page=0", "page=-1", "feature=upcoming"])
    func badListingQuery(query: String) async throws {
        let server = try Fixtures.server()
        let reply = try await HTTP.get("/v1/photos?\(query)", from: server)
        #expect(reply.status == 400)
        #expect(try reply.json()["error"] as? String == "Bad Request")
    }

    @Test("details carry comments_count and the absolute full-size URL")
    func details() async throws {
        let server = try Fixtures.server()
        let reply = try await HTTP.get("/v1/photos/1001", from: server)
        #expect(reply.status == 200)
        let photo = try #require(try reply.json()["photo"] as? [String: Any])
        #expect(photo["name"] as? String == "Astronaut Eileen Collins")
        #expect(photo["comments_count"] as? Int == 42)
        let images = try #require(photo["images"] as? [[String: Any]])
        let full = images.first { $0["size"] as? Int == 4 }
        #expect(full?["url"] as? String == "\(server.baseURL.absoluteString)/images/1001-4.ppm")
    }

    @Test("details of an unknown or non-numeric id are 404", arguments: ["999", "abc", "1001x"])
    func unknownDetails(id: String) async throws {
        let server = try Fixtures.server()
        let reply = try await HTTP.get("/v1/photos/\(id)", from: server)
        #expect(reply.status == 404)
        #expect(try reply.json()["status"] as? Int == 404)
    }

    @Test("an image is served byte for byte as a PPM")
    func image() async throws {
        let server = try Fixtures.server()
        let reply = try await HTTP.get("/images/1002-4.ppm", from: server)
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"] == "image/x-portable-pixmap")
        #expect(reply.body == (try Fixtures.file("images/1002-4.ppm")))
        let thumbnail = try PPM.decode(try await HTTP.get("/images/1002-3.ppm", from: server).body)
        #expect(thumbnail.width == 32 && thumbnail.height == 32)
    }

    @Test("an unknown image is 404")
    func unknownImage() async throws {
        let server = try Fixtures.server()
        #expect(try await HTTP.get("/images/9999-3.ppm", from: server).status == 404)
        #expect(try await HTTP.get("/images/ATTRIBUTION.md", from: server).status == 404)
    }

    @Test("logging in with the demo credentials returns a token")
    func loginSucceeds() async throws {
        let server = try Fixtures.server()
        let reply = try await HTTP.post(
            "/v1/users/login", to: server, body: #"{"username": "demo", "password": "demo"}"#)
        #expect(reply.status == 200)
        let json = try reply.json()
        let token = try #require(json["token"] as? String)
        #expect(token.count == 64)
        #expect((json["user"] as? [String: Any])?["username"] as? String == "demo")
        let form = try await HTTP.post(
            "/v1/users/login", to: server, body: "username=demo&password=demo")
        #expect(form.status == 200)
        #expect(try form.json()["token"] as? String != token)
    }

    @Test(
        "logging in with anything but the demo credentials is 401",
        arguments: [
            #"{"username": "demo", "password": "wrong"}"#,
            #"{"username": "root", "password": "demo"}"#,
            #"{"username": "", "password": ""}"#,
        ])
    func loginFails(body: String) async throws {
        let server = try Fixtures.server()
        let reply = try await HTTP.post("/v1/users/login", to: server, body: body)
        #expect(reply.status == 401)
        #expect(try reply.json()["error"] as? String == "Unauthorized")
    }

    @Test("a login without credentials in the body is 400")
    func loginMalformed() async throws {
        let server = try Fixtures.server()
        #expect(try await HTTP.post("/v1/users/login", to: server, body: "{").status == 400)
        #expect(try await HTTP.post("/v1/users/login", to: server, body: "").status == 400)
    }

    @Test("voting needs a bearer token the server issued, and then marks the photo voted")
    func vote() async throws {
        let server = try Fixtures.server()
        let anonymous = try await HTTP.post("/v1/photos/1003/vote", to: server)
        #expect(anonymous.status == 401)
        #expect(anonymous.headers["www-authenticate"] == "Bearer")
        let forged = try await HTTP.post(
            "/v1/photos/1003/vote", to: server, headers: ["Authorization": "Bearer forged"])
        #expect(forged.status == 401)
        let login = try await HTTP.post(
            "/v1/users/login", to: server, body: #"{"username":"demo","password":"demo"}"#)
        let token = try #require(try login.json()["token"] as? String)
        let notBearer = try await HTTP.post(
            "/v1/photos/1003/vote", to: server, headers: ["Authorization": token])
        #expect(notBearer.status == 401)
        let voted = try await HTTP.post(
            "/v1/photos/1003/vote", to: server, headers: ["Authorization": "Bearer \(token)"])
        #expect(voted.status == 200)
        #expect((try voted.json()["photo"] as? [String: Any])?["voted"] as? Bool == true)
        let details = try await HTTP.get("/v1/photos/1003", from: server).json()
        #expect((details["photo"] as? [String: Any])?["voted"] as? Bool == true)
        let other = try await HTTP.get("/v1/photos/1004", from: server).json()
        #expect((other["photo"] as? [String: Any])?["voted"] as? Bool == false)
        let unknown = try await HTTP.post(
            "/v1/photos/999/vote", to: server, headers: ["Authorization": "Bearer \(token)"])
        #expect(unknown.status == 404)
    }

    @Test(
        "unknown routes are 404",
        arguments: ["/", "/v1", "/v1/photos/1001/comments", "/v2/photos", "/images", "/v1/photos/"])
    func unknownRoute(path: String) async throws {
        let server = try Fixtures.server()
        #expect(try await HTTP.get(path, from: server).status == 404)
    }

    @Test("a known route with the wrong method is 405 and names the allowed ones")
    func wrongMethod() async throws {
        let server = try Fixtures.server()
        let postListing = try await HTTP.post("/v1/photos", to: server)
        #expect(postListing.status == 405)
        #expect(postListing.headers["allow"] == "GET, HEAD")
        let getLogin = try await HTTP.get("/v1/users/login", from: server)
        #expect(getLogin.status == 405)
        #expect(getLogin.headers["allow"] == "POST")
        #expect(try await HTTP.get("/v1/photos/1001/vote", from: server).status == 405)
    }

    @Test("the server records each request it answers, and counts them by pattern")
    func requestLog() async throws {
        let server = try Fixtures.server()
        _ = try await HTTP.get("/v1/photos?feature=popular", from: server)
        _ = try await HTTP.get("/v1/photos/1001", from: server)
        _ = try await HTTP.get("/v1/photos/1002", from: server)
        #expect(
            server.requests == [
                "GET /v1/photos?feature=popular", "GET /v1/photos/1001", "GET /v1/photos/1002",
            ])
        #expect(server.requestCount(matching: "GET /v1/photos/{id}") == 2)
        #expect(server.requestCount(matching: "GET /v1/photos") == 1)
        #expect(server.requestCount(matching: "POST /v1/photos") == 0)
    }
}
