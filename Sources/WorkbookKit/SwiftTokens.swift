/// Swift source cut into tokens, well enough to read an answer's structure:
/// names, attributes, punctuation and string literals, each with its line.
/// Comments are dropped; the code inside a string's interpolations is read
/// as code, so `"\(exit(0))"` shows the call.
///
/// It reads in one pass, in time proportional to the text.
///
/// ```swift
/// let tokens = SwiftTokens("let a = [1].map { $0 } // map")
/// print(tokens.all.map(\.text))   // prints ["let", "a", "=", "[", "1", "]", ".", "map", "{", "$0", "}"]
/// ```
public struct SwiftTokens: Sendable {
    /// One token.
    public struct Token: Sendable, Equatable {
        /// What kind of token it is.
        public enum Kind: Sendable, Equatable {
            /// A name or keyword: `map`, `func`, `$0`, `` `default` ``.
            case name
            /// An attribute, without its `@`: `_cdecl`, `escaping`.
            case attribute
            /// A compiler directive, without its `#`: `if`, `selector`.
            case directive
            /// A number.
            case number
            /// A string literal's text (its interpolations are tokens of their own).
            case string
            /// One punctuation character: `(`, `.`, `{`, `=`.
            case punctuation
        }

        /// The kind.
        public let kind: Kind
        /// The text: the name, the number, the string's contents, the character.
        public let text: String
        /// The line it starts on, from 1.
        public let line: Int
    }

    /// Every token, in order.
    public let all: [Token]
    /// How many times the reader looked at a character: a measure of its
    /// work, which stays proportional to the text's length.
    let looks: Int

    /// Reads `text` (any line endings).
    public init(_ text: String) {
        var reader = Reader(Array(SwiftSource.normalizingLineEndings(text).unicodeScalars))
        reader.readCode(until: nil)
        all = reader.tokens
        looks = reader.looks.count
    }
}

private struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var tokens: [SwiftTokens.Token] = []
    /// Counts every look at a character (a class, so that `peek` stays non-mutating).
    let looks = Counter()

    final class Counter {
        var count = 0
    }

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        looks.count += 1
        return index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func advance() {
        if scalars[index] == "\n" { line += 1 }
        index += 1
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isXIDStart
    }

    static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isXIDContinue
    }

    /// Reads code until `closing` at depth zero (an interpolation's `)`), or the end.
    mutating func readCode(until closing: Unicode.Scalar?) {
        var depth = 0
        while let scalar = peek() {
            if let closing, scalar == closing, depth == 0 { return }
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            if scalar == "/" && peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else if scalar == "/" && peek(1) == "*" {
                skipBlockComment()
            } else if scalar == "\"" {
                readString()
            } else if scalar == "#" {
                readHashes()
            } else if Self.isNameStart(scalar) || scalar == "`" {
                readName(kind: .name)
            } else if scalar == "@" {
                advance()
                readName(kind: .attribute)
            } else if scalar.properties.numericType != nil {
                let start = line
                var text = ""
                while let next = peek(),
                    Self.isNamePart(next)
                        || next == "."
                            && peek(1)?
                                .properties.numericType != nil
                {
                    text.unicodeScalars.append(next)
                    advance()
                }
                tokens.append(.init(kind: .number, text: text, line: start))
            } else if scalar.properties.isWhitespace {
                advance()
            } else {
                tokens.append(.init(kind: .punctuation, text: String(scalar), line: line))
                advance()
            }
        }
    }

    mutating func readName(kind: SwiftTokens.Token.Kind) {
        let start = line
        var text = ""
        if peek() == "`" {
            advance()
            while let next = peek(), next != "`", next != "\n" {
                text.unicodeScalars.append(next)
                advance()
            }
            if peek() == "`" { advance() }
        } else {
            while let next = peek(), Self.isNamePart(next) {
                text.unicodeScalars.append(next)
                advance()
            }
        }
        tokens.append(.init(kind: kind, text: text, line: start))
    }

    mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if peek() == "/" && peek(1) == "*" {
                depth += 1
                advance()
                advance()
            } else if peek() == "*" && peek(1) == "/" {
                depth -= 1
                advance()
                advance()
            } else {
                advance()
            }
        } while depth > 0 && peek() != nil
    }

    /// Reads a run of `#`: a raw string, an extended regex, a directive, or
    /// punctuation, the whole run at once (so a long run is read in one pass).
    mutating func readHashes() {
        var count = 0
        while peek(count) == "#" { count += 1 }
        if peek(count) == "\"" {
            readString()
        } else if peek(count) == "/" {
            skipRegex()
        } else if count == 1, let next = peek(1), Self.isNameStart(next) {
            advance()
            readName(kind: .directive)
        } else {
            for _ in 0..<count {
                tokens.append(.init(kind: .punctuation, text: "#", line: line))
                advance()
            }
        }
    }

    mutating func skipRegex() {
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            advance()
        }
        advance()  // the opening /
        while let scalar = peek() {
            advance()
            if scalar == "/" && (0..<hashes).allSatisfy({ peek($0) == "#" }) {
                for _ in 0..<hashes { advance() }
                return
            }
        }
    }

    /// Reads `"…"`, `"""…"""` or `#"…"#`, with its interpolations as code.
    mutating func readString() {
        let start = line
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            advance()
        }
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        var text = ""
        while let scalar = peek() {
            if scalar == "\\" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                let escaped = peek(1 + hashes)
                for _ in 0..<(1 + hashes) { advance() }
                if escaped == "(" {
                    advance()
                    readCode(until: ")")
                    if peek() == ")" { advance() }
                } else if let escaped {
                    text.unicodeScalars.append(escaped)
                    advance()
                }
                continue
            }
            if scalar == "\n" && !multiline { break }
            let quotes = multiline ? 3 : 1
            if (0..<quotes).allSatisfy({ peek($0) == "\"" })
                && (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" })
            {
                for _ in 0..<(quotes + hashes) { advance() }
                break
            }
            text.unicodeScalars.append(scalar)
            advance()
        }
        tokens.append(.init(kind: .string, text: text, line: start))
    }
}
