import Foundation
import WorkbookKit

/// An option that only one chapter has, such as Chapter 4's `--realtime`.
///
/// It runs instead of the sections, on its own; only `--plain` may go with it.
/// `--help` lists it under the shared options.
///
/// ```swift
/// let summary = Bilingual(en: "replay the countdown with real delays", zh: "用真实的延迟重放倒计时")
/// let realtime = ExtraOption("--realtime", summary) { page in
///     page.say(en: "Counting down in real time…", zh: "按真实时间倒计时……")
/// }
/// Chapter(4, title, sections: sections, glossary: glossary).main(extras: [realtime])
/// ```
///
/// Book: no equivalent; the book's examples run inside an iOS app.
public struct ExtraOption: Sendable {
    /// The flag, such as `--realtime`.
    public let flag: String
    /// What the option does, in a few words, for `--help`.
    public let summary: Bilingual
    /// Writes the option's run through the narrator it is given.
    public let body: @Sendable (Narrator) -> Void

    /// Creates an option named `flag` that runs `body` when given.
    public init(
        _ flag: String, _ summary: Bilingual, body: @escaping @Sendable (Narrator) -> Void
    ) {
        self.flag = flag
        self.summary = summary
        self.body = body
    }
}

extension Chapter {
    /// Runs the chapter as its command line asks, accepting `extras` as well
    /// as the shared options, then exits.
    public func main(extras: [ExtraOption]) -> Never {
        StandardStreams.openClosed()
        let arguments = Array(CommandLine.arguments.dropFirst())
        Self.end(
            programName,
            status: run(arguments, extras: extras, environment: ProcessInfo.processInfo.environment)
        )
    }

    /// Runs the chapter for `arguments`, which may hold one of `extras`, and returns the exit code.
    func run(_ arguments: [String], extras: [ExtraOption], environment: [String: String])
        -> Int32
    {
        guard let language = language(for: arguments, environment: environment) else { return 2 }
        let chosen = extras.filter { arguments.contains($0.flag) }
        let shared = arguments.filter { argument in !extras.contains { $0.flag == argument } }
        let parsed = try? ChapterOptions(shared, sectionCount: allSections.count)
        // The shared options go first: their errors, their help.
        if chosen.isEmpty || parsed == nil || parsed?.action == .help {
            return run(shared, language: language, extras: extras, environment: environment)
        }
        let others = Language.removingOption(from: shared)
        guard chosen.count == 1, others.allSatisfy({ $0 == "--plain" }) else {
            let message = Bilingual(
                en: "\(chosen[0].flag) runs on its own; only --plain may go with it",
                zh: "\(chosen[0].flag) 只能单独使用，最多再加 --plain")
            reportUsageError(message.text(in: language))
            return 2
        }
        let colour = Terminal.usesColour(plain: !others.isEmpty, environment: environment)
        chosen[0].body(
            Narrator.standardOutput(colour: colour, apparatus: apparatus, language: language))
        return 0
    }
}
