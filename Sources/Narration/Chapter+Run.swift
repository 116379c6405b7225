import Foundation

extension Chapter {
    /// Runs the chapter as its command line asks, then exits.
    ///
    /// Exit code 0 after a run, `--list` or `--help`; exit code 2, with a
    /// one-line message on standard error, for a command line it cannot follow.
    public func main() -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        exit(run(arguments, environment: ProcessInfo.processInfo.environment))
    }

    /// Runs the chapter for `arguments` and returns the exit code.
    func run(_ arguments: [String], environment: [String: String]) -> Int32 {
        let options: ChapterOptions
        do {
            options = try ChapterOptions(arguments, sectionCount: allSections.count)
        } catch {
            let message = "\(programName): \(error.message)\n"
            FileHandle.standardError.write(Data(message.utf8))
            return 2
        }
        let colour = Terminal.usesColour(plain: options.plain, environment: environment)
        let page = Narrator.standardOutput(colour: colour)
        switch options.action {
        case .help: help(page)
        case .list: list(page)
        case .section(let number): run(number, page)
        case .all: runAll(page, step: options.step)
        }
        return 0
    }

    private func runAll(_ page: Narrator, step: Bool) {
        page.line(Style.heading.apply("Chapter \(number) · \(title)", colour: page.colour))
        page.line(Style.dim.apply(rule(under: "Chapter \(number) · \(title)"), colour: page.colour))
        page.say(
            """
            A companion to Ash Furrow's Functional Reactive Programming on iOS, run in \
            Swift. \(allSections.count) sections; `swift run \(programName) --help` shows \
            how to run one at a time.
            """)
        for number in 1...allSections.count {
            if step, number > 1 {
                page.blank()
                page.prompt("  Press Enter for \(number). \(allSections[number - 1].title) ")
                Terminal.waitForEnter()
            }
            run(number, page)
        }
    }

    /// Section `number` (from 1): its heading, then its body.
    private func run(_ number: Int, _ page: Narrator) {
        let section = allSections[number - 1]
        let title = "── \(number). \(section.title) "
        let fill = String(repeating: "─", count: max(3, page.width - title.displayWidth))
        page.blank()
        page.line(
            Style.heading.apply(title, colour: page.colour)
                + Style.dim.apply(fill, colour: page.colour))
        section.body(page)
    }

    private func list(_ page: Narrator) {
        page.line(Style.heading.apply("Chapter \(number) · \(title)", colour: page.colour))
        page.blank()
        let digits = String(allSections.count).count
        for (index, section) in allSections.enumerated() {
            let label = String(index + 1)
            let padding = String(repeating: " ", count: digits - label.count)
            page.line("  \(padding)\(label). \(section.title)")
        }
    }

    private func help(_ page: Narrator) {
        let count = allSections.count
        page.line("Usage: swift run \(programName) [--list | --section N] [--step] [--plain]")
        page.say(
            """
            Chapter \(number) · \(title). Narrates the chapter's sections in the book's \
            order and runs their code live.
            """)
        page.table(
            ["Option", "What it does"],
            [
                ["(none)", "run every section, in the book's order"],
                ["--list", "print the \(count) sections, numbered"],
                ["--section N", "run only section N (1 to \(count))"],
                ["--step", "pause for Enter between sections (for workshops)"],
                ["--plain", "no colour; also when NO_COLOR is set or output is not a terminal"],
                ["--help", "show this help"],
            ])
    }

    private func rule(under text: String) -> String {
        String(repeating: "═", count: text.displayWidth)
    }
}
