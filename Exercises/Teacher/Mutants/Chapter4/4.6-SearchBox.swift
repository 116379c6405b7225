import Reactive

/// Wrong answers to exercise 4.6 that its grader must catch.
public enum Mutants4_6 {
    /// Stops taking text at the close, but lets the running search finish.
    public static func closesTooEarlyInThePipeline(
        text: Signal<String>, closed: Signal<Void>,
        search: @escaping @Sendable (String) -> Signal<String>, on scheduler: any Scheduler
    ) -> Signal<String> {
        text.takeUntil(closed)
            .throttle(.seconds(2), on: scheduler)
            .filter { !$0.isEmpty }
            .distinctUntilChanged()
            .map(search)
            .switchToLatest()
    }

    /// Searches for the empty text too, which cancels the search before it.
    public static func searchesEmptyText(
        text: Signal<String>, closed: Signal<Void>,
        search: @escaping @Sendable (String) -> Signal<String>, on scheduler: any Scheduler
    ) -> Signal<String> {
        text.throttle(.seconds(2), on: scheduler)
            .distinctUntilChanged()
            .map(search)
            .switchToLatest()
            .takeUntil(closed)
    }

    /// Keeps every search running and merges their results.
    public static func mergesSearches(
        text: Signal<String>, closed: Signal<Void>,
        search: @escaping @Sendable (String) -> Signal<String>, on scheduler: any Scheduler
    ) -> Signal<String> {
        text.throttle(.seconds(2), on: scheduler)
            .filter { !$0.isEmpty }
            .distinctUntilChanged()
            .flatMap(search)
            .takeUntil(closed)
    }

    /// Searches at every keystroke, without waiting for a pause.
    public static func searchesEveryKeystroke(
        text: Signal<String>, closed: Signal<Void>,
        search: @escaping @Sendable (String) -> Signal<String>, on scheduler: any Scheduler
    ) -> Signal<String> {
        text.filter { !$0.isEmpty }
            .distinctUntilChanged()
            .map(search)
            .switchToLatest()
            .takeUntil(closed)
    }

    /// Drops empty texts before the throttle, so clearing the field right
    /// after typing still searches for the text before it.
    public static func filtersBeforeTheThrottle(
        text: Signal<String>, closed: Signal<Void>,
        search: @escaping @Sendable (String) -> Signal<String>, on scheduler: any Scheduler
    ) -> Signal<String> {
        text.filter { !$0.isEmpty }
            .throttle(.seconds(2), on: scheduler)
            .distinctUntilChanged()
            .map(search)
            .switchToLatest()
            .takeUntil(closed)
    }

    /// Searches again for the term it has just searched for, restarting its search.
    public static func searchesTheSameTermAgain(
        text: Signal<String>, closed: Signal<Void>,
        search: @escaping @Sendable (String) -> Signal<String>, on scheduler: any Scheduler
    ) -> Signal<String> {
        text.throttle(.seconds(2), on: scheduler)
            .filter { !$0.isEmpty }
            .map(search)
            .switchToLatest()
            .takeUntil(closed)
    }

    /// Waits a second and a half: on a clock of whole seconds it looks like two.
    public static func waitsOneAndAHalfSeconds(
        text: Signal<String>, closed: Signal<Void>,
        search: @escaping @Sendable (String) -> Signal<String>, on scheduler: any Scheduler
    ) -> Signal<String> {
        text.throttle(.milliseconds(1500), on: scheduler)
            .filter { !$0.isEmpty }
            .distinctUntilChanged()
            .map(search)
            .switchToLatest()
            .takeUntil(closed)
    }
}
