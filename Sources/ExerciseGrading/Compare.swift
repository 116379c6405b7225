import WorkbookKit

/// What a grader can say about a difference it recognises: one sentence,
/// in English and in Chinese, and the hint tier that helps with that mistake.
///
/// ```swift
/// Diagnosis(hint: 2, en: "In Swift, -3 % 2 is -1, not 1.", zh: "在 Swift 中，-3 % 2 是 -1，不是 1。")
/// ```
public struct Diagnosis: Sendable {
    /// The hint tier to read.
    public let hint: Int
    /// What the difference usually means.
    public let because: Bilingual

    /// A diagnosis pointing to hint tier `hint`, saying `en` in English and `zh` in Chinese.
    public init(hint: Int, en: String, zh: String) {
        self.init(hint: hint, Bilingual(en: en, zh: zh))
    }

    /// A diagnosis pointing to hint tier `hint`, saying `because`.
    public init(hint: Int, _ because: Bilingual) {
        self.hint = hint
        self.because = because
    }
}

/// The note that ends a comparison's explanation: the input shown is the
/// smallest of `count` on which the answer and the reference differ.
///
/// ```swift
/// print(smallestFailing(300, "input").zh)
/// // prints （这是在 300 个输入中找到的最小出错输入，与参考答案比较得出。）
/// ```
func smallestFailing(_ count: Int, _ what: String) -> Bilingual {
    let zh = what == "story" ? "场景" : "输入"
    return Bilingual(
        en: "(The smallest failing \(what) found among \(count), compared with the "
            + "reference solution.)",
        zh: "（这是在 \(count) 个\(zh)中找到的最小出错\(zh)，与参考答案比较得出。）")
}

/// The explanation under a comparison: each part that is there, in order,
/// one to a line, as `WrongAnswer` indents them.
func explanation(_ parts: [Bilingual?]) -> Bilingual {
    .joined(parts.compactMap { $0 }, separator: "\n  ")
}

/// Throws a `WrongAnswer` unless `answer` gives what `reference` gives on
/// every input of `inputs`: the examples, the edge cases, then `count`
/// random inputs from `seed`, smallest first.
///
/// On the first difference it shrinks the input while the two still differ,
/// and reports the smallest failing input it found: the call, expected
/// against got, and `diagnose`'s explanation if it recognises the mistake.
/// `call` names the call as code; where the name is partly words (a story
/// told line by line), `callInChinese` gives it in Chinese. Where the
/// outputs hold words (a log of steps), `wordsInChinese` puts the Chinese
/// comparison's words into Chinese.
///
/// ```swift
/// try compare(
///     squares, with: Chapter1Reference.squares(of:), on: .integerLists(), seed: seed,
///     call: { "squares(of: \($0))" })
/// ```
public func compare<Input, Output: Equatable>(
    _ answer: Side<Input, Output>, with reference: Side<Input, Output>,
    on inputs: Inputs<Input>, seed: Seed, count: Int = 300, maxSize: Int = 12,
    call: (Input) -> String, callInChinese: ((Input) -> String)? = nil,
    wordsInChinese: ((String) -> String)? = nil, hint: Int = 1,
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
        place: Bilingual(
            en: call(found.input), zh: callInChinese?(found.input) ?? call(found.input)),
        comparison: Bilingual(
            en: comparison(expected: found.expected, got: found.got, in: .english),
            zh: (wordsInChinese ?? { $0 })(
                comparison(expected: found.expected, got: found.got, in: .chinese))),
        explanation: explanation([diagnosis?.because, smallestFailing(all.count, "input")]),
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
/// print(comparison(expected: [1, 4], got: [1, 5], in: .english))
/// // expected: [1, 4]
/// // got:      [1, 5]
/// ```
func comparison<Output>(expected: Output, got: Output, in language: Language) -> String {
    let wanted = Mirror(reflecting: expected)
    let found = Mirror(reflecting: got)
    let whole =
        Labels.expected(language) + describe(expected, in: language) + "\n"
        + Labels.got(language) + describe(got, in: language)
    guard wanted.displayStyle == .collection, found.displayStyle == .collection else {
        return whole
    }
    let left = wanted.children.map { describe($0.value) }
    let right = found.children.map { describe($0.value) }
    guard left.count > 20 || right.count > 20 else {
        return whole
    }
    let first =
        zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(left.count, right.count)
    func around(_ list: [String]) -> String {
        let start = max(0, first - 3)
        let end = min(list.count, first + 4)
        let middle = list[start..<end].joined(separator: ", ")
        return "[" + (start > 0 ? "…, " : "") + middle + (end < list.count ? ", …" : "") + "]"
            + language.pick(" (\(counted(list.count, "element")))", "（共 \(list.count) 个元素）")
    }
    var lines = [
        Labels.expected(language) + around(left), Labels.got(language) + around(right),
    ]
    if first < left.count && first < right.count {
        lines.append(
            language.pick(
                "first difference at index \(first): expected \(left[first]), got \(right[first])",
                "第一处不同在下标 \(first)：预期 \(left[first])，实际 \(right[first])"))
    } else {
        lines.append(
            language.pick(
                "the lists agree up to index \(first), where the shorter one ends",
                "两个列表到下标 \(first) 为止都相同，较短的那个在此结束"))
    }
    return lines.joined(separator: "\n")
}
