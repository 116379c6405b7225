import Foundation
import Testing

// The house rule: every public symbol of the library and the testing kit has a
// `///` doc comment whose last paragraph gives the book's name for it, as in
// `/// Book: RACReplaySubject`, or says honestly that the book has none.
// These tests read the source files themselves and name each file and line
// that breaks the rule.

@Suite("Documentation: every public symbol names its counterpart in the book")
struct DocumentationTests {
    @Test(
        "every public declaration in Reactive and ReactiveTesting ends its doc comment with Book:")
    func everyPublicDeclarationHasABookLine() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for module in ["Sources/Reactive", "Sources/ReactiveTesting"] {
            let files = swiftFiles(under: root.appendingPathComponent(module))
            #expect(!files.isEmpty, "no Swift files found under \(module)")
            for file in files {
                let source = try String(contentsOf: file, encoding: .utf8)
                let relative = String(file.path.dropFirst(root.path.count + 1))
                for declaration in DocScanner.publicDeclarations(in: source) {
                    checked += 1
                    guard let problem = declaration.problem else { continue }
                    Issue.record(
                        "\(relative):\(declaration.line): \(problem): \(declaration.text)",
                        sourceLocation: SourceLocation(
                            fileID: relative, filePath: file.path, line: declaration.line,
                            column: 1))
                }
            }
        }
        // A scanner that silently found nothing would pass; the library has
        // well over 300 public declarations.
        #expect(checked > 300, "only \(checked) public declarations found: is the scanner broken?")
    }

    @Test("the scanner finds each kind of public declaration and each way a comment can fall short")
    func scannerCatchesEveryKindOfDeclaration() {
        let source = """
            /// Documented.
            ///
            /// Book: RACThing
            public struct Thing {
                /// No book line.
                public var name: String
                private var hidden = 0
                /// Documented, attribute between.
                ///
                /// Book: -[RACThing run]
                @discardableResult
                public func run() -> Int { 1 }
                public init() {}
                /// The book line is not last.
                ///
                /// Book: -[RACThing stop]
                ///
                /// More text.
                public func stop(
                    now: Bool
                ) {
                    let text = "public func inString() {"
                    _ = text
                }
            }

            /// Book: RACKind, but no summary.
            public enum Kind {
                /// Documented case.
                ///
                /// Book: RACKindA
                case a
                case b
                /// A case without a book line.
                case c(Int)

                func helper() {
                    switch self { case .a: break
                    default: break }
                }
            }

            /// Documented protocol.
            ///
            /// Book: RACProtocol
            public protocol Doing {
                associatedtype Output
                func go()
            }

            enum Internal {
                case quiet
            }

            infix operator <~> : AdditionPrecedence

            /// Inline only. Book: -[RACThing inline]
            open class Base {}
            """
        let found = DocScanner.publicDeclarations(in: source).map { declaration in
            "\(declaration.line) \(declaration.problem ?? "ok")"
        }
        #expect(
            found == [
                "4 ok",
                "6 no Book: line in its doc comment",
                "12 ok",
                "13 no doc comment",
                "19 the Book: line is not in the doc comment's last paragraph",
                "28 no summary before its Book: line",
                "32 ok",
                "33 no doc comment",
                "35 no Book: line in its doc comment",
                "46 ok",
                "47 no doc comment",
                "48 no doc comment",
                "55 no doc comment",
                "58 no Book: line in its doc comment",
            ])
    }

    private func swiftFiles(under folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let files = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        return files.sorted { $0.path < $1.path }
    }
}

/// Finds public declarations in Swift source, line by line, and checks their doc comments.
///
/// It is deliberately simple: it follows braces to know whether a line sits
/// directly inside a public enum (whose cases are public) or a public protocol
/// (whose requirements are public), skips string literals and comments, and
/// reads a declaration from its first line's modifiers and keyword, so a
/// declaration may run over several lines and have attributes above it.
private enum DocScanner {
    struct Declaration {
        let line: Int
        let text: String
        let problem: String?
    }

    private enum Scope {
        case publicEnum, publicProtocol, other
    }

    private static let keywords: Set<String> = [
        "actor", "associatedtype", "case", "class", "enum", "extension", "func", "init", "let",
        "macro", "operator", "precedencegroup", "protocol", "struct", "subscript", "typealias",
        "var",
    ]

