import Pixels
import WorkbookKit

/// What `failure` says on the page, in English and in Chinese: a
/// `PixelsError` in its own two languages; anything else (a file Foundation
/// could not read) as it describes itself, and in Chinese by its type, as
/// code, so the Chinese page stays Chinese.
///
/// ```swift
/// print(failureReason(PixelsError.loginRejected).zh)   // prints 用户名或密码错误
/// ```
func failureReason(_ failure: any Error) -> Bilingual {
    if let failure = failure as? PixelsError { return failure.text }
    return Bilingual(en: "\(failure)", zh: "意外的错误（\(type(of: failure))）")
}
