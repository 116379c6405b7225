import Foundation
import WorkbookKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The question a chapter asks before the full-screen app takes over the
/// terminal: "Press Enter to open the app (q to quit)".
///
/// The answer is one line, read straight from the descriptor (not through
/// a buffer, so no key meant for the app is swallowed): Enter, or anything
/// but `q`, opens the app; `q` (or `quit`) and the end of input skip it.
///
/// ```swift
/// if EnterPrompt.ask() { try TerminalApp.run(window, mode: mode) }
/// ```
///
/// Book: none; an iOS app opens when its icon is tapped
enum EnterPrompt {
    /// What the reader sees, on a line of its own.
    static let question = Bilingual(
        en: "Press Enter to open the app (q to quit) ", zh: "按 Enter 打开应用（q 退出） ")

    /// Writes the question to `output` and waits for a line on `input`:
    /// `true` to open the app, `false` to skip it.
    static func ask(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, language: Language = .english
    ) -> Bool {
        fflush(nil)
        TerminalOutput.write(question.text(in: language), to: output)
        guard let answer = readLine(from: input) else {
            TerminalOutput.write("\n", to: output)
            return false
        }
        let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
        return word != "q" && word != "quit"
    }

    /// One line from `descriptor`, without its newline; `nil` at the end of input.
    private static func readLine(from descriptor: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else {
                return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            if byte != UInt8(ascii: "\r") { bytes.append(byte) }
        }
    }
}
