import Pixels
import WorkbookKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What can go wrong setting up the terminal, each with a one-line description.
///
/// ```swift
/// print(TerminalError.notATerminal(descriptor: 0))
/// // prints file descriptor 0 is not a terminal
/// ```
public enum TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The descriptor is a file or a pipe, not a terminal.
    case notATerminal(descriptor: Int32)
    /// A terminal system call failed, with its `errno`.
    case systemCall(String, errno: Int32)

    /// One line that says what went wrong.
    public var description: String { text.en }

    /// The same line in English and in Chinese.
    public var text: Bilingual {
        switch self {
        case .notATerminal(let descriptor):
            Bilingual(
                en: "file descriptor \(descriptor) is not a terminal",
                zh: "文件描述符 \(descriptor) 不是终端")
        case .systemCall(let name, let code):
            Bilingual(
                en: "\(name) failed: \(SystemError(code).text.en)",
                zh: "\(name) 调用失败：\(SystemError(code).text.zh)")
        }
    }
}
