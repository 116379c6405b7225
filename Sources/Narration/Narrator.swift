/// Writes a chapter's text: narration, code, live output and notes on the book's API.
///
/// Each section's body receives a narrator and tells its story through it. The
/// narrator decides the layout (blank lines, indents, wrapping, colour), so
/// every chapter looks the same and a section file holds only what it teaches.
/// It is `Sendable`, so a subscription's callback may print through it.
///
/// ```swift
/// let page = Narrator { print($0, terminator: "") }
/// page.say("map hands each element to a function.")
/// page.output("\([1, 2, 3].map { $0 * $0 })")
/// page.book("-[RACSequence map:]")
/// // prints
/// //
/// // map hands each element to a function.
/// //   ▸ [1, 4, 9]
/// //
/// //   Book: -[RACSequence map:]
/// ```
///
/// Book: no equivalent; the book is read, these chapters are run.
public struct Narrator: Sendable {
    /// The widest a line of narration may be, in terminal columns.
    public let width: Int
    /// Whether the text is styled with colour escape codes.
    public let colour: Bool
    private let sink: @Sendable (String) -> Void

    /// Creates a narrator that hands each finished line, with its newline, to `write`.
    public init(
        width: Int = 80, colour: Bool = false,
        write: @escaping @Sendable (String) -> Void
    ) {
        self.width = width
        self.colour = colour
        self.sink = write
    }

    /// A narrator for standard output.
    static func standardOutput(colour: Bool) -> Narrator {
        Narrator(width: Terminal.width, colour: colour) { print($0, terminator: "") }
    }

    /// Narration: one or more paragraphs, wrapped to the width.
    ///
    /// Blank lines separate paragraphs; other line breaks are just spaces.
    public func say(_ text: String) {
        for paragraph in wrap(text, width: width) {
            blank()
            for text in paragraph { line(text) }
        }
    }

    /// Live output of the code just shown, one `▸` line per line of `text`.
    ///
    /// Print only what was computed in this run.
    public func output(_ text: String) {
        for outputLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line("  ▸ " + Style.output.apply(String(outputLine), colour: colour))
        }
    }

    /// A note naming the ReactiveCocoa 2 API that the example corresponds to.
    ///
    /// ```swift
    /// page.book("-[RACSequence map:]")   // prints   Book: -[RACSequence map:]
    /// ```
    ///
    /// Several names are separated by commas; a list wider than the page
    /// continues on lines indented under the first name.
    public func book(_ names: String...) {
        var lines = ["Book:"]
        for (index, name) in names.enumerated() {
            let item = index < names.count - 1 ? name + "," : name
            if index == 0
                || 2 + lines[lines.count - 1].displayWidth + 1 + item.displayWidth <= width
            {
                lines[lines.count - 1] += " " + item
            } else {
                lines.append("      " + item)
            }
        }
        blank()
        for text in lines { line("  " + Style.book.apply(text, colour: colour)) }
    }

    /// A note under the `Book:` footer naming one way this library departs from
    /// ReactiveCocoa 2.
    ///
    /// Call it after ``book(_:)``. Where the difference is behaviour, follow it
    /// with a short listing whose output shows it.
    ///
    /// ```swift
    /// page.book("RACSubject")
    /// page.differs("a late subscriber to a finished subject hears the end.")
    /// // prints
    /// //
    /// //   Book: RACSubject
    /// //
    /// //   Differs from RAC2: a late subscriber to a finished subject hears the
    /// //     end.
    /// ```
    public func differs(_ text: String) {
        let lead = "Differs from RAC2:"
        let lines = wrap(lead + " " + text, width: width - 4).flatMap { $0 }
        blank()
        for (index, text) in lines.enumerated() {
            line((index == 0 ? "  " : "    ") + Style.book.apply(text, colour: colour))
        }
    }

    /// An empty line.
    public func blank() {
        sink("\n")
    }

    /// Text left on the current line, dimmed, for the reader to answer.
    func prompt(_ text: String) {
        sink(Style.dim.apply(text, colour: colour))
    }

    /// One line as given, without trailing spaces.
    func line(_ text: String) {
        var text = text
        while text.last == " " { text.removeLast() }
        sink(text + "\n")
    }
}
