/// Swift source text, read just well enough to look for calls in it: without
/// comments and string contents, and one function's body at a time.
///
/// The `workbook` command uses it to refuse stubs that end the grading process
/// themselves, and graders use it where only the source shows an exercise's
/// concept (a fold written with `reduce`, not a loop).
///
/// ```swift
/// let source = SwiftSource("func f() -> Int {\n    // reduce\n    [1].reduce(0, +)\n}")
/// print(source.body(ofFunction: "f") ?? "none")   // prints the body, comment blanked
/// print(source.lines(calling: "reduce"))           // prints [3]
/// ```
public struct SwiftSource: Sendable {
    /// The text as written.
    public let text: String
    /// The same text with every comment and the contents of every string
    /// literal replaced by spaces; line breaks stay, so line numbers agree.
    public let code: String

    /// Reads `text`. CRLF and CR line endings read as LF, and a byte-order
    /// mark is dropped, so a file saved on Windows reads like any other.
    public init(_ text: String) {
        let text = Self.normalizingLineEndings(text)
        self.text = text
        code = Self.blankingCommentsAndStrings(text)
    }

    /// `text` with CRLF and lone CR line endings turned into LF, and without
    /// a leading byte-order mark.
    public static func normalizingLineEndings(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                scalars.append("\n")
                previousWasReturn = true
                continue
            }
            if scalar == "\n" && previousWasReturn {
                previousWasReturn = false
                continue
            }
            previousWasReturn = false
            scalars.append(scalar)
        }
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        return String(scalars)
    }

    /// The body of the first function named `name` (without its braces),
    /// comments and strings blanked, or nil if there is no such function.
    public func body(ofFunction name: String) -> String? {
        let characters = Array(code)
        let header = Array("func \(name)")
        var start = 0
        while let found = Self.index(of: header, in: characters, from: start) {
            start = found + header.count
            let before = found > 0 ? characters[found - 1] : " "
            let after = start < characters.count ? characters[start] : " "
            guard !Self.isIdentifier(before), after == "(" || after == "<" || after == " " else {
                continue
            }
            return Self.braceBlock(in: characters, after: start).map { String($0) }
        }
        return nil
    }

    /// The line numbers (from 1) where `word` is used as a name of its own,
    /// outside comments and strings: `exit` matches `exit(1)` and
    /// `Foundation.exit`, but not `atexit` or `didExit`.
    public func lines(calling word: String) -> [Int] {
        var found: [Int] = []
        for (number, line) in code.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated() where Self.uses(word, in: Substring(line))
        {
            found.append(number + 1)
        }
        return found
    }

    /// Line `number` (from 1) as written, without surrounding spaces.
    public func line(_ number: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(number - 1) else { return "" }
        let line = lines[number - 1]
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(line.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    /// Whether `code` (already blanked) uses `word` as a name of its own.
    public static func uses(_ word: String, in code: Substring) -> Bool {
        var rest = code[...]
        while let range = rest.firstRange(of: word) {
            let before =
                range.lowerBound > code.startIndex
                ? code[code.index(before: range.lowerBound)] : " "
            let after = range.upperBound < code.endIndex ? code[range.upperBound] : " "
            if !isIdentifier(before) && !isIdentifier(after) { return true }
            rest = code[range.upperBound...]
        }
        return false
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private static func index(of needle: [Character], in characters: [Character], from start: Int)
        -> Int?
    {
        guard needle.count <= characters.count else { return nil }
        var index = start
        while index + needle.count <= characters.count {
            if characters[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The text inside the first `{ … }` after `start` that is not inside
    /// parentheses or brackets (so a default argument's closure is skipped).
    private static func braceBlock(in characters: [Character], after start: Int)
        -> ArraySlice<Character>?
    {
        var nesting = 0
        var index = start
        while index < characters.count {
            switch characters[index] {
            case "(", "[": nesting += 1
            case ")", "]": nesting -= 1
            case "{" where nesting == 0:
                var depth = 0
                for end in index..<characters.count {
                    if characters[end] == "{" { depth += 1 }
                    if characters[end] == "}" { depth -= 1 }
                    if depth == 0 { return characters[(index + 1)..<end] }
                }
                return nil
            default: break
            }
            index += 1
        }
        return nil
    }
}

extension SwiftSource {
    /// `text` with comments and string contents turned into spaces. Handles
    /// line and nested block comments, `"…"`, `"""…"""` and raw `#"…"#`
    /// strings; an interpolation counts as part of its string.
    static func blankingCommentsAndStrings(_ text: String) -> String {
        let characters = Array(text)
        var result: [Character] = []
        result.reserveCapacity(characters.count)
        var index = 0
        func blank(_ character: Character) -> Character { character == "\n" ? "\n" : " " }
        func starts(with prefix: String, at position: Int) -> Bool {
            var index = position
            for character in prefix {
                guard index < characters.count, characters[index] == character else { return false }
                index += 1
            }
            return true
        }
        while index < characters.count {
            if starts(with: "//", at: index) {
                while index < characters.count && characters[index] != "\n" {
                    result.append(" ")
                    index += 1
                }
            } else if starts(with: "/*", at: index) {
                var depth = 0
                repeat {
                    if starts(with: "/*", at: index) {
                        depth += 1
                        result += [" ", " "]
                        index += 2
                    } else if starts(with: "*/", at: index) {
                        depth -= 1
                        result += [" ", " "]
                        index += 2
                    } else {
                        result.append(blank(characters[index]))
                        index += 1
                    }
                } while depth > 0 && index < characters.count
            } else if characters[index] == "#" || characters[index] == "\"" {
                var hashes = 0
                while index + hashes < characters.count && characters[index + hashes] == "#" {
                    hashes += 1
                }
                guard index + hashes < characters.count, characters[index + hashes] == "\"" else {
                    // A run of # that opens no string: keep it whole, so a long run is read once.
                    result += characters[index..<(index + max(hashes, 1))]
                    index += max(hashes, 1)
                    continue
                }
                let quotes = starts(with: "\"\"\"", at: index + hashes) ? "\"\"\"" : "\""
                let closing = quotes + String(repeating: "#", count: hashes)
                let opening = String(repeating: "#", count: hashes) + quotes
                result += Array(opening)
                index += opening.count
                while index < characters.count && !starts(with: closing, at: index) {
                    if hashes == 0 && characters[index] == "\\" && index + 1 < characters.count {
                        result += [" ", blank(characters[index + 1])]
                        index += 2
                        continue
                    }
                    result.append(blank(characters[index]))
                    index += 1
                }
                if index < characters.count {
                    result += Array(closing)
                    index += closing.count
                }
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return String(result)
    }
}
