import Narration
import Testing
import WorkbookKit

@Suite("Reading a chapter's command line")
struct ChapterOptionsTests {
    @Test("each option sets what it names")
    func options() throws {
        #expect(try ChapterOptions([], sectionCount: 8) == ChapterOptions.parsed(.all))
        #expect(try ChapterOptions(["--list"], sectionCount: 8).action == .list)
        #expect(try ChapterOptions(["-h"], sectionCount: 8).action == .help)
        #expect(try ChapterOptions(["--section", "8"], sectionCount: 8).action == .sections([8]))
        #expect(try ChapterOptions(["--section=1"], sectionCount: 8).action == .sections([1]))
        let options = try ChapterOptions(["--step", "--plain", "--section", "3"], sectionCount: 8)
        #expect(options == ChapterOptions.parsed(.sections([3]), step: true, plain: true))
        #expect(try ChapterOptions(["--no-pager"], sectionCount: 8).pager == false)
        #expect(try ChapterOptions([], sectionCount: 8).pager)
    }

    @Test("--section given again runs each section named, in the order given, once")
    func severalSections() throws {
        let arguments = ["--section", "3", "--section=2", "--section", "3"]
        #expect(try ChapterOptions(arguments, sectionCount: 8).action == .sections([3, 2]))
    }

    @Test("--help wins over the other options")
    func helpWins() throws {
        #expect(try ChapterOptions(["--section", "2", "--help"], sectionCount: 8).action == .help)
    }

    @Test(
        "bad command lines throw a one-line message",
        arguments: [
            (["--colour"], "unknown option '--colour' (see --help)"),
            (["--section", "9"], "no section '9': the sections are 1 to 8 (see --list)"),
            (["--section", "-1"], "no section '-1': the sections are 1 to 8 (see --list)"),
            (["--section"], "--section needs a number from 1 to 8"),
            (["3"], "unexpected argument '3' (see --help)"),
            (["--list", "--section=2"], "--list and --section cannot be used together"),
            (
                ["--section", "2", "--section", "9"],
                "no section '9': the sections are 1 to 8 (see --list)"
            ),
        ])
    func errors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) {
            try ChapterOptions(arguments, sectionCount: 8)
        }
    }
}

@Suite("The closing sections")
struct ClosingSectionTests {
    @Test("the exercises section lists the catalog's exercises and the command that grades them")
    func exercisesSection() {
        let capture = CapturedNarration()
        Section.exercises(inChapter: 1).body(capture.narrator(width: 200))
        let exercises = Catalog.exercises(inChapter: 1)
        if exercises.isEmpty {
            #expect(capture.output.contains("No exercises are listed for Chapter 1 yet."))
        }
        for exercise in exercises {
            #expect(capture.output.contains("  \(exercise.id)  "))
            #expect(capture.output.contains(exercise.file))
        }
        #expect(capture.output.contains("\n    swift run workbook check 1\n"))
    }

    @Test("each exercise takes two lines that fit the page: what to build, then the file")
    func exerciseLayout() throws {
        let exercises = Catalog.exercises(inChapter: 1)
        try #require(!exercises.isEmpty)
        for width in [80, 50] {
            let capture = CapturedNarration()
            Section.exercises(inChapter: 1).body(capture.narrator(width: width))
            let lines = capture.output.split(separator: "\n").map(String.init)
            for line in lines where !line.hasPrefix("    swift run") {
                #expect(line.displayWidth <= width, "too wide for \(width) columns: \(line)")
            }
            for exercise in exercises {
                let first = try #require(lines.firstIndex { $0.hasPrefix("  \(exercise.id)  ") })
                let text = lines[first...].dropFirst().prefix { !$0.contains("Exercises/") }
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                let title = ([String(lines[first].dropFirst(2 + exercise.id.count + 2))] + text)
                    .joined(separator: " ")
                #expect(title == "\(exercise.title) (\(exercise.bookSection))")
                let file = lines[first...].first { $0.contains("Exercises/") }
                #expect(file == "       " + exercise.file)
            }
        }
    }

    @Test("the glossary is a table of English, Chinese and ReactiveCocoa 2 names")
    func glossarySection() {
        let capture = CapturedNarration()
        let entries = [GlossaryEntry("map", "映射", book: "-[RACSequence map:]")]
        Section.glossary(entries).body(capture.narrator())
        #expect(capture.output.contains("  English  中文  ReactiveCocoa 2\n"))
        #expect(capture.output.contains("  map      映射  -[RACSequence map:]\n"))
    }

    @Test("without an apparatus the glossary's Chinese is unchecked, and it claims no source")
    func uncheckedGlossary() {
        let capture = CapturedNarration()
        let entries = [GlossaryEntry("memoization", "记忆化", book: "—")]
        Section.glossary(entries).body(capture.narrator())
        let lead = """

            The words of this chapter: as this workbook's Swift spells them, in Chinese, and
            as ReactiveCocoa 2 names them.

            """
        #expect(capture.output.hasPrefix(lead))
        #expect(!capture.output.contains("translation"), "记忆化 is the workbook's own word")
    }

    @Test(
        "in Chinese, the exercise list gives each title and book heading in Chinese",
        arguments: 1...6)
    func exercisesInChinese(_ chapter: Int) {
        let capture = CapturedNarration()
        Section.exercises(inChapter: chapter).body(capture.narrator(language: .chinese))
        for exercise in Catalog.exercises(inChapter: chapter) {
            // The heading's closing mark, （增补） or （出自…）, is left to the heading.
            let heading = exercise.bookSection(in: .chinese)
                .replacing(/（(增补|出自[^（）]*)）$/, with: "")
            #expect(capture.output.contains("  \(exercise.id)  \(exercise.chineseTitle)（"))
            // A title too long for its line goes on under itself, indented.
            #expect(capture.output.replacing(/\n +/, with: "").contains("\(heading)）"))
        }
        let prose = capture.output.split(separator: "\n").filter {
            !$0.hasPrefix("    ") && !$0.contains("Exercises/")
        }
        let chinese = prose.filter { line in
            line.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
        }
        #expect(chinese.count == prose.count, "\(prose.filter { !chinese.contains($0) })")
    }

    @Test("the catalog titles each chapter as the chapter's banner does", arguments: chapters)
    func catalogTitles(_ chapter: ChapterProgram) throws {
        let banner = try chapter.plainRun().standardOutput.prefix { $0 != "\n" }
        #expect(banner == "Chapter \(chapter.number) · \(Catalog.title(ofChapter: chapter.number))")
    }
}

extension ChapterOptions {
    /// Options as a test expects them after parsing.
    fileprivate static func parsed(_ action: Action, step: Bool = false, plain: Bool = false)
        -> ChapterOptions
    {
        var options = try! ChapterOptions([], sectionCount: 1)
        options.action = action
        options.step = step
        options.plain = plain
        return options
    }
}
