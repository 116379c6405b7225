import Reactive

/// Wrong answers to exercise 4.2 that its grader must catch.
public enum Mutants4_2 {
    /// Fetches once per subscriber.
    public static func unshared(_ fetch: Signal<String>) -> Signal<String> {
        fetch
    }

    /// Replays everything, but fetches at once, before anyone subscribes.
    public static func fetchesEagerly(_ fetch: Signal<String>) -> Signal<String> {
        fetch.replay()
    }

    /// Shares the fetch without replaying, so latecomers miss what was sent.
    public static func sharesWithoutReplay(_ fetch: Signal<String>) -> Signal<String> {
        fetch.publish().autoconnect()
    }

    /// Replays lazily, but only the last value.
    public static func replaysOnlyTheLast(_ fetch: Signal<String>) -> Signal<String> {
        let connection = fetch.multicast(ReplaySubject(capacity: 1))
        return Signal.deferred {
            connection.connect()
            return connection.signal
        }
    }

    /// Replays lazily, but keeps only two values: just enough for a preview
    /// and a full profile, as in the task's example.
    public static func replaysTwoValues(_ fetch: Signal<String>) -> Signal<String> {
        let connection = fetch.multicast(ReplaySubject(capacity: 2))
        return Signal.deferred {
            connection.connect()
            return connection.signal
        }
    }

    /// Replays everything, but stops the fetch when its last subscriber
    /// leaves, so a later one never gets the rest.
    public static func stopsWhenEveryoneLeaves(_ fetch: Signal<String>) -> Signal<String> {
        fetch.multicast(ReplaySubject(capacity: .unlimited)).autoconnect()
    }

    /// Replays lazily, but keeps only ten values: more than any short fetch sends.
    public static func replaysTenValues(_ fetch: Signal<String>) -> Signal<String> {
        let connection = fetch.multicast(ReplaySubject(capacity: 10))
        return Signal.deferred {
            connection.connect()
            return connection.signal
        }
    }
}
