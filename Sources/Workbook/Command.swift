import WorkbookKit

/// One run of the `workbook` command, read from its arguments.
enum Command: Equatable {
    case help(topic: String?)
    case progress(json: Bool)
    case check([Exercise], seed: UInt64?)
    case hint(Exercise, tier: Int)
    case solution(Exercise, confirmed: Bool)
    case reset([Exercise], confirmed: Bool)
    case watch
    case read(port: UInt16)

    /// The subcommands, in the order the help lists them.
    static let names = [
        "progress", "check", "hint", "solution", "reset", "watch", "read", "help",
    ]

    /// Words a learner may try for a subcommand, and the subcommand they mean.
    static let synonyms = [
        "grade": "check", "test": "check", "verify": "check", "status": "progress",
        "answer": "solution", "solve": "solution", "restore": "reset", "clue": "hint",
        "serve": "read", "book": "read", "web": "read", "html": "read",
    ]

    /// Reads the arguments (without the program name).
    ///
    /// Throws a `UsageError` with a one-line message for an unknown
    /// subcommand, flag or exercise.
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let name = arguments.first else { return .help(topic: nil) }
        var rest = Array(arguments.dropFirst())
        if name == "--help" || name == "-h" { return .help(topic: nil) }
        guard names.contains(name) else {
            let guess = Suggestion.nearest(to: name, among: names, synonyms: synonyms)
            throw UsageError(
                Bilingual(
                    en: "unknown subcommand '\(name)'"
                        + (guess.map { "; did you mean \($0)?" } ?? "")
                        + " (swift run workbook --help lists them)",
                    zh: "未知子命令 \(name)" + (guess.map { "，是不是想用 \($0)？" } ?? "")
                        + "（swift run workbook --help 列出全部子命令）"))
        }
        if rest.contains("--help") || rest.contains("-h") { return .help(topic: name) }
        let seed = name == "check" ? try takeSeed(from: &rest) : nil
        let port = name == "read" ? try takePort(from: &rest) : nil

        let flags = rest.filter { $0.hasPrefix("-") }
        rest.removeAll { $0.hasPrefix("-") }
        let allowed: Set<String> =
            switch name {
            case "progress": ["--json"]
            case "reset", "solution": ["--yes", "-y"]
            default: []
            }
        if let unknown = flags.first(where: { !allowed.contains($0) }) {
            let guess = Suggestion.nearest(to: unknown, among: allowed.sorted())
            throw UsageError(
                Bilingual(
                    en: "unknown option '\(unknown)' for \(name)"
                        + (guess.map { "; did you mean \($0)?" } ?? "")
                        + " (swift run workbook \(name) --help lists them)",
                    zh: "\(name) 没有选项 \(unknown)" + (guess.map { "，是不是想用 \($0)？" } ?? "")
                        + "（swift run workbook \(name) --help 列出全部选项）"))
        }

