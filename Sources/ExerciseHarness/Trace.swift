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
public struct Trace: Equatable, Sendable, Codable {
    /// One thing a run showed.
    public enum Content: Equatable, Sendable, Codable {
        /// Events with their ticks, each value drawn as its label.
        case timeline([Recorded<String>])
        /// When something was subscribed and disposed.
        case spans([SubscriptionSpan])
        /// A sentence, such as "2 times" or "freed".
        case fact(String)
    }

    /// A named part of a trace.
    public struct Part: Equatable, Sendable, Codable {
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
}
