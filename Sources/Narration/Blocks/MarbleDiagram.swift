/// A marble diagram as data: its lines, each with the events of a recorded
/// run at their ticks, and the diagram as the terminal draws it.
///
/// A web page draws it as a picture (`MarbleSVG`) and keeps `text` as its
/// text alternative, for screen readers and for copying.
///
/// ```swift
/// let diagram = MarbleDiagram(
///     lines: [.init(label: "input", marks: [.init(tick: 1, .value(symbol: "a", description: "a"))])],
///     end: 2, text: ["    input  -a"])
/// print(diagram.lines[0].marks[0].tick)   // prints 1
/// ```
///
/// Book: the marble diagrams the book draws by hand; these come from real runs.
public struct MarbleDiagram: Sendable, Equatable {
    /// One labelled timeline.
    public struct Line: Sendable, Equatable {
        /// The label before the timeline.
        public let label: String
        /// What happened, in the order it was recorded.
        public let marks: [MarbleMark]

        /// A timeline labelled `label` holding `marks`.
        public init(label: String, marks: [MarbleMark]) {
            self.label = label
            self.marks = marks
        }
    }

    /// The timelines, top to bottom.
    public let lines: [Line]
    /// The tick every timeline runs to: one past the latest event, or later.
    public let end: Int
    /// The diagram as the terminal shows it, one entry per line, without colour.
    public let text: [String]

    /// A diagram of `lines` running to tick `end`, drawn in text as `text`.
    public init(lines: [Line], end: Int, text: [String]) {
        self.lines = lines
        self.end = end
        self.text = text
    }
}

/// One event on a marble diagram's timeline, at the tick it happened.
///
/// ```swift
/// let mark = MarbleMark(tick: 4, .completed)
/// print(mark.symbol)   // prints |
/// ```
public struct MarbleMark: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// A value, drawn as `symbol`; `description` is the value in full.
        case value(symbol: Character, description: String)
        /// The signal completed.
        case completed
        /// The signal failed with the error described.
        case failed(String)
        /// A subscription began.
        case subscribed
        /// A subscription ended.
        case disposed
    }

    /// The tick of the test scheduler it happened at.
    public let tick: Int
    /// What happened.
    public let kind: Kind

    /// An event of `kind` at `tick`.
    public init(tick: Int, _ kind: Kind) {
        self.tick = tick
        self.kind = kind
    }

    /// Whether it ends the signal: it completed or failed.
    public var endsTheSignal: Bool {
        switch kind {
        case .completed, .failed: true
        case .value, .subscribed, .disposed: false
        }
    }

    /// The character the terminal draws for it: the value's symbol, `|`, `#`, `^` or `!`.
    public var symbol: Character {
        switch kind {
        case .value(let symbol, _): symbol
        case .completed: "|"
        case .failed: "#"
        case .subscribed: "^"
        case .disposed: "!"
        }
    }
}