        switch name {
        case "help":
            try expect(rest, atMost: 1, for: name)
            if let topic = rest.first, !names.contains(topic) {
                let guess = Suggestion.nearest(to: topic, among: names, synonyms: synonyms)
                throw UsageError(
                    Bilingual(
                        en: "no help on '\(topic)'"
                            + (guess.map { "; did you mean \($0)?" } ?? "")
                            + " Subcommands: \(names.joined(separator: ", "))",
                        zh: "没有关于 \(topic) 的帮助" + (guess.map { "，是不是想看 \($0)？" } ?? "。")
                            + "子命令有：\(names.joined(separator: "、"))"))
            }
            return .help(topic: rest.first)
        case "read":
            try expect(rest, atMost: 0, for: name)
            return .read(port: port ?? Command.readingPort)
        case "progress":
            try expect(rest, atMost: 0, for: name)
            return .progress(json: flags.contains("--json"))
        case "check":
            try expect(rest, atMost: 1, for: name)
            return .check(try Selection.exercises(rest.first ?? "all"), seed: seed)
        case "hint":
            try expect(rest, atLeast: 1, atMost: 2, for: name)
            let exercise = try Selection.exercise(rest[0])
            let tier = rest.count == 2 ? Int(rest[1]) : 1
            guard let tier, (1...3).contains(tier) else {
                throw UsageError(
                    Bilingual(
                        en: "a hint tier is 1, 2 or 3, not '\(rest[1])'",
                        zh: "提示的级别是 1、2 或 3，不是 \(rest[1])"))
            }
            return .hint(exercise, tier: tier)
        case "solution":
            try expect(rest, atLeast: 1, atMost: 1, for: name)
            let confirmed = flags.contains("--yes") || flags.contains("-y")
            return .solution(try Selection.exercise(rest[0]), confirmed: confirmed)
        case "reset":
            try expect(rest, atLeast: 1, atMost: 1, for: name)
            let confirmed = flags.contains("--yes") || flags.contains("-y")
            return .reset(try Selection.exercises(rest[0]), confirmed: confirmed)
        default:  // watch
            try expect(rest, atMost: 0, for: name)
            return .watch
        }
    }

    /// Takes `--seed N` (or `--seed=N`) out of `arguments`: the seed a failure
    /// message printed, to replay the same inputs.
    /// The port `read` serves on unless `--port` says otherwise.
    static let readingPort: UInt16 = 8040

    /// Takes `--port N` (or `--port=N`) out of `arguments`: a port from 0
    /// (any free one) to 65535.
    static func takePort(from arguments: inout [String]) throws(UsageError) -> UInt16? {
        guard let index = arguments.firstIndex(where: { $0 == "--port" || $0.hasPrefix("--port=") })
        else { return nil }
        var text = String(arguments[index].dropFirst("--port".count).drop { $0 == "=" })
        arguments.remove(at: index)
        if text.isEmpty && index < arguments.count { text = arguments.remove(at: index) }
        guard let port = UInt16(text) else {
            throw UsageError(
                Bilingual(
                    en: "--port needs a port number from 0 to 65535, such as --port 8040",
                    zh: "--port 后面需要一个 0 到 65535 的端口号，例如 --port 8040"))
        }
        return port
    }

    static func takeSeed(from arguments: inout [String]) throws(UsageError) -> UInt64? {
        guard let index = arguments.firstIndex(where: { $0 == "--seed" || $0.hasPrefix("--seed=") })
        else { return nil }
        var text = String(arguments[index].dropFirst("--seed".count).drop { $0 == "=" })
        arguments.remove(at: index)
        if text.isEmpty {
            guard index < arguments.count else {
                throw UsageError(
                    Bilingual(
                        en: "--seed needs a number, such as --seed 1234, from a failure message",
                        zh: "--seed 后面需要一个数字，例如 --seed 1234，取自失败信息"))
            }
            text = arguments.remove(at: index)
        }
        let seed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let seed else {
            throw UsageError(
                Bilingual(
                    en: "--seed '\(text)' is not a seed; copy it from a failure message, "
                        + "such as --seed 1234",
                    zh: "\(text) 不是种子；请从失败信息中复制，例如 --seed 1234"))
        }
        return seed
    }

    /// Checks `WORKBOOK_SEED`, which replays a grader's random inputs: if set,
    /// it must be a seed as a failure message prints it (decimal, or `0x…`).
    static func checkSeed(in environment: [String: String]) throws(UsageError) {
        guard let text = environment["WORKBOOK_SEED"] else { return }
        let seed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        if seed == nil {
            throw UsageError(
                Bilingual(
                    en: "WORKBOOK_SEED='\(text)' is not a seed; copy it from a failure message, "
                        + "such as WORKBOOK_SEED=1234",
                    zh: "WORKBOOK_SEED='\(text)' 不是种子；请从失败信息中复制，例如 WORKBOOK_SEED=1234"))
        }
    }

    private static func expect(
        _ arguments: [String], atLeast minimum: Int = 0, atMost maximum: Int, for name: String
    ) throws(UsageError) {
        if arguments.count < minimum {
            throw UsageError(
                Bilingual(
                    en:
                        "\(name) needs an exercise such as 1.2; try: swift run workbook \(name) --help",
                    zh: "\(name) 需要指定练习，例如 1.2；参见 swift run workbook \(name) --help"))
        }
        if arguments.count > maximum {
            throw UsageError(
                Bilingual(
                    en: "unexpected argument '\(arguments[maximum])' for \(name); "
                        + "try: swift run workbook \(name) --help",
                    zh: "\(name) 多出了参数 \(arguments[maximum])；参见 swift run workbook \(name) --help"))
        }
    }
}

/// A mistake in the command line, reported in one line, in the chosen
/// language, with exit code 2.
struct UsageError: Error, Equatable {
    /// What was wrong, in both languages.
    let text: Bilingual

    init(_ text: Bilingual) {
        self.text = text
    }

    /// What was wrong, in English.
    var message: String { text.en }
}
