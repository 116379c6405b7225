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
/// Time is the position in the line, so `"-a-b-|"` sends `a` at 1, `b` at 3
/// and completes at 5, and two diagrams printed one above the other line up.
///
/// ```swift
/// print(Marbles.parse("-a-(bc)|"))
/// // prints [next(a)@1, next(b)@3, next(c)@3, completed@7]
/// ```
///
/// Book: no direct equivalent; the diagrams follow RxJS and RxTest.
public enum Marbles {
    /// Parses a diagram whose values are looked up in `values` by character.
    ///
    /// A character missing from `values` stops the test with a clear message.
    ///
    /// ```swift
    /// print(Marbles.parse("-x-y|", values: ["x": 10, "y": 20]))
    /// // prints [next(10)@1, next(20)@3, completed@4]
    /// ```
    ///
    /// Book: none; RxJS's `TestScheduler.parseMarbles` does the same
    public static func parse<Value>(
        _ marbles: String, values: [Character: Value], error: any Error = TestError()
    ) -> [Recorded<Value>] {
        parse(marbles, error: error) { character in
            guard let value = values[character] else {
                preconditionFailure("marble '\(character)' in \"\(marbles)\" has no value")
            }
            return value
        }
    }

    /// Parses a diagram whose values are the characters themselves, as strings.
    ///
    /// Book: none; RxJS's `TestScheduler.parseMarbles` does the same
    public static func parse(_ marbles: String, error: any Error = TestError())
        -> [Recorded<String>]
    {
        parse(marbles, error: error) { String($0) }
    }

    private static func parse<Value>(
        _ marbles: String, error: any Error, value: (Character) -> Value
    ) -> [Recorded<Value>] {
        var records: [Recorded<Value>] = []
        var time = 0
        var groupStart: Int?
        for character in marbles where character != " " {
            let at = groupStart ?? time
            switch character {
            case "-": break
            case "(":
                precondition(groupStart == nil, "groups cannot nest: \(marbles)")
                groupStart = time
            case ")":
                precondition(groupStart != nil, "a ) without its (: \(marbles)")
                groupStart = nil
            case "|": records.append(.completed(at))
            case "#": records.append(.error(at, error))
            default: records.append(.next(at, value(character)))
            }
            time += 1
        }
        precondition(groupStart == nil, "a ( without its ): \(marbles)")
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

    private static func character<Value>(
        for event: Event<Value>, _ symbol: (Value) -> Character?
    ) -> String {
        switch event {
        case .next(let value): return String(symbol(value) ?? "*")
        case .error: return "#"
        case .completed: return "|"
        }
    }

    /// Compares recorded events with a diagram; `nil` if they match, otherwise
    /// a message with both timelines aligned and the first difference marked.
    ///
    /// `#` in the diagram matches any error. Below the timelines, the message
    /// lists both sets of events with their times, drawn with the timelines'
    /// letters (so a long value never floods the message).
    ///
    /// ```swift
    /// let actual: [Recorded<String>] = [.next(2, "a"), .completed(3)]
    /// print(Marbles.mismatch(expected: "-a|", actual: actual) ?? "same")
    /// // prints
    /// // expected: -a|
    /// // actual:   --a|
    /// //            ^ first difference at tick 1
    /// // expected events: [a@1, |@2]
    /// // actual events:   [a@2, |@3]
    /// ```
    ///
    /// Book: none; RxJS's `expectObservable(…).toBe(…)` compares in the same way
    public static func mismatch<Value: Equatable>(
        expected marbles: String, actual: [Recorded<Value>], values: [Character: Value]
    ) -> String? {
        let expected = parse(marbles, values: values)
        guard !matches(expected, actual) else { return nil }
        let symbol: (Value) -> Character? = { value in
            values.first { $0.value == value }?.key ?? defaultSymbol(value)
        }
        return describe(
            expected: render(expected, symbol: symbol), actual: render(actual, symbol: symbol),
            expectedRecords: expected, actualRecords: actual, symbol: symbol)
    }

    /// Compares recorded one-letter strings with a diagram; see `mismatch(expected:actual:values:)`.
    ///
    /// Book: none; RxJS's `expectObservable(…).toBe(…)` compares in the same way
    public static func mismatch(expected marbles: String, actual: [Recorded<String>]) -> String? {
        let letters = Set(marbles).subtracting("-()|# ")
        let values = Dictionary(uniqueKeysWithValues: letters.map { ($0, String($0)) })
        return mismatch(expected: marbles, actual: actual, values: values)
    }

    private static func matches<Value: Equatable>(
        _ expected: [Recorded<Value>], _ actual: [Recorded<Value>]
    ) -> Bool {
        guard expected.count == actual.count else { return false }
        return zip(expected, actual).allSatisfy { want, got in
            if case .error = want.event, case .error = got.event { return want.time == got.time }
            return want == got
        }
    }

    private static func describe<Value>(
        expected: String, actual: String,
        expectedRecords: [Recorded<Value>], actualRecords: [Recorded<Value>],
        symbol: (Value) -> Character?
    ) -> String {
        let pairs = Array(zip(expected, actual))
        let column = pairs.firstIndex { $0.0 != $0.1 } ?? min(expected.count, actual.count)
        let pointer = String(repeating: " ", count: column) + "^"
        func list(_ records: [Recorded<Value>]) -> String {
            let items = records.map { record -> String in
                "\(character(for: record.event, symbol))@\(record.time)"
            }
            return "[" + items.joined(separator: ", ") + "]"
        }
        return """
            expected: \(expected)
            actual:   \(actual)
                      \(pointer) first difference at tick \(tick(atColumn: column, of: expected))
            expected events: \(list(expectedRecords))
            actual events:   \(list(actualRecords))
            """
    }

    /// The tick a column of a drawn line stands for: its own position, except
    /// inside a group `(…)`, whose events all happen at the group's first column.
    private static func tick(atColumn column: Int, of line: String) -> Int {
        var groupStart: Int?
        for (index, character) in line.enumerated() {
            if character == "(" { groupStart = index }
            if index == column { return groupStart ?? index }
            if character == ")" { groupStart = nil }
        }
        return column
    }
}
