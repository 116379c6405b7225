import Foundation
import Narration
import Testing

/// Every code line a chapter shows is a line of a marked region of its
/// sources: code that was compiled, and that ran.
@Suite("A listing is the code that ran")
struct ListingTests {
    /// A chapter's own options that show listings of their own.
    let optionsWithListings = [4: [["--realtime"]]]

    @Test(
        "every code line shown comes from a marked region, and every region is shown",
        arguments: chapters)
    func shownCodeIsCompiledCode(_ chapter: ChapterProgram) throws {
        let regions = try SnippetRegions.regions(inChapter: chapter.number)
        try #require(!regions.isEmpty, "\(chapter.name) marks no regions")
        var blocks: [[String]] = []
        for arguments in [["--no-pager"]] + (optionsWithListings[chapter.number] ?? []) {
            let run = try chapter.runOnTerminal(arguments)
            try #require(run.exitCode == 0, "\(chapter.name) \(arguments)")
            blocks += ShownCode.blocks(in: run.standardOutput)
        }
        let shownLines = blocks.joined().filter { !$0.isEmpty }.count
        var fromRegions = 0
        var shownRegions: Set<String> = []
        for block in blocks {
            if let used = ShownCode.split(block, into: regions) {
                fromRegions += block.filter { !$0.isEmpty }.count
                shownRegions.formUnion(used)
            } else {
                Issue.record("shown, but not a marked region:\n\(block.joined(separator: "\n"))")
            }
        }
        #expect(shownLines > 0)
        #expect(fromRegions == shownLines, "\(fromRegions) of \(shownLines) lines from regions")
        let library = Set(try SnippetRegions.libraryRegions().map(\.name))
        for region in regions where !shownRegions.contains(region.name) {
            // A region of the shared library is shown by one chapter or the other.
            guard !library.contains(region.name) else { continue }
            Issue.record("\(region.place): snippet '\(region.name)' is never shown")
        }
    }

    @Test("every region of PixelsMVC is shown by Chapter 5 or Chapter 6")
    func libraryRegionsShown() throws {
        var shown: Set<String> = []
        for chapter in [ChapterProgram(5), ChapterProgram(6)] {
            let regions = try SnippetRegions.regions(inChapter: chapter.number)
            let run = try chapter.runOnTerminal(["--no-pager"])
            for block in ShownCode.blocks(in: run.standardOutput) {
                shown.formUnion(ShownCode.split(block, into: regions) ?? [])
            }
        }
        for region in try SnippetRegions.libraryRegions() where !shown.contains(region.name) {
            Issue.record("\(region.place): snippet '\(region.name)' is never shown")
        }
    }

    @Test(
        "at 50 columns, code lines break between tokens to fit, and no token is cut",
        arguments: chapters)
    func narrowTerminal(_ chapter: ChapterProgram) throws {
        let wide = ShownCode.blocks(in: try chapter.runOnTerminal(["--no-pager"]).standardOutput)
        let narrow = ShownCode.blocks(
            in: try chapter.runOnTerminal(["--no-pager"], columns: 50).standardOutput)
        try #require(narrow.count == wide.count)
        var broken = 0
        for (narrowBlock, wideBlock) in zip(narrow, wide) {
            let tokens = SwiftTokens.of(narrowBlock.joined(separator: "\n"))
            #expect(tokens == SwiftTokens.of(wideBlock.joined(separator: "\n")), "a token was cut")
            broken += narrowBlock.count - wideBlock.count
            for line in narrowBlock where 4 + line.displayWidth > 50 {
                // Only a token too wide to fit at the line's indentation may stay wider.
                let widest = SwiftTokens.of(line).map(\.displayWidth).max() ?? 0
                let indent = line.prefix { $0 == " " }.count
                #expect(4 + indent + widest > 50, "too wide for 50 columns: \(line)")
            }
        }
        #expect(broken > 0, "no line needed breaking at 50 columns")
    }

    @Test("no chapter passes code to the page as a string", arguments: chapters)
    func noStringListings(_ chapter: ChapterProgram) throws {
        let folder = ContractNotes.folder(ofChapter: chapter.number)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let text = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n").enumerated()
            where line.contains(/\.code(NotRun)?\(\s*#*"/) || line.hasSuffix(".code(") {
                Issue.record("\(file):\(index + 1): code as a string: \(line)")
            }
        }
    }
}

/// The code a coloured run shows, in the blocks the page prints it in.
enum ShownCode {
    /// Runs of listing lines: each line in the code colour and indented four
    /// spaces, with the blank lines between them. Shell commands have a
    /// colour of their own and are not listings.
    static func blocks(in transcript: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in transcript.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.wholeMatch(of: #/    \x{1B}\[33m(.*)\x{1B}\[0m/#) {
                current = (current ?? []) + [String(match.1)]
            } else if line.isEmpty, current != nil {
                current?.append("")
            } else {
                if let block = current { blocks.append(block) }
                current = nil
            }
        }
        if let block = current { blocks.append(block) }
        return blocks.map { block in
            Array(block.reversed().drop { $0.isEmpty }.reversed())
        }
    }

    /// The names of the regions that `block` is made of, one after another,
    /// each whole and each after a blank line, or nil if it is not made of regions.
    static func split(_ block: [String], into regions: [SnippetRegions.Region]) -> [String]? {
        if block.isEmpty { return [] }
        for region in regions where block.starts(with: region.lines) {
            let rest = block.dropFirst(region.lines.count)
            if rest.isEmpty { return [region.name] }
            if rest.first == "", let names = split(Array(rest.dropFirst()), into: regions) {
                return [region.name] + names
            }
        }
        return nil
    }
}

/// Swift source cut into tokens, roughly: names and numbers, string literals
/// whole (a line break inside one stays in it), and every other character.
/// White space separates tokens and is not one.
enum SwiftTokens {
    static func of(_ text: String) -> [String] {
        var tokens: [String] = []
        var characters = text[...]
        while let character = characters.first {
            if character.isWhitespace {
                characters = characters.dropFirst()
            } else if character == "\"" {
                var literal = "\""
                var escaped = false
                characters = characters.dropFirst()
                while let next = characters.popFirst() {
                    literal.append(next)
                    if next == "\"", !escaped { break }
                    escaped = next == "\\" && !escaped
                }
                tokens.append(literal)
            } else if character.isLetter || character.isNumber || character == "_" {
                let name = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                tokens.append(String(name))
                characters = characters.dropFirst(name.count)
            } else {
                tokens.append(String(character))
                characters = characters.dropFirst()
            }
        }
        return tokens
    }
}
