import Foundation
import WorkbookKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests and reports the body or a `PixelsError`, within a total
/// deadline and a size limit that the client enforces itself.
///
/// The plumbing under the importer. Each request gets `timeout` (10 s by
/// default) for the whole exchange, from connecting to the last byte: a
/// server that trickles its answer, or never ends it, is cut off and the
/// connection closed, with `PixelsError.timedOut`. The body is read up to the
/// request's `ResponseLimit`; at the limit the client hangs up and fails with
/// `.responseTooLarge`. A status of 300 or more becomes `.httpStatus`
/// (redirects are not followed), a refused connection `.connectionRefused`,
/// any other failure `.network`; only `http` and `https` URLs are sent
/// (`.unsupportedURL` otherwise, with nothing sent). The returned
/// cancellation stops the request; a cancelled request reports nothing.
///
/// `http:` requests run on a connection of their own (`HTTPExchange`), read
/// with `poll`, so every limit holds to the byte and one slow server never
/// holds up another request. `https:` requests go through `URLSession`,
/// whose own timeout is only per read on Linux and whose sessions there
/// share one work queue; the client keeps its deadline with a timer and
/// its limit as the data arrives.
///
/// ```swift
/// let client = HTTPClient(timeout: .seconds(5))
/// client.send(api.photoDetails(id: 1001), limit: .details) { result in print(result) }
/// // prints success(… bytes) once the server answers
/// ```
///
/// Book: `+[NSURLConnection sendAsynchronousRequest:queue:completionHandler:]`
public final class HTTPClient: Sendable {
    /// The total deadline of every request unless the client is given
    /// another: 10 s.
    public static let defaultTimeout: Duration = .seconds(10)

    /// How long each request may take in all, from sending to the last byte.
    public let timeout: Duration
    private let session: URLSession
    private let transfers: TransferTable

    /// A client whose requests each have `timeout` to finish, in all.
    public init(timeout: Duration = HTTPClient.defaultTimeout) {
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        // A backstop only: the client's own deadline comes first.
        let seconds = Double(timeout.components.seconds) + 5
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        transfers = TransferTable()
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    /// Sends `request` and calls `completion` once, on a background thread,
    /// with the body (at most `limit.maximumBytes`) or the error. Cancel the
    /// returned task to abandon it.
    @discardableResult
    public func send(
        _ request: URLRequest, limit: ResponseLimit = .anyAnswer,
        completion: @escaping @Sendable (Result<Data, PixelsError>) -> Void
    ) -> Cancellation {
        let url = request.url?.shownWithoutCredentials ?? "?"
        guard let target = request.url, Self.isFollowed(target) else {
            DispatchQueue.global().async { completion(.failure(.unsupportedURL(url))) }
            return Cancellation {}
        }
        if target.scheme?.lowercased() == "https" {
            return sendThroughURLSession(request, limit: limit, completion: completion)
        }
        let exchange = HTTPExchange(
            request, limit: limit, deadline: ContinuousClock.now + timeout)
        let thread = Thread {
            if let result = exchange.run() { completion(result) }
        }
        thread.name = "HTTPClient.exchange"
        thread.start()
        return Cancellation { exchange.cancel() }
    }

    /// An `https:` request through `URLSession`, watched by the transfer table.
    private func sendThroughURLSession(
        _ request: URLRequest, limit: ResponseLimit,
        completion: @escaping @Sendable (Result<Data, PixelsError>) -> Void
    ) -> Cancellation {
        let url = request.url?.shownWithoutCredentials ?? "?"
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        transfers.add(Transfer(task: task, url: url, limit: limit, completion: completion), id: id)
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.seconds(timeout)) {
            [weak transfers] in transfers?.expire(id)
        }
        task.resume()
        return Cancellation { [transfers] in
            transfers.forget(id)
            task.cancel()
        }
    }

    /// Whether the client follows `url`: `http` and `https` only.
    static func isFollowed(_ url: URL) -> Bool {
        let scheme = url.scheme?.lowercased()
        return scheme == "http" || scheme == "https"
    }

    /// The `PixelsError` for a transport failure: Foundation's description
    /// in English, and in Chinese the workbook's words for the common
    /// `URLError`s, with the code (`URLError -1009`) in parentheses.
    static func transportError(_ code: URLError.Code?, _ error: any Error, url: String)
        -> PixelsError
    {
        switch code {
        case .cannotConnectToHost?: return .connectionRefused(url: url)
        case .timedOut?: return .timedOut(url: url)
        default:
            let words: String
            switch code {
            case .notConnectedToInternet?: words = "没有连上网络"
            case .networkConnectionLost?: words = "网络连接中断了"
            case .cannotFindHost?, .dnsLookupFailed?: words = "找不到主机"
            case .secureConnectionFailed?, .serverCertificateUntrusted?,
                .serverCertificateHasBadDate?, .serverCertificateNotYetValid?,
                .serverCertificateHasUnknownRoot?:
                words = "无法建立安全连接"
            case .badServerResponse?: words = "服务器的应答有问题"
            default: words = "网络请求失败"
            }
            let code = code.map { "URLError \($0.rawValue)" } ?? "\(type(of: error))"
            return .network(
                Bilingual(
                    en: error.localizedDescription.hidingCredentials, zh: "\(words)（\(code)）"))
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Stops a request sent with `send(_:limit:completion:)`.
    public struct Cancellation: Sendable {
        private let stop: @Sendable () -> Void

        init(_ stop: @escaping @Sendable () -> Void) {
            self.stop = stop
        }

        /// Stops the request; its completion will not be called.
        public func cancel() {
            stop()
        }
    }
}
