import Reactive

/// Wrong answers to exercise 4.1 that its grader must catch.
public enum Mutants4_1 {
    /// Hands back the cold feed, so each subscriber opens a connection of its own.
    public static func unshared(_ feed: Signal<String>) -> Signal<String> {
        feed
    }

    /// Shares the feed but replays its history, and never disconnects.
    public static func replaysToLatecomers(_ feed: Signal<String>) -> Signal<String> {
        feed.replayLazily()
    }

    /// Connects at once, before anyone subscribes, and never disconnects.
    public static func connectsAtOnce(_ feed: Signal<String>) -> Signal<String> {
        let connection = feed.publish()
        connection.connect()
        return connection.signal
    }
}
