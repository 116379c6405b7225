import ExerciseHarness
import Reactive
import ReactiveTesting

/// A crowd at 3.3's doorbell: `rings(onRing:onUnplug:)` is called at tick 0,
/// the doorbell rings with each visitor's name at ticks 1, 2, 3, …, maybe is
/// unplugged at the tick after the last ring, and up to ten subscribers come
/// and go.
public struct DoorbellVisit: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The names the doorbell rings with, one per tick from tick 1.
    public var rings: [String]
    /// Whether the doorbell is unplugged after the last ring.
    public var unplugs: Bool
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

    /// A crowd of `subscribers` hearing `rings`, then an unplug if `unplugs`.
    public init(rings: [String], unplugs: Bool, subscribers: [Stay]) {
        self.rings = rings
        self.unplugs = unplugs
        self.subscribers = subscribers
    }

    /// The tick of the unplug, if there is one.
    public var unplugAt: Int? {
        unplugs ? rings.count + 1 : nil
    }

    /// The label of subscriber `index` (from 0) in a trace.
    public func label(_ index: Int) -> String {
        let stay = subscribers[index]
        return "subscriber \(index + 1) (from \(stay.from)"
            + (stay.until.map { " to \($0))" } ?? ")")
    }

    /// The visit in words: the rings, the unplug, the subscribers.
    public var description: String {
        let names = rings.prefix(8).map(\.debugDescription).joined(separator: ", ")
        let more = rings.count > 8 ? ", … (\(rings.count) rings)" : ""
        let ringing =
            rings.isEmpty
            ? "the doorbell never rings"
            : rings.count == 1
                ? "the doorbell rings with \(names) at tick 1"
                : "the doorbell rings with \(names)\(more) at ticks 1 to \(rings.count)"
        let unplug = unplugAt.map { ", unplugged at \($0)" } ?? ", never unplugged"
        let crowd =
            subscribers.isEmpty
            ? "no subscribers" : subscribers.indices.map(label).joined(separator: ", ")
        return ringing + unplug + "\n" + crowd
    }

    /// Plays the visit with the signal `functions.rings` makes: what each subscriber
    /// heard, and how many handlers were registered by the call and in all.
    func played(_ functions: Chapter3Functions) -> Trace {
        let scheduler = TestScheduler()
        let doorbell = Doorbell()
        let visitors = functions.rings(doorbell.onRing, doorbell.onUnplug)
        var trace = Trace()
        trace.fact("registered by rings(…)", doorbell.registrations)
        for (index, name) in rings.enumerated() {
            scheduler.schedule(at: index + 1) { doorbell.ring(name) }
        }
        if let unplugAt {
            scheduler.schedule(at: unplugAt) { doorbell.unplug() }
        }
        let heard = subscribers.map {
            scheduler.record(visitors, subscribeAt: $0.from, disposeAt: $0.until)
        }
        let end = max(rings.count + 2, subscribers.map { max($0.from, $0.until ?? 0) }.max() ?? 0)
        scheduler.advance(to: end + 1)
        for (index, observer) in heard.enumerated() {
            trace.timeline(label(index), observer.events)
        }
        trace.fact("registered in all, after every subscriber", doorbell.registrations)
        return trace
    }
}
