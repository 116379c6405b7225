import Reactive
import ReactiveTesting
import Synchronization

/// Where a story is played: a fresh `TestScheduler`, the story's sources (hot,
/// or cold) and its family of inner signals, each logging when it was subscribed.
///
/// A grader's adapter builds the exercise's signal from a stage:
///
/// ```swift
/// let latest: (Stage) -> Signal<String> = { stage in
///     latestResults(for: stage.source("queries"), search: stage.inner)
/// }
/// ```
public final class Stage: Sendable {
    /// The virtual clock the story runs on, with the story's tick; pass it
    /// to answers that take a scheduler.
    public let scheduler: TestScheduler
    private let sources: [String: TestableSignal<String>]
    private let innerScript: [Recorded<String>]
    private let inners = Mutex<[(key: String, signal: TestableSignal<String>)]>([])

    /// A stage for `story`: its sources are scheduled, nothing has run yet.
    public init(_ story: Story) {
        let scheduler = TestScheduler(tick: story.tick ?? .seconds(1))
        self.scheduler = scheduler
        var sources: [String: TestableSignal<String>] = [:]
        for script in story.sources {
            sources[script.name] =
                script.isCold
                ? scheduler.coldSignal(script.events) : scheduler.hotSignal(script.events)
        }
        self.sources = sources
        innerScript = story.inner?.events ?? []
    }

    /// The source called `name` in the story.
    public func source(_ name: String) -> Signal<String> {
        guard let source = sources[name] else {
            preconditionFailure("the story has no source named \(name)")
        }
        return source.signal
    }

    /// The inner signal for `key`: a cold signal playing the story's inner
    /// script from each subscription, its values prefixed with `key`.
    @Sendable public func inner(_ key: String) -> Signal<String> {
        let existing = inners.withLock { list in list.first { $0.key == key }?.signal }
        if let existing { return existing.signal }
        let script = innerScript.map { record -> Recorded<String> in
            guard case .next(let value) = record.event else { return record }
            return .next(record.time, key + value)
        }
        let signal = scheduler.coldSignal(script)
        inners.withLock { $0.append((key, signal)) }
        return signal.signal
    }

    /// Each source's subscriptions, then each inner signal's, in the order
    /// the sources were named and the inner signals first asked for.
    public func subscriptions(_ story: Story) -> [(what: String, spans: [SubscriptionSpan])] {
        let named = story.sources.map { ($0.name, sources[$0.name]?.subscriptions ?? []) }
        let innerName = story.inner?.name ?? "inner"
        let inner = inners.withLock { $0 }.map {
            ("\(innerName)(\"\($0.key)\")", $0.signal.subscriptions)
        }
        return named + inner
    }
}

/// What one answer did in one story: what its subscribers received and when
/// each source and inner signal was subscribed and disposed.
public struct Playback<Output: Sendable & Equatable & Codable>: Equatable, Sendable, Codable {
    /// What the subscriber received.
    public var events: [Recorded<Output>]
    /// What the late subscriber received, if the story has one.
    public var lateEvents: [Recorded<Output>]?
    /// Each source's and inner signal's subscriptions.
    public var subscriptions: [Subscriptions]

    /// When one source or inner signal was subscribed and disposed.
    public struct Subscriptions: Equatable, Sendable, Codable {
        /// Which source, such as "queries" or "search(\"a\")".
        public let what: String
        /// Its subscriptions, in order.
        public let spans: [SubscriptionSpan]

        /// The subscriptions `spans` of `what`.
        public init(what: String, spans: [SubscriptionSpan]) {
            self.what = what
            self.spans = spans
        }
    }

    /// Plays `story` on a fresh stage with the signal `make` builds, until
    /// `horizon` ticks after the story's last tick.
    public init(_ story: Story, horizon: Int, _ make: (Stage) -> Signal<Output>) {
        let stage = Stage(story)
        let signal = make(stage)
        let main = stage.scheduler.record(
            signal, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let late = story.lateSubscriberAt.map {
            stage.scheduler.record(signal, subscribeAt: $0, disposeAt: story.lateDisposeAt)
        }
        stage.scheduler.advance(to: story.lastTick + horizon)
        events = main.events
        lateEvents = late?.events
        subscriptions = stage.subscriptions(story).map {
            Subscriptions(what: $0.what, spans: $0.spans)
        }
    }
}

extension Stage {
    /// When the source called `name` in `story` was subscribed and disposed.
    public func spans(ofSource name: String, in story: Story) -> [SubscriptionSpan] {
        subscriptions(story).first { $0.what == name }?.spans ?? []
    }
}
