import ReactiveTesting

/// What one run of an answer showed, part by part: timelines of what was
/// received, subscription spans, and plain facts such as "decode called 1 time".
///
/// A grader plays the same case for the answer and for the reference solution,
/// writes down a trace of each, and `compareTraces` compares them. Each part
/// has a name that says what it is, as the message will show it.
///
/// ```swift
/// var trace = Trace()
/// trace.timeline("cell.image", image.events) { $0 == nil ? "n" : "a" }
/// trace.spans("a (the download)", a.subscriptions)
/// trace.fact("the cell", watched == nil ? "freed when the grid let it go" : "still alive")
/// ```
public struct Trace: Equatable, Sendable {
    /// One thing a run showed.
    public enum Content: Equatable, Sendable {
        /// Events with their ticks, each value drawn as its label.
        case timeline([Recorded<String>])
        /// When something was subscribed and disposed.
        case spans([SubscriptionSpan])
        /// A sentence, such as "2 times" or "freed".
        case fact(String)
    }

    /// A named part of a trace.
    public struct Part: Equatable, Sendable {
        /// What the part shows, such as "the grid's photos".
        public let name: String
        /// What it shows.
        public let content: Content
    }

    /// The parts, in the order they were written down.
    public private(set) var parts: [Part] = []

    /// An empty trace.
    public init() {}

    /// Writes down a timeline: `events`, each value drawn by `label`.
    ///
    /// A one-character label is drawn as itself; longer ones get capital
    /// letters and a legend in the message.
    public mutating func timeline<Value>(
        _ name: String, _ events: [Recorded<Value>], label: (Value) -> String
    ) {
        let labelled = events.map { record -> Recorded<String> in
            switch record.event {
            case .next(let value): .next(record.time, label(value))
            case .error(let error): .error(record.time, error)
            case .completed: .completed(record.time)
            }
        }
        parts.append(Part(name: name, content: .timeline(labelled)))
    }

    /// Writes down a timeline of values that are their own labels.
    public mutating func timeline(_ name: String, _ events: [Recorded<String>]) {
        parts.append(Part(name: name, content: .timeline(events)))
    }

    /// Writes down when `name` was subscribed and disposed.
    public mutating func spans(_ name: String, _ spans: [SubscriptionSpan]) {
        parts.append(Part(name: name, content: .spans(spans)))
    }

    /// Writes down a fact in words.
    public mutating func fact(_ name: String, _ fact: String) {
        parts.append(Part(name: name, content: .fact(fact)))
    }

    /// The content of the part called `name`, if there is one.
    public subscript(name: String) -> Content? {
        parts.first { $0.name == name }?.content
    }

    /// The parts that differ from `expected`, each drawn as expected above got.
    func differences(from expected: Trace) -> [String] {
        var names = expected.parts.map(\.name)
        names += parts.map(\.name).filter { !names.contains($0) }
        return names.flatMap { name -> [String] in
            let want = expected[name]
            let got = self[name]
            guard want != got else { return [] }
            switch (want, got) {
            case (.spans(let want)?, .spans(let got)?):
                let lines = spanLines(of: name, expected: want, got: got)
                return lines.prefix(1) + lines.dropFirst().map { "  " + $0 }
            case (.timeline(let want)?, .timeline(let got)?):
                return ["\(name):"] + timelineLines(want, got)
            default:
                return [
                    "\(name):", "  expected: \(want.map(Self.words) ?? "(nothing)")",
                    "  got:      \(got.map(Self.words) ?? "(nothing)")",
                ]
            }
        }
    }

    private static func words(_ content: Content) -> String {
        switch content {
        case .fact(let fact): fact
        case .timeline(let events): Marbles.render(events)
        case .spans(let spans): spans.map(\.description).joined(separator: ", ")
        }
    }
}

/// Two timelines of labels, aligned, the first difference marked, and a
/// legend for labels longer than one character.
private func timelineLines(_ expected: [Recorded<String>], _ got: [Recorded<String>]) -> [String] {
    var named: [String] = []
    for value in (expected + got).compactMap(\.event.value) where value.count != 1 {
        if !named.contains(value) { named.append(value) }
    }
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    func symbol(_ value: String) -> Character? {
        guard value.count != 1 else { return value.first }
        let index = named.firstIndex(of: value) ?? alphabet.count
        return index < alphabet.count ? alphabet[index] : "*"
    }
    let end = ((expected + got).map(\.time).max() ?? 0) + 1
    let nothing = "   (nothing)"
    let top = Marbles.render(expected, until: end, symbol: symbol)
    let bottom = Marbles.render(got, until: end, symbol: symbol)
    let column =
        zip(top, bottom).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(top.count, bottom.count)
    var lines = [
        "  expected: " + top + (expected.isEmpty ? nothing : ""),
        "  got:      " + bottom + (got.isEmpty ? nothing : ""),
        "            " + String(repeating: " ", count: column) + "^ first difference",
    ]
    if top == bottom {
        // The same drawing: the events differ only in what they carry, such as an error's text.
        lines += ["  expected events: \(expected)", "  got events:      \(got)"]
    }
    if !named.isEmpty {
        let legend = named.enumerated().map { index, value in
            "\(index < alphabet.count ? alphabet[index] : "*") = \(value)"
        }
        lines.append("  where " + legend.joined(separator: ", "))
    }
    return lines
}
