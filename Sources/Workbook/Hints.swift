import Foundation
import TerminalText
import WorkbookKit

/// Reads an exercise's hint file: Markdown with one `## ` section per tier,
/// each followed by its Chinese in a `### 中文 · ` section.
///
/// ```
/// # 1.1 Square every number with map
/// # 1.1 用 map 求每个数的平方
///
/// ## 1 · A nudge
/// …
///
/// ### 中文 · 指方向
/// …
///
/// ## 2 · The concept
/// …
///
/// ### 中文 · 讲概念
/// …
///
/// ## 3 · Nearly there
/// …
///
/// ### 中文 · 接近答案
/// …
/// ```
///
/// The file opens with its title in English, then in Chinese, each a `# `
/// line. A tier's English runs from its `## ` heading to its `### 中文 · `
/// heading; its Chinese runs from there to the next `## `. Code blocks stay
/// code in both; only their comments are translated. Each Chinese paragraph
/// is one line, because Markdown shows a line break inside Chinese as a
/// space; the workbook wraps it to 76 columns as it prints it. English is
/// printed as the file writes it. A tier without its Chinese is shown in
/// English; `problems` lists what a file lacks, and the tests run it.
enum Hints {
    /// The heading that starts a tier's Chinese, before ` · ` and its name.
    static let chineseMarker = "### 中文"

    /// The width Chinese hints are wrapped to, as wide as the English files.
    static let chineseColumns = 76

    /// One section of a hint file: a tier's English (`## `) or its Chinese
    /// (`### 中文 · `), with the heading's text and the lines under it.
    struct Section: Equatable {
        var isChinese: Bool
        var heading: String
        var lines: [String]
    }

    /// A hint file's titles and sections, in the file's order.
    struct File {
        /// The `# ` lines before the first tier, without `# `.
        var titles: [String] = []
        var sections: [Section] = []

        init(_ markdown: String) {
            for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("## ") {
                    sections.append(
                        Section(isChinese: false, heading: String(line.dropFirst(3)), lines: []))
                } else if line == Hints.chineseMarker || line.hasPrefix(Hints.chineseMarker + " ") {
                    sections.append(
                        Section(isChinese: true, heading: String(line.dropFirst(4)), lines: []))
                } else if !sections.isEmpty {
                    sections[sections.count - 1].lines.append(String(line))
                } else if line.hasPrefix("# ") {
                    titles.append(String(line.dropFirst(2)))
                }
            }
            for index in sections.indices {
                sections[index].lines = Hints.trimmed(sections[index].lines)
            }
        }

        /// The tiers: each English section, with the Chinese one after it if there is one.
        var tiers: [(english: Section, chinese: Section?)] {
            sections.indices.compactMap { index in
                let section = sections[index]
                guard !section.isChinese else { return nil }
                let next = sections.indices.contains(index + 1) ? sections[index + 1] : nil
                return (section, next?.isChinese == true ? next : nil)
            }
        }

        /// What the file lacks or has out of place, one sentence each: a title
        /// or a tier missing its Chinese, Chinese without the English before
        /// it, a section with no text. Empty for a sound file.
        var problems: [String] {
            var problems: [String] = []
            if titles.count != 2 {
                problems.append("the file should open with two titles, English then Chinese")
            }
            var tier = 0
            for (index, section) in sections.enumerated() {
                let previous = index > 0 ? sections[index - 1] : nil
                let next = index + 1 < sections.count ? sections[index + 1] : nil
                if !section.isChinese {
                    tier += 1
                    if next?.isChinese != true { problems.append("hint \(tier) has no Chinese") }
                } else if previous == nil || previous?.isChinese == true {
                    problems.append("Chinese “\(section.heading)” follows no English tier")
                }
                if section.lines.allSatisfy(\.isEmpty) {
                    let which = section.isChinese ? "Chinese “\(section.heading)”" : "hint \(tier)"
                    problems.append("\(which) has no text")
                }
            }
            return problems
        }
    }

    /// Markdown lines for a terminal: code blocks indented instead of fenced.
    /// Prose lines are wrapped to `columns` when it is given.
    static func forTerminal(_ lines: [String], wrappingAt columns: Int? = nil) -> [String] {
        var inCode = false
        var result: [String] = []
        for line in lines {
            if line.hasPrefix("```") {
                inCode.toggle()
            } else if inCode {
                result.append("    " + line)
            } else if let columns, !line.isEmpty {
                result += line.lines(fittingColumns: columns)
            } else {
                result.append(line)
            }
        }
        return result
    }

    /// What `workbook hint` prints for tier `tier` of `exercise`, in `language`.
    static func text(
        for exercise: Exercise, tier: Int, root: URL, language: Language = .english
    ) throws -> String {
        let file = File(
            try String(
                contentsOf: root.appendingPathComponent(exercise.hintFile), encoding: .utf8))
        let tiers = file.tiers
        let chinese = language == .chinese
        guard tiers.indices.contains(tier - 1) else {
            throw Workbook.Failure(
                chinese
                    ? "\(exercise.hintFile) 里没有第 \(tier) 级提示"
                    : "\(exercise.hintFile) has no hint \(tier)")
        }
        let (english, translation) = tiers[tier - 1]
        guard chinese, let translation else {
            var text = "\(exercise.id) \(exercise.title) · hint \(tier) of \(tiers.count)"
            text += " (\(name(english.heading).lowercased()))\n\n"
            text += forTerminal(english.lines).joined(separator: "\n")
            if tier < tiers.count {
                text += "\n\nMore: swift run workbook hint \(exercise.id) \(tier + 1)"
            } else {
                text += "\n\nThat was the last hint. The answer itself: "
                text += "swift run workbook solution \(exercise.id)"
            }
            return text
        }
        let title = file.titles.count > 1 ? file.titles[1] : "\(exercise.id) \(exercise.title)"
        let label = "第 \(tier) 级提示（共 \(tiers.count) 级）：\(name(translation.heading))"
        let heading = "\(title) · \(label)"
        var text = heading.terminalColumns <= chineseColumns ? heading : "\(title)\n\(label)"
        text += "\n\n"
        text += forTerminal(translation.lines, wrappingAt: chineseColumns)
            .joined(separator: "\n")
        if tier < tiers.count {
            text += "\n\n下一级：swift run workbook hint \(exercise.id) \(tier + 1)"
        } else {
            text += "\n\n这已是最后一级提示。要看答案：swift run workbook solution \(exercise.id)"
        }
        return text
    }

    /// A heading's name: the text after ` · `, or all of it.
    private static func name(_ heading: String) -> String {
        heading.firstRange(of: " · ").map { String(heading[$0.upperBound...]) } ?? heading
    }

    /// `lines` without the white space at their end.
    private static func trimmed(_ lines: [String]) -> [String] {
        var text = lines.joined(separator: "\n")
        while text.last?.isWhitespace == true { text.removeLast() }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
