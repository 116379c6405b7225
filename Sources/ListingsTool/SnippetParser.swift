import Foundation

/// Cuts the snippets out of one Swift file's text.
///
/// The markers are SE-0356's, each alone on its line:
/// - `// snippet.NAME` opens a region named NAME (a Swift identifier);
/// - `// snippet.end` closes it;
/// - `// snippet.hide` and `// snippet.show`, inside a region, hide the lines
///   between them from the reader (they still compile and run).
///
/// Regions do not nest. A region that is never closed, a hide that is never
/// shown again, a marker out of place and a region with nothing to show are
/// errors, reported at the marker's line.
///
/// Lines end where Swift ends them: at `\n`, `\r\n` or a lone `\r`, so a
/// file checked out with Windows line endings gives the same snippets, with
/// the same line numbers, as one with Unix endings.
///
/// ```swift
/// let text = "// snippet.one\n    print(1)\n// snippet.end\n"
/// print(try parseSnippets(in: text, path: "A.swift")[0].lines)   // prints ["print(1)"]
/// ```
func parseSnippets(in text: String, path: String) throws(SnippetError) -> [Snippet] {
    var snippets: [Snippet] = []
    var open: Region?
    let lines = sourceLines(text)
    for (index, line) in lines.enumerated() {
        let number = index + 1
        func fail(_ message: String, at line: Int = number) -> SnippetError {
            SnippetError(path: path, line: line, message: message)
        }
        switch marker(in: line) {
        case nil:
            if open?.hiddenSince == nil {
                open?.lines.append(SourceLine(number: number, text: String(line)))
            }
        case "end":
            guard let region = open else {
                throw fail("'// snippet.end' without a snippet to end")
            }
            if let hidden = region.hiddenSince {
                throw fail("'// snippet.hide' in '\(region.name)' is never shown again", at: hidden)
            }
            let shown = visible(region.lines)
            guard !shown.isEmpty else {
                throw fail("snippet '\(region.name)' shows no code", at: region.line)
            }
            snippets.append(
                Snippet(
                    name: region.name, file: String(path.split(separator: "/").last ?? ""),
                    line: region.line, lines: shown.map(\.text),
                    lineNumbers: shown.map(\.number)))
            open = nil
        case "hide":
            guard open != nil else { throw fail("'// snippet.hide' outside a snippet") }
            guard open?.hiddenSince == nil else { throw fail("'// snippet.hide' twice") }
            open?.hiddenSince = number
        case "show":
            guard open?.hiddenSince != nil else {
                throw fail("'// snippet.show' without a '// snippet.hide' before it")
            }
            open?.hiddenSince = nil
        case let name?:
            if let region = open {
                throw fail("snippet '\(name)' starts inside '\(region.name)'; snippets do not nest")
            }
            guard isIdentifier(name) else {
                throw fail("'\(name)' is not a snippet name: use a Swift identifier")
            }
            open = Region(name: name, line: number)
        }
    }
    if let region = open {
        throw SnippetError(
            path: path, line: region.line,
            message: "snippet '\(region.name)' has no '// snippet.end'")
    }
    return snippets
}

/// The lines of `text`, split at each line break Swift knows: `\n`, `\r\n`
/// (one `Character` in Swift) and a lone `\r`.
///
/// ```swift
/// print(sourceLines("a\r\nb\rc\n"))   // prints ["a", "b", "c", ""]
/// ```
func sourceLines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
}

/// A snippet being read: its name, where it opened, its lines so far, and
/// where the current hidden part began, if one has.
private struct Region {
    let name: String
    let line: Int
    var lines: [SourceLine] = []
    var hiddenSince: Int?
}

/// One line of a file, with its number.
private struct SourceLine {
    let number: Int
    var text: String
}

/// The word after `// snippet.` when `line` is a marker and nothing else.
private func marker(in line: Substring) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let prefix = "// snippet."
    guard trimmed.hasPrefix(prefix), trimmed.count > prefix.count else { return nil }
    return String(trimmed.dropFirst(prefix.count))
}

/// Whether `name` can be a Swift identifier: a letter or underscore, then letters, digits, underscores.
private func isIdentifier(_ name: String) -> Bool {
    guard let first = name.first, first.isASCII, first.isLetter || first == "_" else {
        return false
    }
    return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
}

/// The lines as the reader sees them: trailing spaces and the blank lines at
/// either end removed, then the indentation they all share.
private func visible(_ lines: [SourceLine]) -> [SourceLine] {
    var lines = lines.map { line in
        SourceLine(
            number: line.number,
            text: String(line.text.reversed().drop { $0 == " " || $0 == "\t" }.reversed()))
    }
    while lines.first?.text.isEmpty == true { lines.removeFirst() }
    while lines.last?.text.isEmpty == true { lines.removeLast() }
    let indents = lines.filter { !$0.text.isEmpty }.map { $0.text.prefix { $0 == " " }.count }
    let indent = indents.min() ?? 0
    return lines.map { line in
        SourceLine(number: line.number, text: String(line.text.dropFirst(indent)))
    }
}
