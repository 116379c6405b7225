import Foundation

/// Everything that can go wrong in the Pixels app, each with a one-line description.
///
/// The importer sends these as signal errors; the terminal app prints
/// `error.description` as its error line. Nothing in `Pixels` crashes on bad
/// input: it throws one of these instead.
///
/// ```swift
/// print(PixelsError.httpStatus(500, url: "http://127.0.0.1:8080/v1/photos"))
/// // prints HTTP 500 from http://127.0.0.1:8080/v1/photos
/// ```
///
/// Book: the `NSError` a failed `FRPPhotoImporter` request sends.
public enum PixelsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server answered with a 4xx or 5xx status.
    case httpStatus(Int, url: String)
    /// The server refused the connection (nothing is listening).
    case connectionRefused(url: String)
    /// The whole answer did not arrive within the request's deadline.
    case timedOut(url: String)
    /// The answer was larger than the app reads of its kind; the request was cancelled.
    case responseTooLarge(ResponseLimit)
    /// A URL the app will not follow: only `http` and `https` are.
    case unsupportedURL(String)
    /// Any other transport failure, with the system's message.
    case network(String)
    /// The body is not the JSON the API promises.
    case malformedJSON(String)
    /// A photo has no image of the size the app asked for.
    case missingImageSize(photoID: Int, size: Int)
    /// The image data does not start with a valid binary PPM (P6) header.
    case badImageHeader(String)
    /// The image data ends before all its pixels.
    case truncatedImage(expectedBytes: Int, actualBytes: Int)
    /// The image is wider or taller than `maximum` pixels, the most accepted
    /// for its use; nothing was allocated for it.
    case imageTooLarge(width: Int, height: Int, maximum: Int)
    /// The server refused the username and password.
    case loginRejected
    /// Voting needs a login, and there is none (or the server no longer accepts it).
    case notLoggedIn
    /// The gallery has no photo at this index (counted from 0; the message counts from 1).
    case noPhoto(index: Int, count: Int)
    /// The bundled photo fixtures are missing or unreadable.
    case fixturesUnavailable(String)
    /// The photo server could not start (a socket call failed).
    case serverFailed(String)

    /// One line that says what went wrong.
    public var description: String {
        switch self {
        case .httpStatus(let status, let url):
            return "HTTP \(status) from \(url)"
        case .connectionRefused(let url):
            return "connection refused by \(url) (is the server running?)"
        case .timedOut(let url):
            return "request to \(url) timed out"
        case .responseTooLarge(let limit):
            return "the photo API sent more than \(limit)"
        case .unsupportedURL(let url):
            return "only http and https URLs are followed, not \(url)"
        case .network(let message):
            return "network error: \(message)"
        case .malformedJSON(let reason):
            return "malformed JSON: \(reason)"
        case .missingImageSize(let photoID, let size):
            return "photo \(photoID) has no image of size \(size)"
        case .badImageHeader(let reason):
            return "not a binary PPM image: \(reason)"
        case .truncatedImage(let expected, let actual):
            return "truncated PPM image: expected \(expected) pixel bytes, got \(actual)"
        case .imageTooLarge(let width, let height, let maximum):
            return "PPM image too large: \(width)x\(height) (at most \(maximum)x\(maximum))"
        case .loginRejected:
            return "wrong username or password"
        case .notLoggedIn:
            return "log in to vote"
        case .noPhoto(let index, let count):
            return "there is no photo \(index + 1); the gallery has \(count)"
        case .fixturesUnavailable(let reason):
            return "photo fixtures unavailable: \(reason)"
        case .serverFailed(let reason):
            return "photo server failed: \(reason)"
        }
    }
}

extension PixelsError: LocalizedError {
    /// The same one line as `description`, for `error.localizedDescription`.
    public var errorDescription: String? { description }
}
