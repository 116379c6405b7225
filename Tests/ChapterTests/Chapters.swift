/// The chapters whose transcripts and options are tested, one line each.
///
/// To add a chapter: add its number to `chapterNumbers` in Package.swift, add a
/// line here, then record its golden transcript with
/// `UPDATE_GOLDEN=1 swift test --filter ChapterTests` and read it through.
let chapters: [ChapterProgram] = [
    ChapterProgram(1),
    ChapterProgram(2),
    ChapterProgram(3),
    ChapterProgram(4),
    ChapterProgram(5),
    ChapterProgram(6),
]
