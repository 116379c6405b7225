import Narration

/// The translator's notes (译注) of a transcript: each starts on the line
/// after a blank one, two spaces in, with the note's lead, and goes on over
/// the lines indented four spaces that follow it.
enum TranslationNotes {
    /// The notes of `transcript` in English or in Chinese, each as its lines joined.
    static func notes(in transcript: String) -> [String] {
        blocks(in: transcript).map { $0.joined(separator: "\n") }
    }

    /// `transcript` without its notes, or the blank line before each.
    static func removed(from transcript: String) -> String {
        var lines = transcript.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        for range in ranges(in: lines).reversed() {
            lines.removeSubrange(range.lowerBound - 1..<range.upperBound)
        }
        return lines.joined(separator: "\n")
    }

    private static func blocks(in transcript: String) -> [[String]] {
        let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        return ranges(in: lines).map { Array(lines[$0]) }
    }

    /// The line ranges of the notes, each preceded by a blank line.
    private static func ranges(in lines: [String]) -> [Range<Int>] {
        let leads = [Narrator.translationNoteLead.en, Narrator.translationNoteLead.zh]
        var ranges: [Range<Int>] = []
        var index = 1
        while index < lines.count {
            guard lines[index - 1].isEmpty,
                leads.contains(where: { lines[index].hasPrefix("  " + $0) })
            else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, lines[end].hasPrefix("    ") { end += 1 }
            ranges.append(index..<end)
            index = end
        }
        return ranges
    }
}
