import ExerciseHarness
import Foundation
import Pixels
import Reactive
import ReactiveTesting

/// A story for exercise 5.4: what the request answers, counted from its
/// subscription, and when each screen subscribes to the shared photos and
/// leaves again (up to ten screens).
public struct SharingStory: Codable, Sendable, Equatable, CustomStringConvertible {
    /// One screen: when it subscribes, and when it leaves, if it does.
    public struct Subscriber: Codable, Sendable, Equatable {
        /// When it subscribes.
        public var from: Int
        /// When it leaves, if it does.
        public var leavesAt: Int?

        /// A screen that subscribes at `from` and leaves at `leavesAt`, if given.
        public init(from: Int, leavesAt: Int? = nil) {
            self.from = from
            self.leavesAt = leavesAt
        }

        /// Simpler screens: one that stays, or one that comes a tick earlier.
        public var simpler: [Subscriber] {
            var candidates: [Subscriber] = []
            if leavesAt != nil { candidates.append(Subscriber(from: from)) }
            if from > 0 {
                candidates.append(Subscriber(from: from - 1, leavesAt: leavesAt.map { $0 - 1 }))
            }
            return candidates
        }
    }

    /// The request's answer from its subscription: letters of `ImportBodies`, then | or #.
    public var request: [Recorded<String>]
    /// The screens, in the order they were made.
    public var subscribers: [Subscriber]

    /// A story of `request` and `subscribers`.
    public init(request: [Recorded<String>], subscribers: [Subscriber]) {
        self.request = request
        self.subscribers = subscribers
    }

    /// The last tick at which anything happens, if the request runs from the last subscription.
    public var lastTick: Int {
        let starts = subscribers.map(\.from) + subscribers.compactMap(\.leavesAt)
        return (starts.max() ?? 0) + (request.map(\.time).max() ?? 0)
    }

    /// The story, one line per part.
    public var description: String {
        let script = request.isEmpty ? "(sends nothing)" : Marbles.render(request)
        let screens = subscribers.enumerated().map { index, screen in
            "subscriber \(index + 1): from \(screen.from)"
                + (screen.leavesAt.map { ", leaves at \($0)" } ?? "")
        }
        return (["request (cold): \(script)   from each subscription"] + screens)
            .joined(separator: "\n")
    }
}

extension Chapter5Calls {
    /// Plays a 5.4 story and writes down what each subscriber received, when
    /// the request ran, and how many times `decode` was called.
    static func playSharing(_ story: SharingStory, _ functions: Chapter5Functions) -> Trace {
        let scheduler = TestScheduler()
        let request = scheduler.coldSignal(
            story.request.map { record in
                Recorded(
                    time: record.time,
                    event: record.event.map { ImportBodies.bytes[$0] ?? Data() })
            })
        let decodes = CallCounter()
        let decode: @Sendable (Data) throws -> [Photo] = { data in
            decodes.tick()
            return try PhotoDecoder.listing(from: data, relativeTo: ImportBodies.base)
        }
        let shared = functions.sharedPhotos(request.signal, decode)
        let recorders = story.subscribers.map {
            scheduler.record(shared, subscribeAt: $0.from, disposeAt: $0.leavesAt)
        }
        scheduler.advance(to: story.lastTick + 8)

        var trace = Trace()
        for (index, recorder) in recorders.enumerated() {
            trace.timeline("subscriber \(index + 1)", recorder.events, label: ImportBodies.label)
        }
        trace.spans("the request", request.subscriptions)
        trace.fact("decode called", decodes.count == 1 ? "once" : "\(decodes.count) times")
        return trace
    }
}
