#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes text straight to a file descriptor, unbuffered.
///
/// The screen is drawn with one write per frame, so nothing is left sitting in
/// a buffer when the program exits or the terminal is restored.
///
/// ```swift
/// TerminalOutput.write(ANSI.clearScreen + ANSI.moveTo(row: 1, column: 1) + "Popular on 500px")
/// ```
public enum TerminalOutput {
    /// Writes all of `text`; `false` if the descriptor is closed or broken.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO) -> Bool {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Platform.writeBytes(
                    descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
}
