import Reactive

extension Marbles {
    /// Compares recorded events with a diagram; `nil` if they match, otherwise
    /// a message with both timelines aligned and the first difference marked.
    ///
    /// `#` in the diagram matches any error. The caret points at the first
    /// tick whose events differ; a signal still open is drawn as far as the
    /// other timeline, so a missing event shows where it was due. Below the
    /// timelines, the message lists both sets of events with their times,
    /// drawn with the timelines' letters (so a long value never floods the
    /// message). A malformed diagram, expected or scripted into a signal that
    /// was recorded, gives its `MarbleError` description instead.
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
        let expected: [Recorded<Value>]
        do {
            expected = try parse(marbles, values: values)
        } catch {
            return error.description
        }
        for case .error(let error as MarbleError) in actual.map(\.event) {
            return "a recorded signal was scripted with " + error.description
        }
        guard !matches(expected, actual) else { return nil }
        let symbol: (Value) -> Character? = { value in
            values.first { $0.value == value }?.key ?? defaultSymbol(value)
        }
        // Each line is drawn at least as far as the other one's last event.
        let end = max(expected.last.map { $0.time + 1 } ?? 0, actual.last.map { $0.time + 1 } ?? 0)
        return describe(
            expected: render(expected, until: end, symbol: symbol),
            actual: render(actual, until: end, symbol: symbol),
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

    /// The first tick at which the two lists hold different events.
    private static func firstDifferentTick<Value: Equatable>(
        _ expected: [Recorded<Value>], _ actual: [Recorded<Value>]
    ) -> Int {
        let ticks = Set(expected.map(\.time) + actual.map(\.time)).sorted()
        let differing = ticks.first { tick in
            !matches(expected.filter { $0.time == tick }, actual.filter { $0.time == tick })
        }
        return differing ?? ticks.last ?? 0
    }

    private static func describe<Value: Equatable>(
        expected: String, actual: String,
        expectedRecords: [Recorded<Value>], actualRecords: [Recorded<Value>],
        symbol: (Value) -> Character?
    ) -> String {
        let tick = firstDifferentTick(expectedRecords, actualRecords)
        let column =
            column(ofTick: tick, in: expected) ?? column(ofTick: tick, in: actual) ?? tick
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
                      \(pointer) first difference at tick \(tick)
            expected events: \(list(expectedRecords))
            actual events:   \(list(actualRecords))
            """
    }

    /// The first column of a drawn line that stands for `tick`: its own
    /// position, except inside a group `(…)`, whose events all happen at the
    /// group's first column. `nil` if the line is shorter.
    private static func column(ofTick tick: Int, in line: String) -> Int? {
        var groupStart: Int?
        for (index, character) in line.enumerated() {
            if character == "(" { groupStart = index }
            if (groupStart ?? index) == tick { return index }
            if character == ")" { groupStart = nil }
        }
        return nil
    }
}
