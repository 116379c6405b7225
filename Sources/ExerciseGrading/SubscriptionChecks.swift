import ExerciseHarness
import ReactiveTesting
import WorkbookKit

/// Throws a `WrongAnswer` unless the subscriptions `actual` (of `what`) are
/// exactly the spans `expected`, showing both as timelines (`^` subscribed,
/// `!` disposed).
///
/// Graders use it where the subscription matters as much as the values: a
/// shared feed must be subscribed once, and `takeUntil` must dispose its source.
///
/// ```swift
/// try checkSubscriptions(
///     "shareFeed(feed)", of: "the feed", feed.subscriptions, equals: ["-^----------!"],
///     hint: 2, because: Bilingual(
///         en: "Share one subscription among all subscribers.",
///         zh: "所有订阅者共用一次订阅。"))
/// ```
public func checkSubscriptions(
    _ call: String, of what: String, _ actual: [SubscriptionSpan], equals expected: [String],
    hint: Int = 1, because explanation: Bilingual? = nil
) throws {
    let wanted = expected.map { SubscriptionSpan($0) }
    guard actual != wanted else { return }
    throw WrongAnswer(
        call: call,
        comparison: .each { language in
            spanLines(of: what, expected: wanted, got: actual, in: language)
                .joined(separator: "\n")
        },
        explanation: explanation, hint: hint)
}

/// Both sets of subscriptions to `what` as timelines, expected above got.
func spanLines(
    of what: String, expected: [SubscriptionSpan], got: [SubscriptionSpan],
    in language: Language = .english
) -> [String] {
    let width = (expected + got).map { timeline($0).count }.max() ?? 0
    let heading = language.pick(
        "subscriptions to \(what), ^ subscribed and ! disposed:",
        "对\(amid(TraceWords.name(what, in: language)))的订阅（^ 订阅，! 订阅结束）：")
    return [heading]
        + lines(Labels.expected(language), expected, width: width, in: language)
        .split(separator: "\n").map(String.init)
        + lines(Labels.got(language), got, width: width, in: language)
        .split(separator: "\n").map(String.init)
}

/// One line per span, the first after `label` and the others lined up under
/// it, each timeline padded to `width` so that the notes after them line up.
private func lines(
    _ label: String, _ spans: [SubscriptionSpan], width: Int, in language: Language
) -> String {
    let drawn =
        spans.isEmpty
        ? [language.pick("(never subscribed)", "（从未订阅）")]
        : spans.map { draw($0, width: width, in: language) }
    let indent = String(repeating: " ", count: columns(label))
    return drawn.enumerated()
        .map { ($0.offset == 0 ? label : indent) + $0.element }
        .joined(separator: "\n")
}

/// A span as a timeline with a note, such as `--^---!   (subscribed at 2, disposed at 6)`.
private func draw(_ span: SubscriptionSpan, width: Int, in language: Language) -> String {
    let line = timeline(span)
    let padding = String(repeating: " ", count: max(width - line.count, 0))
    let note =
        span.disposed.map {
            language.pick(
                "(subscribed at \(span.subscribed), disposed at \($0))",
                "（第 \(span.subscribed) 刻订阅，第 \($0) 刻释放）")
        }
        ?? language.pick(
            "(subscribed at \(span.subscribed), never disposed)",
            "（第 \(span.subscribed) 刻订阅，从未释放）")
    return line + padding + "   " + note
}

/// A span as a timeline: `--^---!`, or `--^` while it lasts.
private func timeline(_ span: SubscriptionSpan) -> String {
    let start = String(repeating: "-", count: span.subscribed) + "^"
    guard let end = span.disposed else { return start }
    return start + String(repeating: "-", count: max(end - span.subscribed - 1, 0)) + "!"
}
