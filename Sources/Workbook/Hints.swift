import Foundation
import WorkbookKit

/// Reads an exercise's hint file: Markdown with one `## ` section per tier.
///
/// ```
/// # 1.1 Square every number with map
/// ## 1 · A nudge
/// …
/// ## 2 · The concept
/// …
/// ## 3 · Nearly there
/// …
/// ```
enum Hints {
    /// The tiers in `markdown`, in order, each with its heading.
    static func tiers(in markdown: String) -> [String] {
        var tiers: [[Substring]] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                tiers.append([line.dropFirst(3)])
            } else if !tiers.isEmpty {
                tiers[tiers.count - 1].append(line)
            }
        }
        return tiers.map {
            $0.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Markdown lines for a terminal: code blocks indented instead of fenced.
    static func forTerminal(_ lines: [Substring]) -> [String] {
        var inCode = false
        var result: [String] = []
        for line in lines {
            if line.hasPrefix("```") {
                inCode.toggle()
            } else {
                result.append(inCode ? "    " + line : String(line))
            }
        }
        return result
    }

    /// What `workbook hint` prints for tier `tier` of `exercise`.
    static func text(for exercise: Exercise, tier: Int, root: URL) throws -> String {
        let file = root.appendingPathComponent(exercise.hintFile)
        let tiers = tiers(in: try String(contentsOf: file, encoding: .utf8))
        guard tiers.indices.contains(tier - 1) else {
            throw Workbook.Failure("\(exercise.hintFile) has no hint \(tier)")
        }
        var lines = tiers[tier - 1].split(separator: "\n", omittingEmptySubsequences: false)
        let heading = lines.removeFirst()
        let name = heading.firstRange(of: " · ").map { heading[$0.upperBound...] } ?? heading
        var text = "\(exercise.id) \(exercise.title) · hint \(tier) of \(tiers.count)"
        text += " (\(name.lowercased()))\n\n"
        text += forTerminal(lines).joined(separator: "\n")
        if tier < tiers.count {
            text += "\n\nMore: swift run workbook hint \(exercise.id) \(tier + 1)"
        } else {
            text += "\n\nThat was the last hint. The answer itself: "
            text += "swift run workbook solution \(exercise.id)"
        }
        return text
    }
}
