import Reactive

/// Reads marble diagrams: a timeline written as text, one character per tick.
///
/// | Character | Meaning |
/// |---|---|
/// | `-` | a tick passes with nothing sent |
/// | `a`, `7`, … | a value, taking one tick |
/// | `\|` | completed |
/// | `#` | an error |
/// | `(ab)` | several events in the same tick; the group still spans its characters |
/// | space | ignored, for lining diagrams up |
///
/// A diagram that breaks these rules throws a `MarbleError` that points at
/// the fault (see `parse`).
///
/// Time is the position in the line, so `"-a-b-|"` sends `a` at 1, `b` at 3
/// and completes at 5, and two diagrams printed one above the other line up.
///
/// ```swift
/// print(try Marbles.parse("-a-(bc)|"))
/// // prints [next(a)@1, next(b)@3, next(c)@3, completed@7]
/// ```
///
/// Book: no direct equivalent; the diagrams follow RxJS and RxTest.
public enum Marbles {
    /// Parses a diagram whose values are looked up in `values` by character.
    ///
    /// A malformed diagram throws a `MarbleError` that points at the fault:
    /// an unbalanced or nested group, anything but `-` after the terminal
    /// event, a tab or line break, or a character missing from `values`.
    ///
    /// ```swift
    /// print(try Marbles.parse("-x-y|", values: ["x": 10, "y": 20]))
    /// // prints [next(10)@1, next(20)@3, completed@4]
    /// ```
    ///
    /// Book: none; RxJS's `TestScheduler.parseMarbles` does the same
    public static func parse<Value>(
        _ marbles: String, values: [Character: Value], error: any Error = TestError()
    ) throws(MarbleError) -> [Recorded<Value>] {
        try parse(marbles, error: error) { values[$0] }
    }

    /// Parses a diagram whose values are the characters themselves, as strings.
    ///
    /// Book: none; RxJS's `TestScheduler.parseMarbles` does the same
    public static func parse(_ marbles: String, error: any Error = TestError())
        throws(MarbleError) -> [Recorded<String>]
    {
        try parse(marbles, error: error) { String($0) }
    }

    private static func parse<Value>(
        _ marbles: String, error: any Error, value: (Character) -> Value?
    ) throws(MarbleError) -> [Recorded<Value>] {
        var records: [Recorded<Value>] = []
        var time = 0
        var groupStart: (time: Int, offset: Int)?
        var ended = false
        for (offset, character) in marbles.enumerated() where character != " " {
            func fault(_ reason: String) -> MarbleError {
                MarbleError(reason, at: offset, in: marbles)
            }
            let at = groupStart?.time ?? time
            switch character {
            case "-": break
            case "(":
                guard groupStart == nil else { throw fault("groups cannot nest") }
                groupStart = (time, offset)
            case ")":
                guard groupStart != nil else { throw fault("a ) without its (") }
                groupStart = nil
            case _ where character.isWhitespace:
                throw fault("a tab or line break; line diagrams up with spaces")
            case _ where ended:
                throw fault(
                    character == "|" || character == "#"
                        ? "a second ending" : "a value after the end")
            case "|":
                records.append(.completed(at))
                ended = true
            case "#":
                records.append(.error(at, error))
                ended = true
            default:
                guard let value = value(character) else {
                    throw fault("'\(character)' has no value")
                }
                records.append(.next(at, value))
            }
            time += 1
        }
        if let groupStart {
            throw MarbleError("a ( without its )", at: groupStart.offset, in: marbles)
        }
        return records
    }

    /// Draws recorded events as a diagram, the inverse of `parse`.
    ///
    /// Each value is drawn by `symbol`, which should return one character; by
    /// default a value's description is used if it is one character long, and
    /// `*` otherwise. The line runs to the terminal event, or to `until` for a
    /// signal still open.
    ///
    /// ```swift
    /// print(Marbles.render([.next(1, "a"), .next(3, "b"), .completed(4)]))
    /// // prints -a-b|
    /// ```
    ///
    /// Book: none; the book draws its marble diagrams by hand
    public static func render<Value>(
        _ records: [Recorded<Value>], until end: Int? = nil,
        symbol: (Value) -> Character? = defaultSymbol
    ) -> String {
        var line = ""
        var column = 0
        var index = records.startIndex
        let sorted = records.sorted { $0.time < $1.time }
        let last = max(end ?? 0, sorted.last.map { $0.time + 1 } ?? 0)
        while column < last || index < sorted.endIndex {
            let group = sorted[index...].prefix { $0.time == column }
            guard !group.isEmpty else {
                if index < sorted.endIndex, sorted[index].time < column {
                    // Events crowded out by a group before them: draw them late.
                    let late = sorted[index...].prefix { $0.time < column }
                    line += late.map { character(for: $0.event, symbol) }.joined()
                    index += late.count
                    column += late.count
                    continue
                }
                line += "-"
                column += 1
                continue
            }
            let drawn = group.map { character(for: $0.event, symbol) }.joined()
            line += group.count == 1 ? drawn : "(\(drawn))"
            column += group.count == 1 ? 1 : group.count + 2
            index += group.count
            if group.contains(where: { $0.event.isTerminal }) { break }
        }
        return line
    }

    /// A value's description if it is one character long, otherwise `*`.
    ///
    /// Book: none (a helper for `render`)
    public static func defaultSymbol<Value>(_ value: Value) -> Character? {
        let text = String(describing: value)
        return text.count == 1 ? text.first : nil
    }

    static func character<Value>(
        for event: Event<Value>, _ symbol: (Value) -> Character?
    ) -> String {
        switch event {
        case .next(let value): return String(symbol(value) ?? "*")
        case .error: return "#"
        case .completed: return "|"
        }
    }
}
