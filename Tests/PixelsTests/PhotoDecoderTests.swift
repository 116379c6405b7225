import Foundation
import Pixels
import Testing

@Suite("Decoding the API's JSON into photo models")
struct PhotoDecoderTests {
    let base = URL(string: "http://127.0.0.1:9999")!

    func listing(_ photos: String) -> Data {
        Data(
            #"{"feature":"popular","current_page":1,"total_pages":1,"total_items":1,"photos":[\#(photos)]}"#
                .utf8)
    }

    @Test("the fixture listing decodes to 14 photos with thumbnail URLs resolved against the API")
    func fixtureListing() throws {
        let photos = try PhotoDecoder.listing(
            from: try Fixtures.file("v1/popular.json"), relativeTo: base)
        #expect(photos.count == 14)
        let first = try #require(photos.first)
        #expect(first.id == 1001)
        #expect(first.name == "Astronaut Eileen Collins")
        #expect(first.photographer == "NASA")
        #expect(first.rating == 98.4)
        #expect(first.thumbnailURL.absoluteString == "http://127.0.0.1:9999/images/1001-3.ppm")
        #expect(first.fullSizeURL == nil)
        #expect(first.commentsCount == nil)
        #expect(!first.votedFor)
        #expect(first.thumbnail == nil && first.fullSize == nil)
    }

    @Test("fixture details decode with the full-size URL and the comment count")
    func fixtureDetails() throws {
        let photo = try PhotoDecoder.details(
            from: try Fixtures.file("v1/photos/1001.json"), relativeTo: base)
        #expect(photo.fullSizeURL?.absoluteString == "http://127.0.0.1:9999/images/1001-4.ppm")
        #expect(photo.commentsCount == 42)
    }

    @Test("absolute image URLs are kept as they are")
    func absoluteURLs() throws {
        let photos = try PhotoDecoder.listing(
            from: listing(
                #"{"id":7,"name":"n","rating":1,"user":{"username":"u","fullname":"F"},"images":[{"size":3,"url":"http://elsewhere:81/t.ppm"}]}"#
            ),
            relativeTo: base)
        #expect(photos.first?.thumbnailURL.absoluteString == "http://elsewhere:81/t.ppm")
    }

    @Test("a photo without a thumbnail, or details without a full size, is missingImageSize")
    func missingSizes() throws {
        let onlyFull =
            #"{"id":7,"name":"n","rating":1,"user":{"username":"u","fullname":"F"},"images":[{"size":4,"url":"/f.ppm"}]}"#
        #expect(throws: PixelsError.missingImageSize(photoID: 7, size: 3)) {
            try PhotoDecoder.listing(from: listing(onlyFull), relativeTo: base)
        }
        let onlyThumbnail =
            #"{"photo":{"id":8,"name":"n","rating":1,"user":{"username":"u","fullname":"F"},"images":[{"size":3,"url":"/t.ppm"}]}}"#
        #expect(throws: PixelsError.missingImageSize(photoID: 8, size: 4)) {
            try PhotoDecoder.details(from: Data(onlyThumbnail.utf8), relativeTo: base)
        }
        let noImages =
            #"{"photo":{"id":9,"name":"n","rating":1,"user":{"username":"u","fullname":"F"},"images":[]}}"#
        #expect(throws: PixelsError.missingImageSize(photoID: 9, size: 3)) {
            try PhotoDecoder.details(from: Data(noImages.utf8), relativeTo: base)
        }
    }

    @Test(
        "malformed JSON becomes a one-line malformedJSON error",
        arguments: [
            ("", "the data is not valid JSON"),
            ("{\"photos\": [", "the data is not valid JSON"),
            ("<html>Bad Gateway</html>", "the data is not valid JSON"),
            (#"{"feature":"popular"}"#, #"missing key "current_page""#),
            (
                #"{"feature":"popular","current_page":1,"total_pages":1,"total_items":1,"photos":{}}"#,
                "expected a list at photos"
            ),
            (
                #"{"feature":"popular","current_page":1,"total_pages":1,"total_items":1,"photos":[{"id":1}]}"#,
                #"missing key "name" at photos[0]"#
            ),
            (
                #"{"feature":"popular","current_page":1,"total_pages":1,"total_items":1,"photos":[{"id":1,"name":"n","rating":"high","user":{"username":"u","fullname":"F"},"images":[]}]}"#,
                "expected a number at photos[0].rating"
            ),
            (
                #"{"feature":"popular","current_page":1,"total_pages":1,"total_items":1,"photos":[{"id":1,"name":null,"rating":1,"user":{"username":"u","fullname":"F"},"images":[]}]}"#,
                "null where a string belongs at photos[0].name"
            ),
        ])
    func malformed(json: String, reason: String) {
        let error = #expect(throws: PixelsError.self) {
            try PhotoDecoder.listing(from: Data(json.utf8), relativeTo: base)
        }
        #expect(error?.description == "malformed JSON: \(reason)")
        #expect(error.map { englishWords(in: $0.text.zh) } == [], "\(error?.text.zh ?? "")")
    }

    @Test("an invalid image URL is malformedJSON, not a crash")
    func invalidURL() {
        let photo =
            #"{"id":7,"name":"n","rating":1,"user":{"username":"u","fullname":"F"},"images":[{"size":3,"url":"http://[::1"}]}"#
        let error = #expect(throws: PixelsError.self) {
            try PhotoDecoder.listing(from: listing(photo), relativeTo: base)
        }
        #expect(
            error?.description == #"malformed JSON: photo 7 has an invalid image URL "http://[::1""#
        )
        #expect(error?.text.zh == #"JSON 格式不对：照片 7 的图片 URL "http://[::1" 无效"#)
    }

    @Test("a login answer decodes to its token; an empty or missing token is malformed")
    func token() throws {
        let token = try PhotoDecoder.token(
            from: Data(#"{"token":"abc","user":{"username":"demo","fullname":"Demo User"}}"#.utf8))
        #expect(token == AuthToken("abc", username: "demo"))
        #expect(token.authorizationHeader == "Bearer abc")
        let empty = #expect(throws: PixelsError.self) {
            try PhotoDecoder.token(
                from: Data(#"{"token":"","user":{"username":"d","fullname":"D"}}"#.utf8))
        }
        #expect(empty?.description == "malformed JSON: the login token is empty")
        #expect(empty?.text.zh == "JSON 格式不对：登录令牌是空的")
        let missing = #expect(throws: PixelsError.self) {
            try PhotoDecoder.token(from: Data("{}".utf8))
        }
        #expect(missing?.description == #"malformed JSON: missing key "token""#)
        #expect(missing?.text.zh == #"JSON 格式不对：缺少键 "token""#)
    }

    @Test("updating a photo with its details keeps the images already downloaded")
    func update() throws {
        let listed = try PhotoDecoder.listing(
            from: try Fixtures.file("v1/popular.json"), relativeTo: base)[0]
        var withThumbnail = listed
        withThumbnail.thumbnail = Image(width: 1, height: 1, filledWith: RGB(1, 2, 3))
        var details = try PhotoDecoder.details(
            from: try Fixtures.file("v1/photos/1001.json"), relativeTo: base)
        details.votedFor = true
        let updated = withThumbnail.updated(with: details)
        #expect(updated.thumbnail == withThumbnail.thumbnail)
        #expect(updated.fullSizeURL == details.fullSizeURL)
        #expect(updated.commentsCount == 42)
        #expect(updated.votedFor)
        #expect(updated.thumbnailURL == listed.thumbnailURL)
    }
}
