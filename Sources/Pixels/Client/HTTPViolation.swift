import WorkbookKit

/// How a server's answer broke HTTP, as the app's HTTP client found it: the
/// reason in `network` errors that read "the server at … broke HTTP: …".
///
/// ```swift
/// print(HTTPViolation.chunkSizeNotHexadecimal.text.zh)   // prints 块大小不是十六进制数
/// ```
///
/// Book: none; `NSURLConnection` read HTTP for the book's app
enum HTTPViolation: Sendable, Equatable {
    /// The connection closed before any answer.
    case closedBeforeAnswering
    /// The connection closed before the body's end.
    case closedBeforeWholeAnswer
    /// The head (or the trailers) passed the most bytes read.
    case headTooLarge
    /// The trailers passed the most bytes read.
    case trailersTooLarge
    /// The head has more header lines than the most read.
    case tooManyHeaderLines(Int)
    /// The trailers have more lines than the most read.
    case tooManyTrailerLines(Int)
    /// The answer does not start with `HTTP/1.x NNN`.
    case noStatusLine
    /// `Content-Length` is missing a number, or has several different ones.
    case unclearContentLength
    /// More interim (`1xx`) answers came than the most accepted.
    case tooManyInterimAnswers(Int)
    /// A chunk size line is too long.
    case malformedChunkSize
    /// A chunk size is not plain hexadecimal digits.
    case chunkSizeNotHexadecimal

    /// The reason in English and in Chinese.
    var text: Bilingual {
        switch self {
        case .closedBeforeAnswering:
            Bilingual(en: "it closed the connection before answering", zh: "还没应答就关闭了连接")
        case .closedBeforeWholeAnswer:
            Bilingual(
                en: "it closed the connection before the whole answer", zh: "应答没发完就关闭了连接")
        case .headTooLarge:
            Bilingual(en: "its answer's head is over 64 KiB", zh: "应答的头部超过了 64 KiB")
        case .trailersTooLarge:
            Bilingual(en: "its trailers are over 64 KiB", zh: "尾部字段超过了 64 KiB")
        case .tooManyHeaderLines(let maximum):
            Bilingual(
                en: "its head has more than \(maximum) header lines",
                zh: "头部字段超过了 \(maximum) 行")
        case .tooManyTrailerLines(let maximum):
            Bilingual(
                en: "its trailers have more than \(maximum) lines", zh: "尾部字段超过了 \(maximum) 行")
        case .noStatusLine:
            Bilingual(
                en: "its answer does not start with an HTTP/1.x status line",
                zh: "应答的开头不是 HTTP/1.x 状态行")
        case .unclearContentLength:
            Bilingual(
                en: "its Content-Length is not one number", zh: "Content-Length 不是唯一的一个数")
        case .tooManyInterimAnswers(let maximum):
            Bilingual(
                en: "it sent more than \(maximum) interim (1xx) answers",
                zh: "发来的临时应答（1xx）超过了 \(maximum) 个")
        case .malformedChunkSize:
            Bilingual(en: "a chunk size is malformed", zh: "块大小的格式不对")
        case .chunkSizeNotHexadecimal:
            Bilingual(en: "a chunk size is not a hexadecimal number", zh: "块大小不是十六进制数")
        }
    }
}
