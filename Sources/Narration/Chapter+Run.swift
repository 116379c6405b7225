import Foundation
import WorkbookKit

extension Chapter {
    /// Runs the chapter as its command line asks, then exits.
    ///
    /// Exit code 0 after a run, `--list` or `--help`; exit code 2, with a
    /// one-line message on standard error, for a command line it cannot follow.
    /// Help and messages are in the language `--lang` or the locale chooses.
    /// A standard stream that was closed is opened on `/dev/null` first, and
    /// text that could not be shown ends the run with 1 (`StandardStreams`).
    public func main() -> Never {
        StandardStreams.openClosed()
        let arguments = Array(CommandLine.arguments.dropFirst())
        Self.end(
            programName, status: run(arguments, environment: ProcessInfo.processInfo.environment))
    }

    /// Ends program `programName` with `status`, or with 1 after a line on
    /// standard error if standard output was closed or a write to it failed
    /// (`StandardStreams`), in the language the command line or the locale chooses.
    public static func end(_ programName: String, status: Int32) -> Never {
        let environment = ProcessInfo.processInfo.environment
        let language =
            (try? Language.resolve(
                arguments: Array(CommandLine.arguments.dropFirst()), environment: environment))
            ?? Language.of(environment)
        exit(StandardStreams.exitStatus(status, programName: programName, language: language))
    }

    /// Runs the chapter for `arguments` and returns the exit code.
    func run(_ arguments: [String], environment: [String: String]) -> Int32 {
        guard let language = language(for: arguments, environment: environment) else { return 2 }
        return run(arguments, language: language, environment: environment)
    }

    /// The language `arguments` or `environment` choose, or nil after
    /// reporting a `--lang` it cannot follow.
    func language(for arguments: [String], environment: [String: String]) -> Language? {
        do {
            return try Language.resolve(arguments: arguments, environment: environment)
        } catch {
            reportUsageError(error.message)
            return nil
        }
    }

    /// Writes `message` to standard error, on one line after the program's name.
    func reportUsageError(_ message: String) {
        FileHandle.standardError.write(Data("\(programName): \(message)\n".utf8))
    }

    /// Runs the chapter for `arguments`, speaking `language`, and returns the
    /// exit code; `--help` lists `extras` after the shared options.
    func run(
        _ arguments: [String], language: Language, extras: [ExtraOption] = [],
        environment: [String: String]
    ) -> Int32 {
        let options: ChapterOptions
        do {
            options = try ChapterOptions(arguments, sectionCount: allSections.count)
        } catch {
            reportUsageError(error.message(in: language))
            return 2
        }
        // Colour and width are read from the terminal before any pager takes the output.
        let colour = Terminal.usesColour(plain: options.plain, environment: environment)
        let page = Narrator.standardOutput(
            colour: colour, apparatus: apparatus, language: language)
        if options.html, options.action != .help {
            writePage(options.action, language: language)
            return 0
        }
        switch options.action {
        case .help:
            help(page, language: language)
            if !extras.isEmpty { helpForExtras(extras, page: page, language: language) }
            helpForLanguages(page, language: language)
        case .list: list(page)
        case .errata: Errata.tell(page)
        case .sections(let numbers):
            tell(numbers, page, options: options, language: language, environment: environment)
        case .all:
            tell(
                Array(1...allSections.count), page, options: options, language: language,
                environment: environment)
        }
        return 0
    }

    /// Runs the sections `numbers`, in order, after the banner if they are all
    /// of them: paged on a terminal, or with a pause before each after the
    /// first for `--step`, where `q` stops the chapter.
    private func tell(
        _ numbers: [Int], _ page: Narrator, options: ChapterOptions, language: Language,
        environment: [String: String]
    ) {
        var pager = startPager(
            for: numbers, paged: options.pager && !options.step, language: language,
            environment: environment)
        defer { pager?.finish() }
        if numbers.count == allSections.count { banner(page) }
        for (index, number) in numbers.enumerated() {
            let section = allSections[number - 1]
            if section.needsTheTerminal {
                pager?.finish()
                pager = nil
            }
            if options.step, index > 0 {
                page.blank()
                let prompt = Bilingual(
                    en: "  Press Enter for \(number). \(section.title) (q to quit) ",
                    zh: "  按 Enter 进入第 \(number) 节：\(section.title)（q 退出） ")
                page.prompt(prompt.text(in: language))
                guard Terminal.waitForEnter() else { return }
            }
            run(number, page)
        }
    }

