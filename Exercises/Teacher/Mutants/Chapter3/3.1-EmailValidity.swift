import Foundation
import Reactive

/// Wrong answers to exercise 3.1 that its grader must catch.
public enum Mutants3_1 {
    /// Checks the text right, but sends an answer after every keystroke.
    public static func repeatsAnswers(_ texts: Signal<String>) -> Signal<Bool> {
        texts.map { $0.dropFirst().dropLast().contains("@") }
    }

    /// Accepts any text with an "@" in it, even "a@" or "@".
    public static func anyAt(_ texts: Signal<String>) -> Signal<Bool> {
        texts.map { $0.contains("@") }.distinctUntilChanged()
    }

    /// Starts with an answer of its own before the first text arrives.
    public static func startsInvalid(_ texts: Signal<String>) -> Signal<Bool> {
        texts.map { $0.dropFirst().dropLast().contains("@") }
            .startWith(false)
            .distinctUntilChanged()
    }

    /// Looks only at the first "@": "@@a" has an "@" in the middle, but is refused.
    public static func looksAtTheFirstAtOnly(_ texts: Signal<String>) -> Signal<Bool> {
        texts.map { text in
            guard let at = text.firstIndex(of: "@") else { return false }
            return at != text.startIndex && at != text.index(before: text.endIndex)
        }
        .distinctUntilChanged()
    }

    /// Knows the valid texts of the task's example, and no others.
    public static func hardCodesTheExamples(_ texts: Signal<String>) -> Signal<Bool> {
        texts.map { $0 == "a@b" || $0 == "a@bc" }.distinctUntilChanged()
    }

    /// Looks for "@" among the Unicode scalars: "a@\u{301}b" has no "@"
    /// character (the accent joins it), but has an "@" scalar.
    public static func looksAtScalars(_ texts: Signal<String>) -> Signal<Bool> {
        texts.map { text in
            let scalars = Array(text.unicodeScalars)
            return scalars.count > 2 && scalars.dropFirst().dropLast().contains("@")
        }
        .distinctUntilChanged()
    }

    /// Trims spaces and line breaks first, so " @a" counts as "@a".
    public static func trimsSpaces(_ texts: Signal<String>) -> Signal<Bool> {
        texts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .map { $0.dropFirst().dropLast().contains("@") }
            .distinctUntilChanged()
    }
}
