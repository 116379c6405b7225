import Reactive
import Synchronization

/// A call of 2.6's `signal(from:)`: the signal made from some numbers, then
/// subscribed by one subscriber after another (up to ten); each may dispose
/// from inside its observer after some values.
public struct SequenceSubscriptions: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The numbers the signal is made from.
    public var numbers: [Int]
    /// For each subscriber in turn, after how many values it disposes; nil to stay to the end.
    public var subscribers: [Int?]

    /// The signal of `numbers`, subscribed by `subscribers` in turn.
    public init(numbers: [Int], subscribers: [Int?] = [nil]) {
        self.numbers = numbers
        self.subscribers = subscribers
    }

    /// The call as a learner would write it.
    public var description: String {
        let each = subscribers.map { limit in
            limit.map { "one that disposes after \(times($0, "value"))" } ?? "one to the end"
        }
        return "signal(from: \(written(numbers))), subscribed by "
            + (each == ["one to the end"] ? "one subscriber" : each.joined(separator: ", then "))
    }

    /// Makes the signal and subscribes as this call says, counting pulls.
    func traced(_ signal: (CountedList) -> Signal<Int>) -> SignalTrace {
        let numbers = CountedList(numbers)
        let made = signal(numbers)
        let before = numbers.pulled
        var received: [[String]] = []
        var pulled: [Int] = []
        for limit in subscribers {
            received.append(EventLog.events(of: made, disposingAfter: limit))
            pulled.append(numbers.pulled)
        }
        return SignalTrace(pulledBefore: before, received: received, pulledAfter: pulled)
    }
}

/// How many numbers were pulled before the first subscription, what each
/// subscriber received, and how many numbers had been pulled by its end.
public struct SignalTrace: Codable, Sendable, Equatable, CustomStringConvertible {
    /// How many numbers were pulled before anyone subscribed.
    public let pulledBefore: Int
    /// What each subscriber received, in order.
    public let received: [[String]]
    /// How many numbers had been pulled by the end of each subscription.
    public let pulledAfter: [Int]

    /// A trace of these pulls and events.
    public init(pulledBefore: Int, received: [[String]], pulledAfter: [Int]) {
        self.pulledBefore = pulledBefore
        self.received = received
        self.pulledAfter = pulledAfter
    }

    /// The pulls and each subscriber's events, in words.
    public var description: String {
        let subscribers = zip(received, pulledAfter).enumerated().map { index, run in
            let events =
                run.0.count > 12
                ? run.0.prefix(10) + ["… (\(run.0.count) events)"] + [run.0.last!] : run.0
            return "subscriber \(index + 1) received [\(events.joined(separator: ", "))], "
                + "\(run.1) pulled by then"
        }
        return (["\(pulledBefore) pulled before subscribing"] + subscribers).joined(separator: "; ")
    }
}

/// The events one observer received, written as "1", "error", "completed";
/// it disposes that observer after `limit` values, if there is a limit.
final class EventLog: Sendable {
    private struct State {
        var events: [String] = []
        var values = 0
        var observer: Observer<Int>?
    }

    private let limit: Int?
    private let state = Mutex(State())

    private init(limit: Int?) {
        self.limit = limit
    }

    /// Subscribes to `signal` and, if `limit` is given, disposes from inside
    /// the observer as soon as that many values have arrived; returns the events.
    static func events(of signal: Signal<Int>, disposingAfter limit: Int?) -> [String] {
        let log = EventLog(limit: limit)
        let observer = Observer<Int>(log.receive)
        log.state.withLock { $0.observer = observer }
        signal.subscribe(observer)
        return log.state.withLock { state in
            state.observer = nil
            return state.events
        }
    }

    @Sendable private func receive(_ event: Event<Int>) {
        let full = state.withLock { state -> Observer<Int>? in
            switch event {
            case .next(let value):
                state.events.append(written(value))
                state.values += 1
            case .error: state.events.append("error")
            case .completed: state.events.append("completed")
            }
            guard case .next = event, let limit, state.values >= limit else { return nil }
            return state.observer
        }
        full?.dispose()
    }
}
