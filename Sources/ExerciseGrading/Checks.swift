import Reactive
import ReactiveTesting
import WorkbookKit

/// Makes `call` and throws a `WrongAnswer` unless it returns `expected`.
///
/// ```swift
/// try check("squares(of: [1, 2])", squares([1, 2]), equals: [1, 4])
/// ```
public func check<Value: Equatable>(
    _ call: String, _ actual: @autoclosure () throws -> Value, equals expected: Value,
    hint: Int = 1, because explanation: Bilingual? = nil
) throws {
    let value = try during(call, actual)
    guard value != expected else { return }
    throw WrongAnswer(
        call: call,
        comparison: .each { language in
            Labels.expected(language) + describe(expected) + "\n" + Labels.got(language)
                + describe(value)
        },
        explanation: explanation, hint: hint)
}

/// Throws a `WrongAnswer` about `call` unless `condition` holds.
///
/// Print counts with `counted` (WorkbookKit), so that one call reads "1 time":
///
/// ```swift
/// try require(calls == 3, "firstSquares(3, of: 1...1000, using: square)",
///     expected: Bilingual(en: "square called 3 times", zh: "square 被调用 3 次"),
///     got: Bilingual(en: "called \(counted(calls, "time"))", zh: "调用了 \(calls) 次"), hint: 2)
/// ```
public func require(
    _ condition: Bool, _ call: String, expected: Bilingual, got: Bilingual, hint: Int = 1,
    because explanation: Bilingual? = nil
) throws {
    try require(
        condition, .verbatim(call), expected: expected, got: got, hint: hint,
        because: explanation)
}

/// `require` about a call told in words, in both languages.
public func require(
    _ condition: Bool, _ place: Bilingual, expected: Bilingual, got: Bilingual, hint: Int = 1,
    because explanation: Bilingual? = nil
) throws {
    guard !condition else { return }
    throw WrongAnswer(
        place: place,
        comparison: .each { language in
            Labels.expected(language) + expected.text(in: language) + "\n"
                + Labels.got(language) + got.text(in: language)
        },
        explanation: explanation, hint: hint)
}

/// Throws a `WrongAnswer` unless `recorder` saw the timeline `expected`,
/// showing both timelines aligned if not.
///
/// ```swift
/// try checkMarbles("deal([a, b, c], every: 2s)", recorder, equals: "--a-b-(c|)")
/// ```
public func checkMarbles(
    _ call: String, _ recorder: TestObserver<String>, equals expected: String, hint: Int = 1,
    legend: Bilingual? = nil, because explanation: Bilingual? = nil
) throws {
    guard let mismatch = Marbles.mismatch(expected: expected, actual: recorder.events) else {
        return
    }
    throw WrongAnswer(
        call: call, comparison: marbleComparison(mismatch, notes: legend.map { [$0] } ?? []),
        explanation: explanation, hint: hint)
}

/// Throws a `WrongAnswer` unless `recorder` saw the timeline `expected`, whose
/// characters stand for the values in `values`; shows both timelines aligned if not.
///
/// `legend`, if given, follows the timelines on a line of its own, after "where".
///
/// ```swift
/// try checkMarbles(
///     "emailValidity(texts)", recorder, equals: "-f---t-|", values: ["t": true, "f": false],
///     legend: "t = true, f = false")
/// ```
public func checkMarbles<Value: Equatable>(
    _ call: String, _ recorder: TestObserver<Value>, equals expected: String,
    values: [Character: Value], hint: Int = 1, legend: Bilingual? = nil,
    because explanation: Bilingual? = nil
) throws {
    guard
        let mismatch = Marbles.mismatch(expected: expected, actual: recorder.events, values: values)
    else { return }
    throw WrongAnswer(
        call: call, comparison: marbleComparison(mismatch, notes: legend.map { [$0] } ?? []),
        explanation: explanation, hint: hint)
}

