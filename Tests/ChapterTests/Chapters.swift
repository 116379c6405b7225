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

/// The chapters made with an `Apparatus`: `Source:` lines, the translation's
/// own Chinese, and marble diagrams that keep one column per tick. Every
/// chapter is, so the tests of those notes cover them all, and a new chapter
/// fails them until its `main.swift` passes an apparatus.
let chaptersWithApparatus: [ChapterProgram] = chapters
