import WorkbookKit

/// The lines of a legend that says what the letters of a timeline stand
/// for: one line, `where A = …, B = …`, while it fits in 88 columns after
/// `indent`; otherwise one line per letter, lined up under the first, so
/// that no terminal wraps it in the middle of a word.
///
/// ```swift
/// print(legendLines(["A = 1", "B = 2"], indent: "  ").joined(separator: "\n"))
/// // prints   where A = 1, B = 2
/// ```
func legendLines(_ entries: [String], indent: String = "", in language: Language = .english)
    -> [String]
{
    let word = language.pick("where ", "其中 ")
    let line = indent + word + entries.joined(separator: language.pick(", ", "，"))
    guard (language == .english ? line.count : columns(line)) > 88, entries.count > 1 else {
        return [line]
    }
    let under = indent + String(repeating: " ", count: columns(word))
    return entries.enumerated().map { ($0.offset == 0 ? indent + word : under) + $0.element }
}

/// A timeline's label as a legend shows it: as it is, or in quotes when it
/// is empty or starts, ends or breaks with white space, which would not show.
///
/// ```swift
/// print(shownLabel("photo 1"), shownLabel(""))   // prints photo 1 ""
/// ```
func shownLabel(_ label: String) -> String {
    let hidden =
        label.isEmpty || label.first?.isWhitespace == true || label.last?.isWhitespace == true
        || label.contains(where: \.isNewline) || label.contains("\t")
    return hidden ? label.debugDescription : label
}