/// Throws a `WrongAnswer` unless `recorder` saw the timeline `expected`, for
/// values too long to print, such as images or lists of photos: both timelines
/// and both event lists show each value as its letter in `letters`, and a
/// value that has no letter as `?`.
///
/// ```swift
/// try checkMarbles(
///     "thumbnail(from: body, …)", recorder, equals: "---i--|", letters: ["i": image],
///     legend: "i = the decoded image")
/// ```
public func checkMarbles<Value: Equatable>(
    _ call: String, _ recorder: TestObserver<Value>, equals expected: String,
    letters: [Character: Value], hint: Int = 1, legend: Bilingual? = nil,
    because explanation: Bilingual? = nil
) throws {
    let named = recorder.events.map { record -> Recorded<String> in
        switch record.event {
        case .next(let value):
            let letter = letters.first { $0.value == value }?.key ?? "?"
            return .next(record.time, String(letter))
        case .error(let error): return .error(record.time, error)
        case .completed: return .completed(record.time)
        }
    }
    guard let mismatch = Marbles.mismatch(expected: expected, actual: named) else { return }
    let unnamed = named.contains { $0.event.value == "?" }
    let notes = [
        legend,
        unnamed ? Bilingual(en: "? = a value that is none of these", zh: "? = 不是其中任何一个的值") : nil,
    ].compactMap { $0 }
    throw WrongAnswer(
        call: call, comparison: marbleComparison(mismatch, notes: notes),
        explanation: explanation, hint: hint)
}

/// `Marbles.mismatch`'s comparison, in both languages, and after it the
/// notes that say what the letters stand for, after "where".
private func marbleComparison(_ mismatch: String, notes: [Bilingual]) -> Bilingual {
    .each { language in
        let text = language == .english ? mismatch : chineseMismatch(mismatch)
        guard !notes.isEmpty else { return text }
        return text + "\n" + language.pick("where ", "其中 ")
            + notes.map { $0.text(in: language) }.joined(separator: language.pick(", ", "，"))
    }
}

/// `Marbles.mismatch`'s lines with their labels in Chinese: the timelines
/// after labels as wide as each other, the pointer under the first difference.
private func chineseMismatch(_ mismatch: String) -> String {
    let labels = [
        ("expected events: ", "预期的事件："), ("actual events:   ", "实际的事件："),
        ("expected: ", "预期："), ("actual:   ", "实际："),
    ]
    return mismatch.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        for (english, chinese) in labels where line.hasPrefix(english) {
            return chinese + line.dropFirst(english.count)
        }
        let pointer = #/^ {10}( *\^) first difference at tick (\d+)$/#
        if let match = String(line).firstMatch(of: pointer) {
            return String(repeating: " ", count: 6) + match.1 + " 第一处不同，在第 \(match.2) 刻"
        }
        return String(line)
    }.joined(separator: "\n")
}

/// A value that says itself in words, in both languages: a verdict, what a
/// story gave. `describe(_:in:)` and the comparisons use it; its English must
/// be what `describe(_:)` writes.
public protocol SaysItself {
    /// The value in words, in both languages.
    var said: Bilingual { get }
}

/// `value` as `describe(_:)` writes it, or in `language`'s words if it says itself.
public func describe<Value>(_ value: Value, in language: Language) -> String {
    if let value = value as? any SaysItself { return value.said.text(in: language) }
    return describe(value)
}

/// A value as a learner would write it: strings quoted, optionals without `Optional(…)`.
public func describe<Value>(_ value: Value) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        return mirror.children.first.map { describe($0.value) } ?? "nil"
    }
    if let text = value as? String {
        return text.debugDescription
    }
    return String(describing: value)
}

/// A list as a learner would write it, cut short when it is long: its first
/// twenty elements, then how many more there are.
///
/// ```swift
/// print(abbreviated(Array(1...30)))   // prints [1, 2, …, 20, … (10 more)]
/// ```
public func abbreviated<Element>(_ list: [Element]) -> String {
    guard list.count > 20 else { return describe(list) }
    let shown = list.prefix(20).map { describe($0) }.joined(separator: ", ")
    return "[\(shown), … (\(list.count - 20) more)]"
}
