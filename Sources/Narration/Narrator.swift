import WorkbookKit

/// Writes a chapter's text: narration, code, live output and notes on the book's API.
///
/// Each section's body receives a narrator and tells its story through it. The
/// narrator decides the layout (blank lines, indents, wrapping, colour), so
/// every chapter looks the same and a section file holds only what it teaches.
/// It is `Sendable`, so a subscription's callback may print through it.
///
/// ```swift
/// let page = Narrator { print($0, terminator: "") }
/// page.say(en: "map hands each element to a function.", zh: "map 把每个元素交给一个函数。")
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
    /// The chapter's notes on its sources, or nil to print none.
    public let apparatus: Apparatus?
    /// The language the reader chose: `say(en:zh:)` and the others print its half.
    public let language: Language
    /// Where the story goes: terminal text, or blocks for a web page.
    let renderer: Renderer
    /// The number of the section being told (from 1), so that its text can
    /// name itself in a command; 0 outside a section.
    public internal(set) var sectionNumber = 0

    /// Creates a narrator that hands each finished line, with its newline, to
    /// `write`, adding the notes of `apparatus` if given.
    public init(
        width: Int = 80, colour: Bool = false, apparatus: Apparatus? = nil,
        language: Language = .english, write: @escaping @Sendable (String) -> Void
    ) {
        self.init(
            width: width, colour: colour, apparatus: apparatus, language: language,
            renderer: .terminal(write))
    }

    /// Creates a narrator that hands its story to `renderer`.
    init(width: Int, colour: Bool, apparatus: Apparatus?, language: Language, renderer: Renderer) {
        self.width = width
        self.colour = colour
        self.apparatus = apparatus
        self.language = language
        self.renderer = renderer
    }

    /// A narrator for standard output.
    static func standardOutput(colour: Bool, apparatus: Apparatus?, language: Language)
        -> Narrator
    {
        Narrator(width: Terminal.width, colour: colour, apparatus: apparatus, language: language) {
            print($0, terminator: "")
        }
    }

    /// Live output of the code just shown, one `▸` line per line of `text`.
    ///
    /// Print only what was computed in this run.
    public func output(_ text: String) {
        if record(
            .output(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
        {
            return
        }
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
    /// continues on lines indented under the first name. With an apparatus, a
    /// `Source:` line follows, naming the file the call is in, from the
    /// package's top folder:
    ///
    /// ```
    ///   Book: -[RACSequence map:]
    ///   Source: Chapters/Chapter1/Mapping.swift
    /// ```
    public func book(_ names: String..., file: String = #filePath) {
        book(names, file: file)
    }

    /// The `Book:` footer for `names`, given as an array, with the `Source:`
    /// line naming `file`.
    func book(_ names: [String], file: String) {
        let source = apparatus == nil ? nil : packagePath(of: file)
        if record(.book(names: names, source: source)) { return }
        var lines = [language == .chinese ? "原书：" : "Book:"]
        for (index, name) in names.enumerated() {
            let item = index < names.count - 1 ? name + "," : name
            if index == 0 {
                lines[0] += (language == .chinese ? "" : " ") + item
            } else if 2 + lines[lines.count - 1].displayWidth + 1 + item.displayWidth <= width {
                lines[lines.count - 1] += " " + item
            } else {
                lines.append("      " + item)
            }
        }
        if apparatus != nil { lines.append(sourceLabel + packagePath(of: file)) }
        blank()
        for text in lines { line("  " + Style.book.apply(text, colour: colour)) }
    }

    /// The label of a `Source:` line, with its space, in the reader's language.
    var sourceLabel: String {
        language == .chinese ? "源码：" : "Source: "
    }

    /// An empty line.
    public func blank() {
        switch renderer {
        case .terminal(let write): write("\n")
        case .blocks(let recorder): recorder.endLines()
        }
    }

    /// Text left on the current line, dimmed, for the reader to answer.
    func prompt(_ text: String) {
        guard case .terminal(let write) = renderer else { return }
        write(Style.dim.apply(text, colour: colour))
    }

    /// One line as given, without trailing spaces.
    func line(_ text: String) {
        var text = text
        while text.last == " " { text.removeLast() }
        switch renderer {
        case .terminal(let write): write(text + "\n")
        case .blocks(let recorder): recorder.append(line: text)
        }
    }
}

/// Where `file`, a full path, stands in the package: from its `Chapters`,
/// `Sources`, `Exercises` or `Tests` folder on, or just its name if it is in
/// none of them.
///
/// ```swift
/// print(packagePath(of: "/home/ash/frp/Chapters/Chapter4/Replay.swift"))
/// // prints Chapters/Chapter4/Replay.swift
/// ```
func packagePath(of file: String) -> String {
    let parts = file.split(separator: "/", omittingEmptySubsequences: false)
    let top = parts.lastIndex { ["Chapters", "Sources", "Exercises", "Tests"].contains($0) }
    guard let top else { return String(parts.last ?? "") }
    return parts[top...].joined(separator: "/")
}
