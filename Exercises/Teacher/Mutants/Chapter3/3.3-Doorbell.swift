import Reactive

/// Wrong answers to exercise 3.3 that its grader must catch.
public enum Mutants3_3 {
    /// Registers the handlers in each subscription, so each subscriber replaces the last.
    public static func registersPerSubscriber(
        onRing: @escaping @Sendable (@escaping @Sendable (String) -> Void) -> Void,
        onUnplug: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
    ) -> Signal<String> {
        Signal { observer in
            onRing { observer.sendNext($0) }
            onUnplug { observer.sendCompleted() }
            return nil
        }
    }

    /// Uses a replay subject, so a late subscriber hears the rings it missed.
    public static func replaysOldRings(
        onRing: (@escaping @Sendable (String) -> Void) -> Void,
        onUnplug: (@escaping @Sendable () -> Void) -> Void
    ) -> Signal<String> {
        let subject = ReplaySubject<String>()
        onRing { subject.sendNext($0) }
        onUnplug { subject.sendCompleted() }
        return subject.signal
    }

    /// Forgets the unplug handler, so subscribers never complete.
    public static func ignoresUnplug(
        onRing: (@escaping @Sendable (String) -> Void) -> Void,
        onUnplug: (@escaping @Sendable () -> Void) -> Void
    ) -> Signal<String> {
        let subject = Subject<String>()
        onRing { subject.sendNext($0) }
        return subject.signal
    }

    /// Reports the unplug as an error, so every subscriber fails instead of completing.
    public static func failsOnUnplug(
        onRing: (@escaping @Sendable (String) -> Void) -> Void,
        onUnplug: (@escaping @Sendable () -> Void) -> Void
    ) -> Signal<String> {
        let subject = Subject<String>()
        onRing { subject.sendNext($0) }
        onUnplug { subject.sendError(DoorbellUnplugged()) }
        return subject.signal
    }

    /// Uses a subject that needs a first value, so each subscriber hears "" at once.
    public static func startsWithAnEmptyRing(
        onRing: (@escaping @Sendable (String) -> Void) -> Void,
        onUnplug: (@escaping @Sendable () -> Void) -> Void
    ) -> Signal<String> {
        let subject = BehaviorSubject("")
        onRing { subject.sendNext($0) }
        onUnplug { subject.sendCompleted() }
        return subject.signal
    }

    /// Skips a ring with an empty name, as if nobody were there.
    public static func skipsEmptyNames(
        onRing: (@escaping @Sendable (String) -> Void) -> Void,
        onUnplug: (@escaping @Sendable () -> Void) -> Void
    ) -> Signal<String> {
        let subject = Subject<String>()
        onRing { name in
            if !name.isEmpty { subject.sendNext(name) }
        }
        onUnplug { subject.sendCompleted() }
        return subject.signal
    }

    /// The error `failsOnUnplug` sends.
    struct DoorbellUnplugged: Error {}
}
