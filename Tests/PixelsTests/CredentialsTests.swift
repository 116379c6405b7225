import Foundation
import Testing

@testable import Pixels
@testable import PixelsTerminal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A URL the user gives may carry a user name and a password
/// (`http://me:secret@host/`); no message repeats them: it shows `***@`.
@Suite("No message repeats the password in a URL")
struct CredentialsTests {
    @Test(
        "the user information of a URL is shown as ***@, the rest as written",
        arguments: [
            ("http://me:secret@127.0.0.1:8080/v1/photos", "http://***@127.0.0.1:8080/v1/photos"),
            ("https://me@example.com", "https://***@example.com"),
            ("http://me:p@ss@host/x?y=z@w", "http://***@host/x?y=z@w"),
            ("http://127.0.0.1:8080/v1/photos", "http://127.0.0.1:8080/v1/photos"),
            ("see http://a:b@x/ and ftp://c:d@y/", "see http://***@x/ and ftp://***@y/"),
        ])
    func hidden(text: String, shown: String) {
        #expect(text.hidingCredentials == shown)
    }

    @Test("a URL value is shown the same way")
    func urlValue() throws {
        let url = try #require(URL(string: "http://me:secret@127.0.0.1:8080/v1"))
        #expect(url.shownWithoutCredentials == "http://***@127.0.0.1:8080/v1")
    }

    @Test(
        "--api errors show the URL without its credentials, in English and in Chinese",
        arguments: [
            "ftp://me:secret@example.com/", "http://me:secret@127.0.0.1:99999/",
            "me:secret@example.com", "http://me:secret@/v1",
        ])
    func launcher(url: String) {
        let error = #expect(throws: LaunchError.self) { try LaunchOptions(["--api", url]) }
        for line in [error?.text.en, error?.text.zh] {
            let line = line ?? ""
            #expect(line.contains("***@"), "\(line)")
            #expect(!line.contains("secret"), "\(line)")
        }
    }

    @Test("a refused connection to a URL with a password names the URL without it")
    func refused() async throws {
        let url = try #require(URL(string: "http://me:secret@127.0.0.1:1/v1/photos"))
        let client = HTTPClient(timeout: .seconds(10))
        let result = await withCheckedContinuation { continuation in
            client.send(URLRequest(url: url)) { continuation.resume(returning: $0) }
        }
        let error = try #require(result.error)
        #expect(
            error.description
                == "connection refused by http://***@127.0.0.1:1/v1/photos (is the server running?)"
        )
        #expect(!error.text.zh.contains("secret"))
    }
}
