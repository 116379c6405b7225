import Foundation
import WorkbookKit

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
    /// Any other transport failure, with its reason (the system's, in its
    /// English and the workbook's Chinese, or the workbook's own).
    case network(Bilingual)
    /// The body is not the JSON the API promises, and why.
    case malformedJSON(Bilingual)
    /// A photo has no image of the size the app asked for.
    case missingImageSize(photoID: Int, size: Int)
    /// The image data does not start with a valid binary PPM (P6) header, and why.
    case badImageHeader(Bilingual)
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
    /// The bundled photo fixtures are missing or unreadable, and why.
    case fixturesUnavailable(Bilingual)
    /// The photo server could not start (a socket call failed), and why.
    case serverFailed(Bilingual)

    /// One line that says what went wrong.
    public var description: String { text.en }

    /// The same line in English and in Chinese; the terminal app prints the
    /// reader's. Each reason is in both languages too, so the Chinese line is
    /// Chinese to its end; a reason from the system (see `SystemError`) keeps
    /// the system's English, and gets the workbook's Chinese.
    public var text: Bilingual {
        switch self {
        case .httpStatus(let status, let url):
            Bilingual(en: "HTTP \(status) from \(url)", zh: "\(url) 返回了 HTTP \(status)")
        case .connectionRefused(let url):
            Bilingual(
                en: "connection refused by \(url) (is the server running?)",
                zh: "\(url) 拒绝了连接（服务器在运行吗？）")
        case .timedOut(let url):
            Bilingual(en: "request to \(url) timed out", zh: "对 \(url) 的请求超时了")
        case .responseTooLarge(let limit):
            Bilingual(
                en: "the photo API sent more than \(limit)",
                zh: "照片 API 发来的数据超过了\(limit.chineseDescription)")
        case .unsupportedURL(let url):
            Bilingual(
                en: "only http and https URLs are followed, not \(url)",
                zh: "只访问 http 和 https 的 URL，不访问 \(url)")
        case .network(let message):
            Bilingual(en: "network error: \(message.en)", zh: "网络错误：\(message.zh)")
        case .malformedJSON(let reason):
            Bilingual(en: "malformed JSON: \(reason.en)", zh: "JSON 格式不对：\(reason.zh)")
        case .missingImageSize(let photoID, let size):
            Bilingual(
                en: "photo \(photoID) has no image of size \(size)",
                zh: "照片 \(photoID) 没有尺寸为 \(size) 的图片")
        case .badImageHeader(let reason):
            Bilingual(
                en: "not a binary PPM image: \(reason.en)", zh: "不是二进制 PPM 图片：\(reason.zh)")
        case .truncatedImage(let expected, let actual):
            Bilingual(
                en: "truncated PPM image: expected \(expected) pixel bytes, got \(actual)",
                zh: "PPM 图片不完整：应有 \(expected) 字节的像素，只收到 \(actual) 字节")
        case .imageTooLarge(let width, let height, let maximum):
            Bilingual(
                en: "PPM image too large: \(width)x\(height) (at most \(maximum)x\(maximum))",
                zh: "PPM 图片太大：\(width)x\(height)（最大 \(maximum)x\(maximum)）")
        case .loginRejected:
            Bilingual(en: "wrong username or password", zh: "用户名或密码错误")
        case .notLoggedIn:
            Bilingual(en: "log in to vote", zh: "登录后才能投票")
        case .noPhoto(let index, let count):
            Bilingual(
                en: "there is no photo \(index + 1); the gallery has \(count)",
                zh: "没有第 \(index + 1) 张照片；画廊里只有 \(count) 张")
        case .fixturesUnavailable(let reason):
            Bilingual(
                en: "photo fixtures unavailable: \(reason.en)",
                zh: "无法读取自带的照片数据：\(reason.zh)")
        case .serverFailed(let reason):
            Bilingual(en: "photo server failed: \(reason.en)", zh: "照片服务器出错：\(reason.zh)")
        }
    }
}

extension PixelsError {
    /// `network` with its reason in English and in Chinese.
    public static func network(en: String, zh: String) -> PixelsError {
        .network(Bilingual(en: en, zh: zh))
    }

    /// `malformedJSON` with its reason in English and in Chinese.
    public static func malformedJSON(en: String, zh: String) -> PixelsError {
        .malformedJSON(Bilingual(en: en, zh: zh))
    }

    /// `badImageHeader` with its reason in English and in Chinese.
    public static func badImageHeader(en: String, zh: String) -> PixelsError {
        .badImageHeader(Bilingual(en: en, zh: zh))
    }

    /// `fixturesUnavailable` with its reason in English and in Chinese.
    public static func fixturesUnavailable(en: String, zh: String) -> PixelsError {
        .fixturesUnavailable(Bilingual(en: en, zh: zh))
    }

    /// `serverFailed` with its reason in English and in Chinese.
    public static func serverFailed(en: String, zh: String) -> PixelsError {
        .serverFailed(Bilingual(en: en, zh: zh))
    }
}

/// What `failure` says, in `language` if it is a `PixelsError`; otherwise
/// as it describes itself. The view models' error messages.
func describe(_ failure: any Error, in language: Language) -> String {
    (failure as? PixelsError)?.text.text(in: language) ?? String(describing: failure)
}

extension PixelsError: LocalizedError {
    /// The same one line as `description`, for `error.localizedDescription`.
    public var errorDescription: String? { description }
}
