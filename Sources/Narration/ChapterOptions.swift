/// What a chapter was asked to do on its command line.
///
/// | Option | Effect |
/// |---|---|
/// | (none) | run every section in order |
/// | `--list` | print the numbered sections and stop |
/// | `--section N`, `--section=N` | run only section N; given again, run each in the order given |
/// | `--step` | pause for Enter between sections, for workshops |
/// | `--no-pager` | on a terminal, print straight to it instead of through a pager |
/// | `--plain` | no colour, even on a terminal |
/// | `--help`, `-h` | explain the options and stop |
///
/// Anything else is a `UsageError`, which the chapter reports on one line
/// before exiting with code 2.
///
/// ```swift
/// let options = try ChapterOptions(["--section", "3", "--plain"], sectionCount: 8)
/// print(options.action, options.plain)   // prints sections([3]) true
/// ```
///
/// Book: no equivalent; the book's examples live in Xcode projects.
public struct ChapterOptions: Sendable, Equatable {
    /// What the run should do.
    public enum Action: Sendable, Equatable {
        /// Run every section.
        case all
        /// Run these sections (numbered from 1), in this order.
        case sections([Int])
        /// Print the sections.
        case list
        /// Explain the options.
        case help
    }

    /// What the run should do.
    public var action: Action = .all
    /// Whether to pause for Enter between sections.
    public var step = false
    /// Whether colour was turned off with `--plain`.
    public var plain = false
    /// Whether a run on a terminal may go through a pager (`--no-pager` says no).
    public var pager = true

    /// Reads `arguments` (without the program's name) for a chapter of `sectionCount` sections.
    ///
    /// Throws a `UsageError` for an unknown option, a missing or unusable
    /// section number, `--list` together with `--section`, or a stray argument.
    /// A section named twice runs once, where it was first named.
    public init(_ arguments: [String], sectionCount: Int) throws(UsageError) {
        var remaining = arguments[...]
        var wantsList = false
        var sections: [Int] = []
        var wantsHelp = false
        while let argument = remaining.popFirst() {
            var section: Int?
            switch argument {
            case "--list": wantsList = true
            case "--step": step = true
            case "--plain": plain = true
            case "--no-pager": pager = false
            case "--help", "-h": wantsHelp = true
            case "--section":
                section = try Self.sectionNumber(remaining.popFirst(), of: sectionCount)
            case _ where argument.hasPrefix("--section="):
                let value = String(argument.dropFirst("--section=".count))
                section = try Self.sectionNumber(value, of: sectionCount)
            case _ where argument.hasPrefix("-"):
                throw UsageError("unknown option '\(argument)' (see --help)")
            default:
                throw UsageError("unexpected argument '\(argument)' (see --help)")
            }
            if let section, !sections.contains(section) { sections.append(section) }
        }
        if wantsList, !sections.isEmpty {
            throw UsageError("--list and --section cannot be used together")
        }
        if wantsHelp {
            action = .help
        } else if wantsList {
            action = .list
        } else if !sections.isEmpty {
            action = .sections(sections)
        }
    }

    private static func sectionNumber(_ value: String?, of count: Int) throws(UsageError) -> Int {
        guard let value else {
            throw UsageError("--section needs a number from 1 to \(count)")
        }
        guard let number = Int(value), (1...count).contains(number) else {
            throw UsageError("no section '\(value)': the sections are 1 to \(count) (see --list)")
        }
        return number
    }
}
