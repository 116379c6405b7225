import Reactive
import Synchronization

/// The values `signal` sends while it is being subscribed, for signals
/// built on `Signal.just` that answer at once.
///
/// ```swift
/// print(valuesAtOnce(of: Signal.just(1).map { $0 + 1 }))   // prints [2]
/// ```
func valuesAtOnce<Value: Sendable>(of signal: Signal<Value>) -> [Value] {
    let values = Collected<Value>()
    let subscription = signal.subscribeNext(values.append)
    subscription.dispose()
    return values.all
}

/// Values collected from any thread.
private final class Collected<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    var all: [Value] {
        values.withLock { $0 }
    }

    @Sendable func append(_ value: Value) {
        values.withLock { $0.append(value) }
    }
}

/// `signal`, keeping `object` alive for as long as the signal itself lives,
/// as an app keeps a command alive for as long as its screen.
func keeping<Value: Sendable>(_ object: some AnyObject & Sendable, alive signal: Signal<Value>)
    -> Signal<Value>
{
    Signal { observer in
        withExtendedLifetime(object) {}
        return signal.subscribe(observer)
    }
}
