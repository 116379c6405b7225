import Foundation

/// The contract notes in a chapter's sources and in its transcript, for
/// checking that every signal-returning function has one and that the
/// narration prints the same words as the doc comment.
enum ContractNotes {
    /// A declaration in a chapter's sources, with the contract in its doc comment.
    struct Declaration {
        /// The function's or property's base name, such as `emailValidity`.
        let name: String
        /// The file and line, for failure messages.
        let place: String
        /// Whether it returns a signal (or is a property of signal type).
        let returnsSignal: Bool
        /// The lines of its doc comment's contract, or nil if it has none.
        let contract: [String]?
    }

    /// The folder of chapter `number`'s sources.
    static func folder(ofChapter number: Int) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Chapters/Chapter\(number)")
    }

    /// The folder of the app Chapter 5 builds and Chapter 6 refactors, a library of its own.
    static var pixelsMVC: URL {
        folder(ofChapter: 5).deletingLastPathComponent().appendingPathComponent("PixelsMVC")
    }

    /// The folder of the fake photo API, which Chapter 6 narrates.
    static var pixelsTesting: URL {
        folder(ofChapter: 5).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PixelsTesting")
    }

    /// Every `func` and `var` declared in the chapter's Swift files.
    static func declarations(inChapter number: Int) throws -> [Declaration] {
        try declarations(inFolder: folder(ofChapter: number))
    }

    /// Every `func` and `var` declared in the Swift files of `folder`.
    static func declarations(inFolder folder: URL) throws -> [Declaration] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.flatMap { file in
            let text = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return declarations(in: text, file: file)
        }
    }

    /// The declarations in one file's text.
    static func declarations(in text: String, file: String) -> [Declaration] {
        let lines = SnippetRegions.sourceLines(text).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var result: [Declaration] = []
        var doc: [String] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("///") {
                doc.append(String(line.dropFirst(3)))
                continue
            }
            // Plain comments, such as snippet markers, do not end a doc comment.
            if line.hasPrefix("//") { continue }
            defer { if !line.hasPrefix("@") { doc = [] } }
            guard let match = line.firstMatch(of: /^(?:[a-z]+ )*(?:func|var) ([A-Za-z0-9_]+)/)
            else { continue }
            // The signature runs on to the line that opens the body.
            let signature =
                lines[index...].prefix { !$0.hasSuffix("{") }.joined(separator: " ")
                + " " + (lines[index...].first { $0.hasSuffix("{") } ?? "")
            let returnsSignal =
                signature.firstMatch(of: /-> Signal<[^()]*>\s*(where [^{]*)?\{$/) != nil
                || signature.firstMatch(of: /var [A-Za-z0-9_]+: Signal</) != nil
            result.append(
                Declaration(
                    name: String(match.1), place: "\(file):\(index + 1)",
                    returnsSignal: returnsSignal, contract: contractLines(inDoc: doc)))
        }
        return result
    }

    /// The lines of the `Contract:` note in a doc comment: its first line and the
    /// indented lines after it, as written after `/// `.
    static func contractLines(inDoc doc: [String]) -> [String]? {
        guard let start = doc.firstIndex(where: { $0.hasPrefix(" Contract:") }) else {
            return nil
        }
        let note = [doc[start]] + doc[(start + 1)...].prefix { $0.hasPrefix("   ") }
        return note.map { String($0.dropFirst()) }
    }

    /// The contracts a transcript prints: each function's printed name, and the
    /// lines under it without the two-space indent of the block.
    static func printed(in transcript: String) -> [(function: String, lines: [String])] {
        let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [(String, [String])] = []
        for index in lines.indices.dropFirst() where lines[index].hasPrefix("  Contract: ") {
            let function = lines[index - 1].trimmingCharacters(in: .whitespaces)
            let note = [lines[index]] + lines[(index + 1)...].prefix { $0.hasPrefix("    ") }
            result.append((function, note.map { String($0.dropFirst(2)) }))
        }
        return result
    }

    /// `TextField.keys` → `keys`; `emailValidity(of:)` → `emailValidity`.
    static func baseName(_ printed: String) -> String {
        let withoutArguments = printed.prefix { $0 != "(" }
        return String(withoutArguments.split(separator: ".").last ?? withoutArguments[...])
    }
}
