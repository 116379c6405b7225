import Foundation

/// The public declarations of the `Reactive` library that have a `Book:`
/// line in their doc comment, read from its sources.
struct LibraryDeclaration: CustomStringConvertible {
    /// How the bridge table writes the declaration: a Signal operator by its
    /// name alone (`throttle(_:on:)`), anything else with its type
    /// (`Signal.merge(_:)`, `PullSequence.head`, `Command`).
    let name: String
    /// The type it belongs to, or nil for a type or a free function.
    let owner: String?
    /// Its doc comment's `Book:` line, after `Book: `.
    let book: String
    /// The file and line, for failure messages.
    let place: String

    var description: String { "\(name) (\(place))" }

    /// The types whose members are the library's operators.
    static let operatorOwners: Set<String> = ["Signal", "PullSequence", "MulticastConnection"]

    /// Whether the declaration is an operator: a member of a stream type or
    /// of a multicast connection, or a free operator function such as `<~`.
    var isOperator: Bool {
        owner.map(Self.operatorOwners.contains)
            ?? name.allSatisfy { "<>~=+-*/!&|^%.?".contains($0) }
    }

    /// Whether the declaration is a type.
    var isType: Bool {
        owner == nil && !isOperator
    }

    /// Every such declaration in `Sources/Reactive`.
    static func all() throws -> [LibraryDeclaration] {
        let folder = packageRoot.appendingPathComponent("Sources/Reactive")
        let files =
            FileManager.default.enumerator(atPath: folder.path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
        return try files.flatMap { file in
            let text = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return declarations(in: text, file: file)
        }
    }

    /// The package's top folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The declarations in one file: public types at the top level, and public
    /// members one level inside a type or an extension.
    static func declarations(in text: String, file: String) -> [LibraryDeclaration] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [LibraryDeclaration] = []
        var owner: String?
        var doc: [String] = []
        let typePattern = /^((?:[a-z]+ )*)(extension|struct|class|enum|protocol|actor) ([A-Za-z]+)/
        let functionPattern = /^public func ([^\s(]+?)\s*[<(]/
        let memberPattern =
            /^    (?:public|open) (?:final )?(static )?(?:mutating )?(?:private\(set\) )?(func|var|init|let)\s*`?([A-Za-z_]*)`?/
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("///") {
                doc.append(String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces))
                continue
            }
            if trimmed.hasPrefix("@") || trimmed.hasPrefix("//") { continue }
            defer { doc = [] }
            let book = doc.first { $0.hasPrefix("Book:") }.map { String($0.dropFirst(6)) }
            let place = "\(file):\(index + 1)"
            if let match = line.firstMatch(of: typePattern) {
                owner = String(match.3)
                let isPublic = match.1.contains("public") || match.1.contains("open")
                if let book, isPublic, match.2 != "extension" {
                    result.append(
                        LibraryDeclaration(name: owner!, owner: nil, book: book, place: place))
                }
            } else if let match = line.firstMatch(of: functionPattern), let book {
                result.append(
                    LibraryDeclaration(name: String(match.1), owner: nil, book: book, place: place))
            } else if let owner, let book, let match = line.firstMatch(of: memberPattern) {
                let rest = lines[index...].joined(separator: "\n")
                let name = Self.name(
                    kind: String(match.2), base: String(match.3), isStatic: match.1 != nil,
                    owner: owner, after: rest[match.range.upperBound...])
                result.append(
                    LibraryDeclaration(name: name, owner: owner, book: book, place: place))
            }
        }
        return result
    }

    /// `throttle(_:on:)`, `Signal.merge(_:)`, `PullSequence.head` or `Signal.init(_:)`.
    private static func name(
        kind: String, base: String, isStatic: Bool, owner: String, after text: Substring
    ) -> String {
        let qualified = isStatic || kind == "init" || owner != "Signal"
        let prefix = qualified ? owner + "." : ""
        guard kind == "func" || kind == "init" else { return prefix + base }
        return prefix + (kind == "init" ? "init" : base) + "(" + labels(in: text) + ")"
    }

    /// The argument labels of the parameter list that opens `text`, after
    /// any generic parameters: `_:on:`.
    private static func labels(in text: Substring) -> String {
        var depth = 0
        var angle = 0
        var previous: Character = " "
        var parameters: [String] = []
        var current = ""
        var started = false
        for character in text {
            defer { previous = character }
            if !started {
                if character == "<" { angle += 1 }
                if character == ">", previous != "-" { angle -= 1 }
                if character == "(", angle == 0 {
                    started = true
                    depth = 1
                }
                continue
            }
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "<": angle += 1
            case ">" where previous != "-": angle -= 1
            default: break
            }
            if depth == 0 { break }
            if character == ",", depth == 1, angle == 0 {
                parameters.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            parameters.append(current)
        }
        return parameters.map { parameter in
            let label = parameter.trimmingCharacters(in: .whitespacesAndNewlines)
                .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return label + ":"
        }.joined()
    }
}
