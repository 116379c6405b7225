import Foundation
import Synchronization

/// Keeps the workbook's programs honest about their standard streams.
///
/// A program started with a standard stream closed (`>&-` in a shell) gets
/// `/dev/null` there at once (`openClosed()`), so that no socket or file it
/// opens later is given the number 0, 1 or 2 and receives what is printed.
/// Its text then goes nowhere, and a program whose text went nowhere, because
/// the output was closed, the disk was full or a write failed, ends with a
/// non-zero status and one line on standard error (`exitStatus(_:…)`),
/// as `cat` and `ls` do, never with 0.
///
/// ```swift
/// StandardStreams.openClosed()
/// print("hello")
/// exit(StandardStreams.exitStatus(0, programName: "Chapter1", language: .english))
/// // with >/dev/full: "Chapter1: could not write to standard output (ENOSPC)", status 1
/// ```
///
/// Book: no equivalent; an iOS app has no standard output to lose.
public enum StandardStreams {
    /// Whether standard output was closed when `openClosed()` first ran.
    private static let outputWasClosed = Mutex<Bool?>(nil)

    /// Opens `/dev/null` on each of the standard descriptors 0, 1 and 2 that
    /// is closed, and remembers whether standard output was. Later calls do
    /// nothing.
    public static func openClosed() {
        outputWasClosed.withLock { closed in
            guard closed == nil else { return }
            closed = Platform.isClosed(1)
            // Standard input, output and error.
            for descriptor: Int32 in [0, 1, 2] where Platform.isClosed(descriptor) {
                Platform.openNull(at: descriptor)
            }
        }
    }

    /// Why the text printed to standard output did not all arrive, in both
    /// languages; nil if it did. Writes out what is still held first.
    public static func lostOutput() -> Bilingual? {
        let failure = Platform.flushStandardOutput()
        if outputWasClosed.withLock({ $0 ?? false }) {
            return Bilingual(
                en: "standard output is closed, so nothing printed was shown",
                zh: "标准输出已关闭，打印的内容都没有显示出来")
        }
        guard let failure else { return nil }
        let name = Platform.errorName(failure).map { " (\($0))" } ?? ""
        return Bilingual(
            en: "could not write to standard output\(name)",
            zh: "无法写入标准输出\(name.chineseParentheses)")
    }

    /// `status`, or 1 in its place if it is 0 and standard output lost text;
    /// in that case one line on standard error says why, after `programName`.
    public static func exitStatus(_ status: Int32, programName: String, language: Language)
        -> Int32
    {
        guard let lost = lostOutput() else { return status }
        let separator = language == .chinese ? "：" : ": "
        FileHandle.standardError.write(
            Data("\(programName)\(separator)\(lost.text(in: language))\n".utf8))
        return status == 0 ? 1 : status
    }
}

extension String {
    /// " (X)" as "（X）", for a Chinese sentence.
    fileprivate var chineseParentheses: String {
        guard hasPrefix(" ("), hasSuffix(")") else { return self }
        return "（" + dropFirst(2).dropLast() + "）"
    }
}
