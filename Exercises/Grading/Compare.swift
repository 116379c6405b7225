import WorkbookKit

/// What a grader can say about a difference it recognises: one sentence,
/// and the hint tier that helps with that mistake.
///
/// ```swift
/// Diagnosis(hint: 2, "In Swift, -3 % 2 is -1, not 1.")
/// ```
public struct Diagnosis: Sendable {
    /// The hint tier to read.
    public let hint: Int
    /// What the difference usually means.
    public let because: String

    /// A diagnosis pointing to hint tier `hint`.
    public init(hint: Int, _ because: String) {
        self.hint = hint
        self.because = because
    }
}

/// Throws a `WrongAnswer` unless `answer` gives what `reference` gives on
/// every input of `inputs`: the examples, the edge cases, then `count`
/// random inputs from `seed`, smallest first.
///
/// On the first difference it shrinks the input while the two still differ,
/// and reports the smallest failing input it found: the call, expected
/// against got, and `diagnose`'s explanation if it recognises the mistake.
///
/// ```swift
/// try compare(
///     squares, with: Chapter1Reference.squares(of:), on: .integerLists(), seed: seed,
///     call: { "squares(of: \($0))" })
/// ```
public func compare<Input, Output: Equatable>(
    _ answer: Side<Input, Output>, with reference: Side<Input, Output>,
    on inputs: Inputs<Input>, seed: Seed, count: Int = 300, maxSize: Int = 12,
    call: (Input) -> String, hint: Int = 1,
    diagnose: (_ input: Input, _ expected: Output, _ got: Output) -> Diagnosis? = { _, _, _ in
        nil
    }
) throws {
    let all = inputs.all(seed: seed, count: count, maxSize: maxSize)
    guard
        let found = try firstDifference(
            answer, reference, on: all, smaller: inputs.smaller, call: call)
    else { return }
    let diagnosis = diagnose(found.input, found.expected, found.got)
    throw WrongAnswer(
        call: call(found.input),
        comparison: comparison(expected: found.expected, got: found.got),
        explanation: [
            diagnosis?.because,
            "(The smallest failing input found among \(all.count), compared with the "
                + "reference solution.)",
        ].compactMap { $0 }.joined(separator: "\n  "),
        hint: diagnosis?.hint ?? hint)
}

/// `compare` for two functions played here, one input at a time: for the
/// grading's own tests.
public func compare<Input, Output: Equatable>(
    _ answer: @escaping (Input) throws -> Output,
    with reference: @escaping (Input) throws -> Output,
    on inputs: Inputs<Input>, seed: Seed, count: Int = 300, maxSize: Int = 12,
    call: (Input) -> String, hint: Int = 1,
    diagnose: (_ input: Input, _ expected: Output, _ got: Output) -> Diagnosis? = { _, _, _ in
        nil
    }
) throws {
    try compare(
        Side(answer), with: Side(reference), on: inputs, seed: seed, count: count,
        maxSize: maxSize, call: call, hint: hint, diagnose: diagnose)
}

/// Expected above got, as the learner would write them. Two long lists are
/// shown around their first difference, with their lengths, rather than in full.
///
/// ```swift
/// print(comparison(expected: [1, 4], got: [1, 5]))
/// // expected: [1, 4]
/// // got:      [1, 5]
/// ```
func comparison<Output>(expected: Output, got: Output) -> String {
    let wanted = Mirror(reflecting: expected)
    let found = Mirror(reflecting: got)
    guard wanted.displayStyle == .collection, found.displayStyle == .collection else {
        return "expected: \(describe(expected))\ngot:      \(describe(got))"
    }
    let left = wanted.children.map { describe($0.value) }
    let right = found.children.map { describe($0.value) }
    guard left.count > 20 || right.count > 20 else {
        return "expected: \(describe(expected))\ngot:      \(describe(got))"
    }
    let first =
        zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(left.count, right.count)
    func around(_ list: [String]) -> String {
        let start = max(0, first - 3)
        let end = min(list.count, first + 4)
        let middle = list[start..<end].joined(separator: ", ")
        return "[" + (start > 0 ? "…, " : "") + middle + (end < list.count ? ", …" : "") + "]"
            + " (\(counted(list.count, "element")))"
    }
    var lines = ["expected: " + around(left), "got:      " + around(right)]
    if first < left.count && first < right.count {
        lines.append(
            "first difference at index \(first): expected \(left[first]), got \(right[first])")
    } else {
        lines.append("the lists agree up to index \(first), where the shorter one ends")
    }
    return lines.joined(separator: "\n")
}
