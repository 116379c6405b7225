import WorkbookKit

/// Colours Swift source for a web page: keywords, types, attributes, string
/// literals, comments and numbers each in a `<span>` of their own class.
///
/// It is a small scanner, not a parser: enough for the chapters' listings.
/// Everything it returns is escaped, so the result goes into `<code>` as it is.
///
/// ```swift
/// print(SwiftHighlighter.html("let n = 3 // three"))
/// // prints <span class="k">let</span> n = <span class="n">3</span> <span class="c">// three</span>
/// ```
///
/// Book: no equivalent; the book's listings are printed in one colour.
enum SwiftHighlighter {
    /// The class of each kind of token: keyword, type, attribute, string, comment, number.
    enum Token: String {
        case keyword = "k"
        case type = "t"
        case attribute = "a"
        case string = "s"
        case comment = "c"
        case number = "n"
    }

    /// `source` as escaped HTML, its tokens wrapped in spans of their class.
    static func html(_ source: String) -> String {
        var scanner = SwiftScanner(Array(source))
        var html = ""
        while let (text, token) = scanner.next() {
            html +=
                token.map { "<span class=\"\($0.rawValue)\">\(text.htmlEscaped)</span>" }
                ?? text.htmlEscaped
        }
        return html
    }

    /// The words Swift reserves, and the few contextual ones a listing uses as keywords.
    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch",
        "class", "continue", "convenience", "default", "defer", "deinit", "didSet", "do", "else",
        "enum", "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "get",
        "guard", "if", "import", "in", "indirect", "init", "inout", "internal", "is", "lazy",
        "let", "mutating", "nil", "nonisolated", "open", "operator", "override", "private",
        "protocol", "public", "repeat", "required", "rethrows", "return", "self", "Self", "set",
        "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "unowned", "var", "weak", "where", "while", "willSet",
    ]
}

/// Reads Swift source one token at a time for `SwiftHighlighter`.
private struct SwiftScanner {
    private let characters: [Character]
    private var index = 0

    init(_ characters: [Character]) {
        self.characters = characters
    }

    /// The next piece of text and its token class (nil for plain text), or nil at the end.
    mutating func next() -> (String, SwiftHighlighter.Token?)? {
        guard index < characters.count else { return nil }
        let start = index
        let character = characters[index]
        let token: SwiftHighlighter.Token?
        if starts(with: "//") {
            while index < characters.count, characters[index] != "\n" { index += 1 }
            token = .comment
        } else if starts(with: "/*") {
            index += 2
            while index < characters.count, !starts(with: "*/") { index += 1 }
            index = min(characters.count, index + 2)
            token = .comment
        } else if starts(with: "#\"") || character == "\"" {
            scanString()
            token = .string
        } else if character.isNumber {
            while index < characters.count,
                characters[index].isHexDigit || "_xob".contains(characters[index])
                    || (characters[index] == "." && index + 1 < characters.count
                        && characters[index + 1].isNumber)
            {
                index += 1
            }
            token = .number
        } else if character.isLetter || character == "_" || character == "@" || character == "#" {
            index += 1
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
            {
                index += 1
            }
            let word = String(characters[start..<index])
            if character == "@" || character == "#" {
                token = word.count > 1 ? .attribute : nil
            } else if SwiftHighlighter.keywords.contains(word) {
                token = .keyword
            } else {
                token = character.isUppercase ? .type : nil
            }
        } else {
            index += 1
            while index < characters.count, characters[index] == " " || characters[index] == "\n" {
                index += 1
            }
            token = nil
        }
        return (String(characters[start..<index]), token)
    }

    /// Whether the source at the current index starts with `text`.
    private func starts(with text: String) -> Bool {
        let text = Array(text)
        return index + text.count <= characters.count
            && Array(characters[index..<index + text.count]) == text
    }

    /// Moves past a string literal: plain, multi-line or raw, with its interpolations.
    private mutating func scanString() {
        let raw = characters[index] == "#"
        if raw { index += 1 }
        let multiline = starts(with: "\"\"\"")
        let close = (multiline ? "\"\"\"" : "\"") + (raw ? "#" : "")
        index += multiline ? 3 : 1
        var depth = 0  // open parentheses of an interpolation
        while index < characters.count {
            if depth == 0, starts(with: close) {
                index += close.count
                return
            }
            let character = characters[index]
            if !multiline, character == "\n" { return }
            if character == "\\", !raw, index + 1 < characters.count {
                if characters[index + 1] == "(" { depth += 1 }
                index += 2
                continue
            }
            if depth > 0, character == "(" { depth += 1 }
            if depth > 0, character == ")" { depth -= 1 }
            index += 1
        }
    }
}
