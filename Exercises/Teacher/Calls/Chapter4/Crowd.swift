import ExerciseHarness
import Reactive
import ReactiveTesting

/// A crowd sharing one cold source, for 4.1 and 4.2: the source plays its
/// script afresh from each subscription, and up to ten subscribers come and go.
public struct Crowd: Codable, Sendable, Equatable, CustomStringConvertible {
    /// What the source sends, counted from each subscription.
    public var source: [Recorded<String>]
    /// When each subscriber subscribes and, if it does, disposes.
    public var subscribers: [Stay]

    /// When one subscriber subscribes, and disposes if it does.
    public struct Stay: Codable, Sendable, Equatable {
        /// The tick of the subscription.
        public var from: Int
        /// The tick of the disposal, if any.
        public var until: Int?

        /// A subscriber from `from` until `until`.
        public init(from: Int, until: Int? = nil) {
            self.from = from
            self.until = until
        }
    }

    /// A crowd of `subscribers` sharing a source that sends `source`.
    public init(source: [Recorded<String>], subscribers: [Stay]) {
        self.source = source
        self.subscribers = subscribers
    }

    /// The label of subscriber `index` (from 0) in a trace.
    public func label(_ index: Int) -> String {
        let stay = subscribers[index]
        return "subscriber \(index + 1) (from \(stay.from)"
            + (stay.until.map { " to \($0))" } ?? ")")
    }

    /// The crowd in words: the source's script, then the subscribers.
    public var description: String {
        described(as: "the source")
    }

    /// The crowd in words, the source called `name`, such as "the feed".
    public func described(as name: String) -> String {
        let script = source.isEmpty ? "(sends nothing)" : Marbles.render(source)
        let crowd =
            subscribers.isEmpty
            ? "no subscribers" : subscribers.indices.map(label).joined(separator: ", ")
        return "\(name): \(script)   cold, from each subscription\n" + crowd
    }

    /// Plays the crowd on the signal `share` makes of the source, called
    /// `name` in the trace: what each subscriber received, and when the
    /// source was subscribed and disposed.
    func played(_ name: String, _ share: (Signal<String>) -> Signal<String>) -> Trace {
        let scheduler = TestScheduler()
        let source = scheduler.coldSignal(self.source)
        let shared = share(source.signal)
        let heard = subscribers.map {
            scheduler.record(shared, subscribeAt: $0.from, disposeAt: $0.until)
        }
        let last = subscribers.map { max($0.from, $0.until ?? 0) }.max() ?? 0
        scheduler.advance(to: last + (self.source.last?.time ?? 0) + 2)
        var trace = Trace()
        for (index, observer) in heard.enumerated() {
            trace.timeline(label(index), observer.events)
        }
        trace.spans(name, source.subscriptions)
        return trace
    }
}
