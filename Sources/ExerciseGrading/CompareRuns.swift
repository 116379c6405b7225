import ExerciseHarness
import ReactiveTesting
import WorkbookKit

/// Throws a `WrongAnswer` unless the runs `answer` makes equal the ones
/// `reference` makes on every input of `inputs`: the examples, the edge
/// cases, then `count` random inputs from `seed`.
///
/// It is `compare` for signals on inputs of a grader's own making. On the
/// first difference it shrinks the input while the two still differ, then
/// shows each timeline that differs as two aligned lines, expected above got,
/// and each fact that differs; then what `diagnose` recognises in the
/// difference, if anything, before `explanation`.
///
/// ```swift
/// try compareRuns(
///     { dealt($0, by: deal) }, with: { dealt($0, by: Chapter2Reference.deal) },
///     on: .deals(examples: [handPicked]), seed: seed, call: \.description)
/// ```
public func compareRuns<Input, Output: Sendable & Equatable>(
    _ answer: Side<Input, Run<Output>>, with reference: Side<Input, Run<Output>>,
    on inputs: Inputs<Input>, seed: Seed, count: Int = 200, maxSize: Int = 10,
    call: (Input) -> String, callInChinese: ((Input) -> String)? = nil, hint: Int = 1,
    because explanation: Bilingual? = nil,
    diagnose: (Input, _ expected: Run<Output>, _ got: Run<Output>) -> Diagnosis? = { _, _, _ in
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
        comparison: .each { language in
            differences(expected: found.expected, got: found.got, in: language)
                .joined(separator: "\n")
        },
        explanation: ExerciseGrading.explanation([
            diagnosis?.because, explanation, smallestFailing(all.count, "input"),
        ]),
        hint: diagnosis?.hint ?? hint)
}

/// Each timeline and fact that differs, expected above got.
private func differences<Output: Sendable & Equatable>(
    expected: Run<Output>, got: Run<Output>, in language: Language
) -> [String] {
    var lines: [String] = []
    let labels = expected.timelines.map(\.label)
    for label in labels + got.timelines.map(\.label).filter({ !labels.contains($0) }) {
        let wanted = expected.timelines.first { $0.label == label }?.events ?? []
        let found = got.timelines.first { $0.label == label }?.events ?? []
        guard wanted != found else { continue }
        lines +=
            [
                language.pick(
                    "what \(label) received:",
                    amid(TraceWords.name(label, in: language)).drop { $0 == " " } + "收到的：")
            ]
            + aligned(wanted, found, in: language)
    }
    let nothing = language.pick("nothing", "（无）")
    for index in 0..<max(expected.facts.count, got.facts.count) {
        let wanted = index < expected.facts.count ? expected.facts[index] : nothing
        let found = index < got.facts.count ? got.facts[index] : nothing
        guard wanted != found else { continue }
        lines += [
            "  " + Labels.expected(language) + TraceWords.fact(wanted, in: language),
            "  " + Labels.got(language) + TraceWords.fact(found, in: language),
        ]
    }
    return lines
}

/// Two timelines drawn one above the other, the first difference marked. A
/// value longer than one character is drawn as `*`, and both event lists
/// follow so that nothing is hidden.
private func aligned<Output: Sendable & Equatable>(
    _ expected: [Recorded<Output>], _ got: [Recorded<Output>], in language: Language
) -> [String] {
    let end = ((expected + got).map(\.time).max() ?? 0) + 1
    let top = Marbles.render(expected, until: end)
    let bottom = Marbles.render(got, until: end)
    let column =
        zip(top, bottom).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(top.count, bottom.count)
    var lines = drawnAbove(top, bottom, column: column, in: language)
    let values = (expected + got).compactMap(\.event.value)
    if values.contains(where: { Marbles.defaultSymbol($0) == nil }) {
        lines += eventLists("\(expected)", "\(got)", in: language)
    }
    return lines
}

/// Two drawn timelines, expected above got, and under them a `^` at
/// `column`, the first difference.
func drawnAbove(_ top: String, _ bottom: String, column: Int, in language: Language)
    -> [String]
{
    let label = "  " + Labels.expected(language)
    return [
        label + top, "  " + Labels.got(language) + bottom,
        String(repeating: " ", count: columns(label) + column)
            + language.pick("^ first difference", "^ 第一处不同"),
    ]
}

/// Two lists of events, expected above got.
func eventLists(_ expected: String, _ got: String, in language: Language) -> [String] {
    [
        language.pick("  expected events: ", "  预期的事件：") + expected,
        language.pick("  got events:      ", "  实际的事件：") + got,
    ]
}
