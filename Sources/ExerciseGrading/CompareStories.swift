import ExerciseHarness
import Reactive
import ReactiveTesting
import WorkbookKit

/// Throws a `WrongAnswer` unless the answer behaves as the reference in every
/// story of `stories`: the same events at the same ticks for the subscriber
/// and the late subscriber, and the same subscriptions to every source and
/// inner signal.
///
/// Each program plays each story on a fresh stage (a `Call` whose output is
/// a `Playback`). On the first difference the story is shrunk while the two
/// still differ, and the message shows the smallest failing story, then each
/// part that differs as two timelines, expected above got; then what
/// `diagnose` recognises in the difference, if anything, before `explanation`.
///
/// ```swift
/// try compareStories(
///     "latestResults(for: queries, search: search)",
///     judge.answer(Chapter4Calls.latestResults), with: judge.reference(Chapter4Calls.latestResults),
///     on: .stories(sources: ["queries"], inner: "search"), seed: judge.seed, hint: 2)
/// ```
public func compareStories<Output: Sendable & Equatable & Codable>(
    _ call: String, _ answer: Side<Story, Playback<Output>>,
    with reference: Side<Story, Playback<Output>>,
    on stories: Inputs<Story>, seed: Seed, count: Int = 200, maxSize: Int = 10,
    hint: Int = 1, because explanation: Bilingual? = nil,
    diagnose: (Story, _ expected: Playback<Output>, _ got: Playback<Output>) -> Diagnosis? = {
        _, _, _ in nil
    }
) throws {
    let all = stories.all(seed: seed, count: count, maxSize: maxSize)
    guard
        let found = try firstDifference(
            answer, reference, on: all, smaller: stories.smaller,
            call: { _ in call + " in a story" })
    else { return }
    let diagnosis = diagnose(found.input, found.expected, found.got)
    let comparison = Bilingual.each { language in
        let lines =
            [language.pick("in this story:", "在这个场景中：")]
            + indented(found.input.told(in: language))
            + differences(expected: found.expected, got: found.got, in: language)
        return lines.joined(separator: "\n")
    }
    throw WrongAnswer(
        call: call, comparison: comparison,
        explanation: ExerciseGrading.explanation([
            diagnosis?.because, explanation, smallestFailing(all.count, "story"),
        ]),
        hint: diagnosis?.hint ?? hint)
}

/// `compareStories` for two plays made here: for the grading's own tests.
public func compareStories<Output: Sendable & Equatable & Codable>(
    _ call: String, _ answer: @escaping (Story) throws -> Playback<Output>,
    with reference: @escaping (Story) throws -> Playback<Output>,
    on stories: Inputs<Story>, seed: Seed, count: Int = 200, maxSize: Int = 10,
    hint: Int = 1, because explanation: Bilingual? = nil,
    diagnose: (Story, _ expected: Playback<Output>, _ got: Playback<Output>) -> Diagnosis? = {
        _, _, _ in nil
    }
) throws {
    try compareStories(
        call, Side(answer), with: Side(reference), on: stories, seed: seed, count: count,
        maxSize: maxSize, hint: hint, because: explanation, diagnose: diagnose)
}

private func indented(_ text: String) -> [String] {
    text.split(separator: "\n").map { "  " + $0 }
}

/// The parts of two playbacks that differ, each drawn as expected above got.
private func differences<Output: Sendable & Equatable>(
    expected: Playback<Output>, got: Playback<Output>, in language: Language
) -> [String] {
    let letters = Letters(
        expected.events + got.events + (expected.lateEvents ?? [])
            + (got.lateEvents ?? []))
    var lines: [String] = []
    if expected.events != got.events {
        lines +=
            [language.pick("what the subscriber received:", "订阅者收到的：")]
            + timelines(expected.events, got.events, letters, in: language)
    }
    if expected.lateEvents != got.lateEvents {
        lines +=
            [language.pick("what the late subscriber received:", "晚来的订阅者收到的：")]
            + timelines(expected.lateEvents ?? [], got.lateEvents ?? [], letters, in: language)
    }
    if !letters.legend.isEmpty, !lines.isEmpty {
        lines += legendLines(letters.legend, in: language)
    }
    let expectedSpans = Dictionary(
        expected.subscriptions.map { ($0.what, $0.spans) }, uniquingKeysWith: { first, _ in first })
    let gotSpans = Dictionary(
        got.subscriptions.map { ($0.what, $0.spans) }, uniquingKeysWith: { first, _ in first })
    var names = expected.subscriptions.map(\.what)
    names += got.subscriptions.map(\.what).filter { !names.contains($0) }
    for name in names where expectedSpans[name] ?? [] != gotSpans[name] ?? [] {
        let spans = spanLines(
            of: name, expected: expectedSpans[name] ?? [], got: gotSpans[name] ?? [],
            in: language)
        lines += spans.prefix(1) + spans.dropFirst().map { "  " + $0 }
    }
    return lines
}

/// Two recorded timelines, aligned, with the first difference marked.
private func timelines<Output: Sendable & Equatable>(
    _ expected: [Recorded<Output>], _ got: [Recorded<Output>], _ letters: Letters<Output>,
    in language: Language
) -> [String] {
    let end = ((expected + got).map(\.time).max() ?? 0) + 1
    let top = Marbles.render(expected, until: end, symbol: letters.symbol)
    let bottom = Marbles.render(got, until: end, symbol: letters.symbol)
    let column =
        zip(top, bottom).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(top.count, bottom.count)
    guard top == bottom else {
        return drawnAbove(top, bottom, column: column, in: language)
    }
    // The same drawing: the events differ in what they carry, such as an error's text.
    let index =
        zip(expected, got).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expected.count, got.count)
    func event(_ records: [Recorded<Output>]) -> String {
        index < records.count ? "\(records[index])" : language.pick("nothing", "（无）")
    }
    return [
        "  " + Labels.expected(language) + top, "  " + Labels.got(language) + bottom,
        language.pick(
            "  the same drawing, but event \(index + 1) differs:",
            "  画出来一样，但第 \(index + 1) 个事件不同："),
        "    " + Labels.expected(language) + event(expected),
        "    " + Labels.got(language) + event(got),
    ]
}

/// Letters for values whose descriptions are longer than one character:
/// capitals, so that they never look like the story's own lowercase values.
private struct Letters<Output: Sendable & Equatable> {
    private var named: [(value: Output, letter: Character)] = []
    private let oneCharacter: Bool

    init(_ records: [Recorded<Output>]) {
        let values = records.compactMap(\.event.value)
        oneCharacter = values.allSatisfy { Marbles.defaultSymbol($0) != nil }
        guard !oneCharacter else { return }
        for value in values where !named.contains(where: { $0.value == value }) {
            let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            named.append((value, named.count < alphabet.count ? alphabet[named.count] : "*"))
        }
    }

    func symbol(_ value: Output) -> Character? {
        oneCharacter ? Marbles.defaultSymbol(value) : named.first { $0.value == value }?.letter
    }

    /// "A = …" for each value that has a letter of its own; none when the
    /// values are their own one-character symbols.
    var legend: [String] {
        named.map { "\($0.letter) = \(describe($0.value))" }
    }

}
