import Foundation
import WorkbookKit

/// Every Chinese text a reader of the workbook can see, line by line, read
/// from the package's files: the chapters and their narration kit, the bridge
/// table, the app, the `workbook` command and its catalog, the exercises'
/// stubs (and their pristine copies), hints, graders and solutions, and the
/// READMEs.
///
/// A line counts if it holds Chinese (`containsChinese`): a `zh:` string, a
/// stub's 任务 and 评分 paragraphs, a hint, a line of a README.
enum ReaderTexts {
    /// One line of Chinese in a file.
    struct Line: Sendable {
        /// The file, from the package's top folder: `Exercises/Chapter4/4.2-CachedFetch.swift`.
        let file: String
        /// The line's number, from 1.
        let number: Int
        /// The line.
        let text: String
    }

    /// The package's top folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folders and files read, from the top folder.
    static let places = [
        "Chapters", "Sources/Narration", "Sources/Bridge", "Sources/Pixels",
        "Sources/PixelsTerminal", "Sources/Workbook", "Sources/WorkbookKit", "Exercises",
        "Sources/ExerciseGrading", "Sources/ExerciseHarness", "Sources/ExerciseTesting",
        "Sources/ExerciseSupport", "Sources/PixelsExerciseSupport", "Sources/ExerciseAnswers",
        "README.md",
    ]

    /// Files that list the texts' own words, variants included, on purpose.
    static let vocabularies = [
        "Sources/Narration/BookWords.swift", "Sources/Narration/Term.swift",
        "Sources/Narration/Terms.swift",
    ]

    /// What starts an erratum's `says:`, the texts' words quoted as they are.
    static let quotedErratum = "says: \""

    /// Every line of Chinese in the places read, but the vocabularies and the
    /// errata's quotations.
    static func lines() throws -> [Line] {
        var lines: [Line] = []
        for file in try files() where !vocabularies.contains(file) {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in joined(
                text.split(separator: "\n", omittingEmptySubsequences: false))
            where line.containsChinese && !line.contains(quotedErratum) {
                lines.append(Line(file: file, number: number, text: line))
            }
        }
        return lines
    }

    /// The lines with their numbers, a line that a Swift string continues
    /// with a backslash joined to the next, so that a word broken there
    /// (`命\` then `令`) is read whole; the number is the first line's.
    static func joined(_ lines: [Substring]) -> [(Int, String)] {
        var joined: [(Int, String)] = []
        var pending: (Int, String)?
        for (index, line) in lines.enumerated() {
            let text = pending.map { $0.1 + line.drop { $0 == " " } } ?? String(line)
            let number = pending?.0 ?? index + 1
            if text.hasSuffix("\\") {
                pending = (number, String(text.dropLast()))
            } else {
                pending = nil
                joined.append((number, text))
            }
        }
        if let pending { joined.append(pending) }
        return joined
    }

    /// The Swift and Markdown files in the places read, from the top folder, sorted.
    static func files() throws -> [String] {
        var found: [String] = []
        for place in places {
            let url = root.appendingPathComponent(place)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                continue
            }
            guard isFolder.boolValue else {
                found.append(place)
                continue
            }
            let walker = FileManager.default.enumerator(atPath: url.path)
            while let path = walker?.nextObject() as? String {
                guard path.hasSuffix(".swift") || path.hasSuffix(".md") else { continue }
                found.append(place + "/" + path)
            }
        }
        return found.sorted()
    }
}
