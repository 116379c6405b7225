import ExerciseHarness
import ReactiveTesting

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
///     hint: 2, because: "Share one subscription among all subscribers.")
/// ```
public func checkSubscriptions(
    _ call: String, of what: String, _ actual: [SubscriptionSpan], equals expected: [String],
    hint: Int = 1, because explanation: String? = nil
) throws {
    let wanted = expected.map { SubscriptionSpan($0) }
    guard actual != wanted else { return }
    let comparison = spanLines(of: what, expected: wanted, got: actual)
    throw WrongAnswer(
        call: call, comparison: comparison.joined(separator: "\n"), explanation: explanation,
        hint: hint)
}

/// Both sets of subscriptions to `what` as timelines, expected above got.
func spanLines(of what: String, expected: [SubscriptionSpan], got: [SubscriptionSpan])
    -> [String]
{
    let width = (expected + got).map { timeline($0).count }.max() ?? 0
    return ["subscriptions to \(what), ^ subscribed and ! disposed:"]
        + lines("expected: ", expected, width: width).split(separator: "\n").map(String.init)
        + lines("got:      ", got, width: width).split(separator: "\n").map(String.init)
}

/// One line per span, the first after `label` and the others lined up under
/// it, each timeline padded to `width` so that the notes after them line up.
private func lines(_ label: String, _ spans: [SubscriptionSpan], width: Int) -> String {
    let drawn = spans.isEmpty ? ["(never subscribed)"] : spans.map { draw($0, width: width) }
    let indent = String(repeating: " ", count: label.count)
    return drawn.enumerated()
        .map { ($0.offset == 0 ? label : indent) + $0.element }
        .joined(separator: "\n")
}

/// A span as a timeline with a note, such as `--^---!   (subscribed at 2, disposed at 6)`.
private func draw(_ span: SubscriptionSpan, width: Int) -> String {
    let line = timeline(span)
    let padding = String(repeating: " ", count: max(width - line.count, 0))
    let note =
        span.disposed.map { "subscribed at \(span.subscribed), disposed at \($0)" }
        ?? "subscribed at \(span.subscribed), never disposed"
    return line + padding + "   (\(note))"
}

/// A span as a timeline: `--^---!`, or `--^` while it lasts.
private func timeline(_ span: SubscriptionSpan) -> String {
    let start = String(repeating: "-", count: span.subscribed) + "^"
    guard let end = span.disposed else { return start }
    return start + String(repeating: "-", count: max(end - span.subscribed - 1, 0)) + "!"
}
