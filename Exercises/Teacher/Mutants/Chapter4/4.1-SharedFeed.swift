import Reactive
import Synchronization

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

    /// Connects when the first subscriber arrives, but stays connected for ever.
    public static func neverDisconnects(_ feed: Signal<String>) -> Signal<String> {
        let connection = feed.publish()
        return Signal.deferred {
            connection.connect()
            return connection.signal
        }
    }

    /// Connects with each subscription and hands back the connection with it,
    /// so the first subscriber to leave disconnects everyone.
    public static func disconnectsWhenOneLeaves(_ feed: Signal<String>) -> Signal<String> {
        let connection = feed.publish()
        return Signal { observer in
            let listening = connection.signal.subscribe(observer)
            return CompositeDisposable([listening, connection.connect()])
        }
    }

    /// Shares the feed through a replay of one, so a latecomer hears the last price.
    public static func replaysTheLastPrice(_ feed: Signal<String>) -> Signal<String> {
        feed.multicast(ReplaySubject(capacity: 1)).autoconnect()
    }

    /// Shares the feed with room for ten subscribers over its life: the
    /// eleventh and every later one hear nothing.
    public static func servesTenSubscribers(_ feed: Signal<String>) -> Signal<String> {
        let shared = feed.publish().autoconnect()
        let served = Mutex(0)
        return Signal { observer in
            let seat = served.withLock { count in
                count += 1
                return count
            }
            return seat <= 10 ? shared.subscribe(observer) : nil
        }
    }
}