    private static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private", "public(set)",
        "package(set)", "internal(set)", "fileprivate(set)", "private(set)", "static", "class",
        "final", "override", "convenience", "required", "mutating", "nonmutating", "consuming",
        "borrowing", "lazy", "weak", "unowned", "dynamic", "optional", "indirect", "nonisolated",
        "nonisolated(unsafe)", "distributed", "infix", "prefix", "postfix",
    ]

    static func publicDeclarations(in source: String) -> [Declaration] {
        let lines = source.components(separatedBy: "\n")
        var found: [Declaration] = []
        var scopes: [Scope] = []
        var pending: Scope?  // the kind of the next scope to open, set by a type declaration
        var inMultilineString = false
        for (index, line) in lines.enumerated() {
            let code = codeOnly(line, inMultilineString: &inMultilineString)
            if let (modifiers, keyword) = declaration(code) {
                let isPublic = modifiers.contains("public") || modifiers.contains("open")
                let visible =
                    keyword != "extension"
                    && (isPublic
                        || (scopes.last == .publicProtocol && keyword != "case")
                        || (scopes.last == .publicEnum && keyword == "case")
                        || (scopes.isEmpty && ["operator", "precedencegroup"].contains(keyword)))
                if visible {
                    let doc = docComment(above: index, in: lines)
                    let text = line.trimmingCharacters(in: .whitespaces)
                    found.append(Declaration(line: index + 1, text: text, problem: problem(doc)))
                }
                if ["enum", "protocol", "struct", "class", "actor", "extension"].contains(keyword) {
                    pending =
                        !isPublic
                        ? .other
                        : keyword == "enum"
                            ? .publicEnum
                            : keyword == "protocol" ? .publicProtocol : .other
                }
            }
            for character in code {
                if character == "{" {
                    scopes.append(pending ?? .other)
                    pending = nil
                } else if character == "}" {
                    _ = scopes.popLast()
                }
            }
        }
        return found
    }

    /// What is wrong with a doc comment, or `nil` if it has a summary and ends with `Book:`.
    private static func problem(_ doc: [String]) -> String? {
        guard !doc.isEmpty else { return "no doc comment" }
        guard let book = doc.firstIndex(where: { $0.hasPrefix("Book:") }) else {
            return "no Book: line in its doc comment"
        }
        guard book > 0 else { return "no summary before its Book: line" }
        guard !doc[book...].contains("") else {
            return "the Book: line is not in the doc comment's last paragraph"
        }
        return nil
    }

    /// The text of the `///` lines right above line `index`, skipping attribute lines.
    private static func docComment(above index: Int, in lines: [String]) -> [String] {
        var row = index - 1
        while row >= 0, lines[row].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
            row -= 1
        }
        var doc: [String] = []
        while row >= 0 {
            let text = lines[row].trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("///") else { break }
            doc.insert(text.dropFirst(3).trimmingCharacters(in: .whitespaces), at: 0)
            row -= 1
        }
        return doc
    }

    /// The modifiers and keyword of a declaration that starts on this line, if one does.
    private static func declaration(_ code: String) -> (Set<String>, String)? {
        var rest = Substring(code.trimmingCharacters(in: .whitespaces))
        while rest.hasPrefix("@") {  // attributes, such as @discardableResult or @available(…)
            var depth = 0
            var end = rest.index(after: rest.startIndex)
            while end < rest.endIndex {
                let character = rest[end]
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth == 0, character == " " { break }
                end = rest.index(after: end)
            }
            rest = rest[end...].drop { $0 == " " }
        }
        let words = rest.split(separator: " ").map(String.init)
        var found: Set<String> = []
        for (position, word) in words.enumerated() {
            let name = String(word.prefix { $0.isLetter })
            let isLast = position == words.count - 1
            let next = isLast ? "" : String(words[position + 1].prefix { $0.isLetter })
            let isKeyword =
                keywords.contains(name)
                && word.dropFirst(name.count).first.map { !$0.isLetter && !$0.isNumber } ?? true
            if isKeyword, !(name == "class" && keywords.contains(next)) { return (found, name) }
            guard modifiers.contains(word) else { return nil }
            found.insert(word)
        }
        return nil
    }

    /// The line without comments and without the contents of string literals.
    private static func codeOnly(_ line: String, inMultilineString: inout Bool) -> String {
        if inMultilineString {
            if line.contains("\"\"\"") { inMultilineString = false }
            return ""
        }
        var code = ""
        var inString = false
        var characters = line.makeIterator()
        var previous: Character?
        while let character = characters.next() {
            if inString {
                if character == "\\" { _ = characters.next() }
                if character == "\"" { inString = false }
                continue
            }
            if character == "/", previous == "/" {
                code.removeLast()
                break
            }
            if character == "\"" {
                if line.contains("\"\"\""), line.components(separatedBy: "\"\"\"").count == 2 {
                    inMultilineString = true
                    break
                }
                inString = true
            }
            code.append(character)
            previous = character
        }
        return code
    }
}
