/// The most bytes the app reads of one kind of answer, and what to call that
/// answer when it sends more.
///
/// `HTTPClient` stops reading at the limit, cancels the request and fails
/// with `PixelsError.responseTooLarge`, so an endless or enormous body costs
/// at most this much memory. An answer that announces a larger
/// `Content-Length` is refused before its body is read. The image limits fit
/// an 8-bit PPM of the largest accepted dimensions (see `PhotoImporter`),
/// with room for its header.
///
/// ```swift
/// print(PixelsError.responseTooLarge(.listing))
/// // prints the photo API sent more than 2 MiB for the listing
/// ```
///
/// Book: none; `NSURLConnection` read whatever came
public struct ResponseLimit: Sendable, Hashable, CustomStringConvertible {
    /// The most bytes of body read.
    public var maximumBytes: Int
    /// What the answer is, for the error: `the listing`, `a thumbnail`.
    public var subject: String
    /// `subject` in Chinese, such as "列表".
    public var chineseSubject: String

    /// A limit of `maximumBytes` for answers called `subject`, in Chinese
    /// `chinese` (or `subject` itself, if not given).
    public init(maximumBytes: Int, subject: String, chinese: String? = nil) {
        self.maximumBytes = maximumBytes
        self.subject = subject
        self.chineseSubject = chinese ?? subject
    }

    /// The listing (`GET /v1/photos`): 2 MiB.
    public static let listing = ResponseLimit(
        maximumBytes: 2 << 20, subject: "the listing", chinese: "照片列表")
    /// A photo's details (`GET /v1/photos/{id}`): 256 KiB.
    public static let details = ResponseLimit(
        maximumBytes: 256 << 10, subject: "a photo's details", chinese: "照片详情")
    /// A thumbnail, up to 512 × 512 pixels: 1 MiB.
    public static let thumbnail = ResponseLimit(
        maximumBytes: 1 << 20, subject: "a thumbnail", chinese: "缩略图")
    /// A full-size image, up to 2048 × 2048 pixels: 13 MiB.
    public static let fullSize = ResponseLimit(
        maximumBytes: 13 << 20, subject: "a full-size image", chinese: "高清图")
    /// The login's answer: 64 KiB.
    public static let login = ResponseLimit(
        maximumBytes: 64 << 10, subject: "the login", chinese: "登录应答")
    /// The vote's answer, the photo's details: 256 KiB.
    public static let vote = ResponseLimit(
        maximumBytes: 256 << 10, subject: "the vote", chinese: "投票应答")
    /// Any other answer: 2 MiB.
    public static let anyAnswer = ResponseLimit(
        maximumBytes: 2 << 20, subject: "one answer", chinese: "单个应答")

    /// `2 MiB for the listing`.
    public var description: String {
        "\(Self.size(maximumBytes)) for \(subject)"
    }

    /// The limit in Chinese, as `PixelsError` words it: "照片列表的上限 2 MiB".
    public var chineseDescription: String {
        "\(chineseSubject)的上限 \(Self.size(maximumBytes))"
    }

    /// A byte count as people say it: `2 MiB`, `256 KiB`, `100 bytes`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
