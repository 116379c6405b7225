import ReactiveTesting

/// What a signal did in a run that a grader sets up itself, for exercises
/// whose inputs are not time stories (cards to deal, a period): what each
/// subscriber received, under a label, and facts the grader saw on the way,
/// such as work left on the scheduler.
///
/// ```swift
/// let run = Run(
///     ["the subscriber": main.events, "the late subscriber": late.events],
///     facts: ["\(scheduler.pendingCount) cards still scheduled"])
/// ```
public struct Run<Output: Sendable & Equatable & Codable>: Equatable, Sendable, Codable {
    /// One subscriber's events, and who that subscriber is.
    public struct Timeline: Equatable, Sendable, Codable {
        /// Who received the events, such as "the late subscriber".
        public let label: String
        /// What it received, with the ticks.
        public let events: [Recorded<Output>]
    }

    /// The subscribers' timelines, in the order the grader subscribed them.
    public var timelines: [Timeline]
    /// Other observations, each one short line, such as "0 cards still scheduled".
    public var facts: [String]

    /// A run with these subscribers' timelines and facts.
    public init(_ timelines: KeyValuePairs<String, [Recorded<Output>]>, facts: [String] = []) {
        self.timelines = timelines.map { Timeline(label: $0.key, events: $0.value) }
        self.facts = facts
    }
}
