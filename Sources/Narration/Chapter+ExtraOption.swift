import Foundation

/// An option that only one chapter has, such as Chapter 4's `--realtime`.
///
/// It runs instead of the sections, on its own; only `--plain` may go with it.
/// `--help` lists it under the shared options.
///
/// ```swift
/// let realtime = ExtraOption("--realtime", "replay the countdown with real delays") { page in
///     page.say("Counting down in real time…")
/// }
/// Chapter(4, title, sections: sections, glossary: glossary).main(extras: [realtime])
/// ```
///
/// Book: no equivalent; the book's examples run inside an iOS app.
public struct ExtraOption: Sendable {
    /// The flag, such as `--realtime`.
    public let flag: String
    /// What the option does, in a few words, for `--help`.
    public let summary: String
    /// Writes the option's run through the narrator it is given.
    public let body: @Sendable (Narrator) -> Void

    /// Creates an option named `flag` that runs `body` when given.
    public init(
        _ flag: String, _ summary: String, body: @escaping @Sendable (Narrator) -> Void
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
        openClosedStandardDescriptors()
        let arguments = Array(CommandLine.arguments.dropFirst())
        exit(run(arguments, extras: extras, environment: ProcessInfo.processInfo.environment))
    }

    /// Runs the chapter for `arguments`, which may hold one of `extras`, and returns the exit code.
    func run(_ arguments: [String], extras: [ExtraOption], environment: [String: String])
        -> Int32
    {
        let chosen = extras.filter { arguments.contains($0.flag) }
        let shared = arguments.filter { argument in !extras.contains { $0.flag == argument } }
        let parsed = try? ChapterOptions(shared, sectionCount: allSections.count)
        let wantsHelp = parsed?.action == .help
        // The shared options go first: their errors, their help.
        if chosen.isEmpty || parsed == nil || wantsHelp {
            let code = run(shared, environment: environment)
            if code == 0, wantsHelp, !extras.isEmpty {
                let colour = Terminal.usesColour(
                    plain: shared.contains("--plain"), environment: environment)
                helpForExtras(
                    extras, page: Narrator.standardOutput(colour: colour, apparatus: apparatus))
            }
            return code
        }
        guard chosen.count == 1, shared.allSatisfy({ $0 == "--plain" }) else {
            let message =
                "\(programName): \(chosen[0].flag) runs on its own; only --plain may go with it\n"
            FileHandle.standardError.write(Data(message.utf8))
            return 2
        }
        let colour = Terminal.usesColour(plain: !shared.isEmpty, environment: environment)
        chosen[0].body(Narrator.standardOutput(colour: colour, apparatus: apparatus))
        return 0
    }

    private func helpForExtras(_ extras: [ExtraOption], page: Narrator) {
        page.say("\(programName) also has:")
        page.table(["Option", "What it does"], extras.map { [$0.flag, $0.summary] })
    }
}
