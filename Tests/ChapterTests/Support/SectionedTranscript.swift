/// A full run's transcript cut at its section headings.
///
/// A chapter prints its banner, then each section starting with a blank line
/// and its heading, `── N. Title ───`. `--section N` prints exactly that
/// section's piece, so the pieces can be compared with single-section runs.
struct SectionedTranscript {
    /// Everything before the first section.
    let banner: String
    /// Each section's text, from the blank line before its heading.
    let sections: [String]

    /// Cuts `transcript` before the headings of sections 1 to `count`.
    init(_ transcript: String, count: Int) throws {
        guard count > 0 else { throw ChapterTestError("a transcript needs at least one section") }
        var cuts: [String.Index] = []
        var searchFrom = transcript.startIndex
        for number in 1...count {
            guard let heading = transcript[searchFrom...].range(of: "\n\n── \(number). ") else {
                throw ChapterTestError("no heading for section \(number) in the transcript")
            }
            cuts.append(transcript.index(after: heading.lowerBound))
            searchFrom = heading.upperBound
        }
        banner = String(transcript[..<cuts[0]])
        sections = zip(cuts, cuts.dropFirst() + [transcript.endIndex]).map { start, end in
            String(transcript[start..<end])
        }
    }
}
