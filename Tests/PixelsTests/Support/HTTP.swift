import Foundation
import Pixels
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a test needs from one HTTP exchange.
struct Reply {
    var status: Int
    var headers: [String: String]
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }

    func json() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: body) as? [String: Any])
    }
}

/// Sends requests with a real `URLSession` over loopback.
enum HTTP {
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 10
        configuration.timeoutIntervalForResource = 20
        return URLSession(configuration: configuration)
    }()

    static func send(_ request: URLRequest) async throws -> Reply {
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name).lowercased()] = String(describing: value)
        }
        return Reply(status: http.statusCode, headers: headers, body: data)
    }

    static func get(_ path: String, from server: PhotoServer) async throws -> Reply {
        try await send(URLRequest(url: try #require(URL(string: path, relativeTo: server.baseURL))))
    }

    static func post(
        _ path: String, to server: PhotoServer, body: String = "", headers: [String: String] = [:]
    ) async throws -> Reply {
        var request = URLRequest(url: try #require(URL(string: path, relativeTo: server.baseURL)))
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return try await send(request)
    }
}
