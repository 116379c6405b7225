/// The marks that say how an exercise stands: ✔ done, ✘ failing, … waiting,
/// · not attempted, green and red on a colour terminal.
///
/// Colour is on only when standard output is a terminal, `NO_COLOR` is unset
/// or empty (its convention: only a non-empty value turns colour off), and
/// `TERM` is not `dumb`. A piped or redirected run gets the plain marks.
///
/// ```swift
/// print(Marks(colored: false).done)   // prints ✔
/// print(Marks(colored: true).done)    // prints ✔ in green
/// ```
struct Marks: Equatable {
    /// Whether the marks carry colour codes.
    let colored: Bool

    var done: String { paint("✔", "32") }
    var failing: String { paint("✘", "31") }
    var waiting: String { paint("…", "33") }
    var notAttempted: String { "·" }

    /// The marks for this process: coloured if `isTerminal` and the environment allows it.
    static func detect(isTerminal: Bool, environment: [String: String]) -> Marks {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let dumb = environment["TERM"] == "dumb"
        return Marks(colored: isTerminal && !noColor && !dumb)
    }

    /// Whether standard output is a terminal.
    static var standardOutputIsTerminal: Bool {
        Platform.isTerminal(1)
    }

    private func paint(_ mark: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(mark)\u{1B}[0m" : mark
    }
}