    /// A pager for a run of `numbers` on a terminal, unless paging is off or
    /// the first section needs the terminal itself.
    private func startPager(
        for numbers: [Int], paged: Bool, language: Language, environment: [String: String]
    ) -> Pager? {
        guard paged, Terminal.isOutputATerminal,
            let first = numbers.first, !allSections[first - 1].needsTheTerminal,
            let command = Pager.command(in: environment)
        else { return nil }
        return Pager.start(
            command, environment: environment, programName: programName, language: language)
    }

    /// The chapter's number and title, in a heading and under a double rule.
    ///
    /// On a page too narrow for the whole title, the Chinese title goes on a
    /// line of its own, under the English one.
    func banner(_ page: Narrator) {
        let chapter = page.text(en: "Chapter \(number)", zh: "第 \(number) 章")
        if !page.record(.heading(level: 1, text: "\(chapter) · \(title)", anchor: "top")) {
            let lines = headingLines(page)
            for text in lines { page.line(Style.heading.apply(text, colour: page.colour)) }
            let widest = lines.max { $0.displayWidth < $1.displayWidth } ?? ""
            page.line(Style.dim.apply(rule(under: widest), colour: page.colour))
        }
        page.say(
            en: """
                A companion to Ash Furrow's Functional Reactive Programming on iOS, run in \
                Swift. \(allSections.count) sections; `swift run \(programName) --help` shows \
                how to run one at a time.
                """,
            zh: """
                这是 Ash Furrow《Functional Reactive Programming on iOS》\
                （中译本《iOS函数响应型编程》）的配套练习册，用 Swift 运行书中的内容。\
                本章共 \(allSections.count) 节。想一次只运行一节，请看：\
                `swift run \(programName) --help`。
                """)
    }

    /// Section `number` (from 1): its heading, then its body.
    ///
    /// On a page too narrow for the whole title, the Chinese title goes on a
    /// line of its own, under the English one.
    func run(_ number: Int, _ page: Narrator) {
        var page = page
        page.sectionNumber = number
        let section = allSections[number - 1]
        let heading = Block.heading(
            level: 2, text: "\(number). \(section.title)", anchor: "section-\(number)")
        if page.record(heading) {
            section.body(page)
            return
        }
        let lead = "── \(number). "
        var title = lead + "\(section.title) "
        var more: [String] = []
        if title.displayWidth + 3 > page.width {
            title = lead + "\(section.title.english) · "
            let indent = String(repeating: " ", count: lead.displayWidth)
            let chinese = section.title.chinese
            more =
                indent.displayWidth + chinese.displayWidth <= page.width
                ? [indent + chinese] : ChineseTitle.parts(of: chinese).map { indent + $0 }
        }
        let fill = String(repeating: "─", count: max(3, page.width - title.displayWidth))
        page.blank()
        page.line(
            Style.heading.apply(title, colour: page.colour)
                + Style.dim.apply(fill, colour: page.colour))
        for text in more { page.line(Style.heading.apply(text, colour: page.colour)) }
        section.body(page)
    }

    /// "Chapter N · English · 中文" (in Chinese "第 N 章 · English · 中文"), or
    /// on a narrow page "Chapter N · English ·" with the Chinese on the next line.
    private func headingLines(_ page: Narrator) -> [String] {
        let chapter = page.text(en: "Chapter \(number)", zh: "第 \(number) 章")
        let whole = "\(chapter) · \(title)"
        guard whole.displayWidth > page.width else { return [whole] }
        return ["\(chapter) · \(title.english) ·", title.chinese]
    }

    private func list(_ page: Narrator) {
        for text in headingLines(page) {
            page.line(Style.heading.apply(text, colour: page.colour))
        }
        page.blank()
        let digits = String(allSections.count).count
        for (index, section) in allSections.enumerated() {
            let label = String(index + 1)
            let padding = String(repeating: " ", count: digits - label.count)
            page.line("  \(padding)\(label). \(section.title)")
        }
    }

    private func rule(under text: String) -> String {
        String(repeating: "═", count: text.displayWidth)
    }
}
