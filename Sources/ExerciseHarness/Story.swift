import ReactiveTesting

/// A time story for a signal exercise, played on a `TestScheduler`: what each
/// source sends and when, what every inner signal sends from its start, and
/// when the answer is subscribed, disposed, and joined by a late subscriber
/// (who may leave early too).
///
/// Graders compare the answer with the reference solution on many stories
/// (see `compareStories`): some written by hand, most generated.
///
/// ```swift
/// let story = Story(["queries": "-a--b-|"], inner: ("search", "--1-(2|)"), lateSubscriberAt: 3)
/// print(story)
/// // prints
/// // queries:   -a--b-|
/// // search(x): --1-(2|)   from each subscription, sending "x1", "x2"
/// // subscribed at 0, a late subscriber at 3
/// ```
///
/// A source can also be cold, such as a fetch that runs once per
/// subscription: its script then counts from each subscription.
public struct Story: Sendable, Equatable, Codable, CustomStringConvertible {
    /// One source: its name and what it sends, at absolute ticks if it is
    /// hot, or counted from each subscription if it is cold.
    public struct Script: Sendable, Equatable, Codable {
        /// The name the exercise's adapter asks the stage for, such as "queries".
        public let name: String
        /// The events, in order; values are one-letter strings.
        public var events: [Recorded<String>]
        /// Whether the source is cold: it plays its events afresh for each
        /// subscription, counted from it, and logs each subscription.
        public var isCold: Bool

        /// A source called `name` that sends `events`, cold if `isCold`.
        public init(name: String, events: [Recorded<String>], isCold: Bool = false) {
            self.name = name
            self.events = events
            self.isCold = isCold
        }
    }

    /// The sources, in the order the stage creates them.
    public var sources: [Script]
    /// The name of the inner signals (such as "search") and what each plays
    /// from its own subscription; a value `"1"` of the inner signal for key
    /// `"a"` arrives as `"a1"`. Nil when the exercise has no inner signals.
    public var inner: Script?
    /// When the answer's signal is subscribed.
    public var subscribeAt: Int
    /// When that subscription is disposed, if it is disposed early.
    public var disposeAt: Int?
    /// When a second subscriber subscribes to the same signal, if one does.
    public var lateSubscriberAt: Int?
    /// When the late subscriber's subscription is disposed, if it is.
    public var lateDisposeAt: Int?
    /// How long one tick of the story is on its test scheduler, if not one
    /// second: half a second, say, so that keystrokes come 1.5 s apart.
    public var tick: Duration?

    /// A story from scripts.
    public init(
        sources: [Script], inner: Script? = nil, subscribeAt: Int = 0, disposeAt: Int? = nil,
        lateSubscriberAt: Int? = nil, lateDisposeAt: Int? = nil, tick: Duration? = nil
    ) {
        self.sources = sources
        self.inner = inner
        self.subscribeAt = subscribeAt
        self.disposeAt = disposeAt
        self.lateSubscriberAt = lateSubscriberAt
        self.lateDisposeAt = lateDisposeAt
        self.tick = tick
    }

    /// A story written as marbles: each source by name (in name order unless
    /// `order` is given; those named in `cold` are cold), and the inner
    /// signals' script.
    public init(
        _ sources: [String: String], order: [String]? = nil, cold: Set<String> = [],
        inner: (String, String)? = nil, subscribeAt: Int = 0, disposeAt: Int? = nil,
        lateSubscriberAt: Int? = nil, lateDisposeAt: Int? = nil, tick: Duration? = nil
    ) {
        let names = order ?? sources.keys.sorted()
        self.init(
            sources: names.map {
                Script(
                    name: $0, events: Self.events(sources[$0] ?? ""), isCold: cold.contains($0))
            },
            inner: inner.map { Script(name: $0.0, events: Self.events($0.1)) },
            subscribeAt: subscribeAt, disposeAt: disposeAt, lateSubscriberAt: lateSubscriberAt,
            lateDisposeAt: lateDisposeAt, tick: tick)
    }

    /// The events of a grader's own marble diagram. A diagram that does not
    /// parse is a mistake in the grader, not in an answer: it stops the run
    /// with the diagram and the place, and CI's grading of the reference
    /// solutions finds it.
    public static func events(_ marbles: String) -> [Recorded<String>] {
        do {
            return try Marbles.parse(marbles)
        } catch {
            preconditionFailure("a grader's story has a malformed diagram: \(error)")
        }
    }

    /// The last tick at which anything in the story happens. A cold source
    /// counts as subscribed at the last subscriber's arrival.
    public var lastTick: Int {
        let hot = sources.filter { !$0.isCold }
        let times = hot.flatMap { $0.events.map(\.time) } + (inner?.events.map(\.time) ?? [])
        let arrivals = [subscribeAt, disposeAt ?? 0, lateSubscriberAt ?? 0, lateDisposeAt ?? 0]
        let lastArrival = max(subscribeAt, lateSubscriberAt ?? 0)
        let cold = sources.filter(\.isCold).compactMap {
            $0.events.last.map { lastArrival + $0.time }
        }
        return (arrivals + times + cold).max() ?? 0
    }

    /// The story as marbles, one line per source, then the inner signals and
    /// the subscriptions.
    public var description: String {
        let labels = sources.map { "\($0.name):" } + (inner.map { ["\($0.name)(x):"] } ?? [])
        let width = labels.map(\.count).max() ?? 0
        func label(_ text: String) -> String {
            text + String(repeating: " ", count: width - text.count + 1)
        }
        func drawn(_ events: [Recorded<String>]) -> String {
            events.isEmpty ? "(sends nothing)" : Marbles.render(events)
        }
        var lines = sources.map {
            label("\($0.name):") + drawn($0.events)
                + ($0.isCold ? "   cold, from each subscription" : "")
        }
        if let inner {
            let values = inner.events.compactMap(\.event.value).map { "\"x\($0)\"" }
            lines.append(
                label("\(inner.name)(x):") + drawn(inner.events)
                    + "   from each subscription"
                    + (values.isEmpty ? "" : ", sending " + values.joined(separator: ", ")))
        }
        var subscription = "subscribed at \(subscribeAt)"
        if let disposeAt { subscription += ", disposed at \(disposeAt)" }
        if let lateSubscriberAt {
            subscription += ", a late subscriber at \(lateSubscriberAt)"
            if let lateDisposeAt { subscription += ", who leaves at \(lateDisposeAt)" }
        }
        if let tick, tick != .seconds(1) {
            let milliseconds = tick / .milliseconds(1)
            let shown =
                milliseconds == milliseconds.rounded()
                ? String(Int(milliseconds)) : String(milliseconds)
            subscription += "; a tick is \(shown) ms"
        }
        lines.append(subscription)
        return lines.joined(separator: "\n")
    }
}
