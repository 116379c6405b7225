import Foundation

/// The regions between snippet markers in a chapter's sources, read here on
/// their own, apart from the listings plugin, so the tests check the plugin
/// as well as the chapters.
///
/// Each region's lines are as a reader should see them: hidden lines left
/// out, trailing spaces and blank lines at either end dropped, and the
/// indentation they share removed.
enum SnippetRegions {
    /// A marked region: its name, the file and line of its opening marker, and its shown lines.
    struct Region {
        let name: String
        let place: String
        let lines: [String]
    }

    /// Every region in chapter `number`'s Swift files, then in the library of
    /// chapter code it shows listings from (PixelsMVC, for Chapters 5 and 6).
    static func regions(inChapter number: Int) throws -> [Region] {
        let own = try regions(inFolder: ContractNotes.folder(ofChapter: number))
        return own + (number == 5 || number == 6 ? try libraryRegions() : [])
    }

    /// Every region of PixelsMVC, the app Chapter 5 builds and Chapter 6 refactors.
    static func libraryRegions() throws -> [Region] {
        try regions(inFolder: ContractNotes.pixelsMVC)
    }

    /// Every region in the Swift files of `folder`.
    static func regions(inFolder folder: URL) throws -> [Region] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.flatMap { file in
            regions(
                in: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8),
                file: file)
        }
    }

    /// The regions of one file's text.
    static func regions(in text: String, file: String) -> [Region] {
        var result: [Region] = []
        var open: (name: String, line: Int, lines: [String])?
        var hidden = false
        for (index, line) in sourceLines(text).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            switch trimmed {
            case "// snippet.end":
                if let region = open {
                    result.append(
                        Region(
                            name: region.name, place: "\(file):\(region.line)",
                            lines: shown(region.lines)))
                }
                open = nil
            case "// snippet.hide": hidden = true
            case "// snippet.show": hidden = false
            case _ where trimmed.hasPrefix("// snippet."):
                open = (String(trimmed.dropFirst("// snippet.".count)), index + 1, [])
                hidden = false
            default:
                if !hidden { open?.lines.append(String(line)) }
            }
        }
        return result
    }

    /// The lines of a Swift file's text, split where Swift ends a line: at
    /// `\n`, `\r\n` or a lone `\r`, as the listings tool splits them.
    static func sourceLines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// Lines without trailing spaces, blank lines at the ends, or shared indentation.
    private static func shown(_ lines: [String]) -> [String] {
        var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(indent)) }
    }
}
