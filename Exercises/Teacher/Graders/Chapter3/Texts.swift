import ExerciseGrading
import WorkbookKit

extension Inputs where Input == String {
    /// Texts made of `alphabet`, the empty text among them, of lengths that
    /// grow with the size and now and then of any length up to 3,000
    /// (log-uniform): their letters, bytes and code points count differently
    /// when the alphabet has accents, CJK or emoji.
    static func texts(
        of alphabet: [Character], examples: [String] = [], edgeCases: [String] = []
    ) -> Inputs<String> {
        Inputs(
            examples: examples, edgeCases: edgeCases,
            make: { random, size in
                let length = random.size(growingWith: max(size, 1), upTo: 3000)
                return String((0..<length).map { _ in random.pick(alphabet) })
            },
            smaller: shorterTexts)
    }
}

/// Simpler texts, simplest first: halves, quarters, … of a long text
/// removed, then single characters, as `Shrink.list` shrinks a list.
func shorterTexts(_ text: String) -> [String] {
    Shrink.list(Array(text)) { _ in [] }.map { String($0) }
}

/// A text as a learner would write it, cut short when it is long: its first
/// forty characters, then how many there are.
///
/// ```swift
/// print(shown("e\u{301}"))   // prints "e\u{301}"
/// ```
func shown(_ text: String) -> String {
    shown(text, in: .english)
}

/// `shown(_:)` in `language`: how many characters there are said in it.
func shown(_ text: String, in language: Language) -> String {
    guard text.count > 40 else { return literal(text) }
    return literal(String(text.prefix(40)))
        + language.pick(" + … (\(text.count) characters)", " + …（共 \(text.count) 个字符）")
}

/// `text` as a Swift string literal: quotes, backslashes, line breaks and
/// tabs escaped, and the marks that join the character before them
/// (accents, joiners, variation selectors) written as `\u{…}`, so that
/// "e\u{301}" does not look like "é".
func literal(_ text: String) -> String {
    var written = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": written += "\\\""
        case "\\": written += "\\\\"
        case "\n": written += "\\n"
        case "\t": written += "\\t"
        case "\r": written += "\\r"
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control:
                written += "\\u{" + String(scalar.value, radix: 16) + "}"
            default:
                written.unicodeScalars.append(scalar)
            }
        }
    }
    return written + "\""
}

/// Characters that count differently as letters, scalars and bytes, and
/// spaces and line breaks: what chapter 3's texts are made of.
enum WideCharacters {
    static let all: [Character] = [
        "é", "日", "😀", " ", "\n", "e\u{301}", "👩‍👩‍👧‍👦", "🇯🇵", "ß", "\t",
    ]
}
