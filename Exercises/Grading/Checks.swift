import Reactive
import ReactiveTesting

/// Makes `call` and throws a `WrongAnswer` unless it returns `expected`.
///
/// ```swift
/// try check("squares(of: [1, 2])", squares([1, 2]), equals: [1, 4])
/// ```
public func check<Value: Equatable>(
    _ call: String, _ actual: @autoclosure () throws -> Value, equals expected: Value,
    hint: Int = 1, because explanation: String? = nil
) throws {
    let value = try during(call, actual)
    guard value != expected else { return }
    throw WrongAnswer(
        call: call,
        comparison: "expected: \(describe(expected))\ngot:      \(describe(value))",
        explanation: explanation, hint: hint)
}

/// Throws a `WrongAnswer` about `call` unless `condition` holds.
///
/// Print counts with `counted` (WorkbookKit), so that one call reads "1 time":
///
/// ```swift
/// try require(calls == 3, "firstSquares(3, of: 1...1000, using: square)",
///     expected: "square called 3 times", got: "called \(counted(calls, "time"))", hint: 2)
/// ```
public func require(
    _ condition: Bool, _ call: String, expected: String, got: String, hint: Int = 1,
    because explanation: String? = nil
) throws {
    guard !condition else { return }
    throw WrongAnswer(
        call: call, comparison: "expected: \(expected)\ngot:      \(got)",
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
    legend: String? = nil, because explanation: String? = nil
) throws {
    guard let mismatch = Marbles.mismatch(expected: expected, actual: recorder.events) else {
        return
    }
    throw WrongAnswer(
        call: call, comparison: mismatch + (legend.map { "\nwhere " + $0 } ?? ""),
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
    values: [Character: Value], hint: Int = 1, legend: String? = nil,
    because explanation: String? = nil
) throws {
    guard
        let mismatch = Marbles.mismatch(expected: expected, actual: recorder.events, values: values)
    else { return }
    throw WrongAnswer(
        call: call, comparison: mismatch + (legend.map { "\nwhere " + $0 } ?? ""),
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
    letters: [Character: Value], hint: Int = 1, legend: String? = nil,
    because explanation: String? = nil
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
    let notes = [legend, unnamed ? "? = a value that is none of these" : nil].compactMap { $0 }
    throw WrongAnswer(
        call: call,
        comparison: mismatch + (notes.isEmpty ? "" : "\nwhere " + notes.joined(separator: ", ")),
        explanation: explanation, hint: hint)
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
