import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests with `URLSession` and reports the body or a `PixelsError`.
///
/// The plumbing under the importer: a status of 400 or more becomes
/// `PixelsError.httpStatus`, a refused connection `.connectionRefused`, a
/// timeout `.timedOut`, any other failure `.network`. The returned
/// cancellation stops the request; a cancelled request reports nothing.
///
/// ```swift
/// let client = HTTPClient(timeout: .seconds(5))
/// client.send(api.photoDetails(id: 1001)) { result in print(result) }
/// // prints success(… bytes) once the server answers
/// ```
///
/// Book: `+[NSURLConnection sendAsynchronousRequest:queue:completionHandler:]`
public final class HTTPClient: Sendable {
    private let session: URLSession

    /// A client whose requests time out after `timeout` without progress.
    ///
    /// The timeout is rounded up to whole seconds, at least one: on Linux,
    /// FoundationNetworking drops the fraction, so 1.5 s would fire after
    /// 1 s and 0.3 s at once.
    public init(timeout: Duration = .seconds(10)) {
        let configuration = URLSessionConfiguration.ephemeral
        let exact =
            Double(timeout.components.seconds)
            + Double(timeout.components.attoseconds) / 1e18
        let seconds = max(1, exact.rounded(.up))
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    /// Sends `request` and calls `completion` once, on a background queue,
    /// with the body or the error. Cancel the returned task to abandon it.
    @discardableResult
    public func send(
        _ request: URLRequest,
        completion: @escaping @Sendable (Result<Data, PixelsError>) -> Void
    ) -> Cancellation {
        let url = request.url?.absoluteString ?? "?"
        let task = session.dataTask(with: request) { data, response, error in
            if let error {
                let code = (error as? URLError)?.code
                if code == .cancelled { return }
                completion(.failure(Self.transportError(code, error, url: url)))
            } else if let status = (response as? HTTPURLResponse)?.statusCode, status >= 400 {
                completion(.failure(.httpStatus(status, url: url)))
            } else {
                completion(.success(data ?? Data()))
            }
        }
        task.resume()
        return Cancellation(task)
    }

    /// The `PixelsError` for a transport failure.
    static func transportError(_ code: URLError.Code?, _ error: any Error, url: String)
        -> PixelsError
    {
        switch code {
        case .cannotConnectToHost?: return .connectionRefused(url: url)
        case .timedOut?: return .timedOut(url: url)
        default: return .network(error.localizedDescription)
        }
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Stops a request sent with `send(_:completion:)`.
    public struct Cancellation: Sendable {
        private let task: URLSessionTask

        init(_ task: URLSessionTask) {
            self.task = task
        }

        /// Stops the request; its completion will not be called.
        public func cancel() {
            task.cancel()
        }
    }
}
