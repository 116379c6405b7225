import Reactive

/// Wrong answers to exercise 2.7 that its grader must catch.
public enum Mutants2_7 {
    /// Deals every card after the first period, all at once.
    public static func allAtOnce(
        _ cards: [String], every period: Duration, on scheduler: any Scheduler
    ) -> Signal<String> {
        Signal { observer in
            scheduler.schedule(after: period) {
                for card in cards { observer.sendNext(card) }
                observer.sendCompleted()
            }
        }
    }

    /// Completes one period after the last card instead of with it.
    public static func completesLate(
        _ cards: [String], every period: Duration, on scheduler: any Scheduler
    ) -> Signal<String> {
        Signal { observer in
            let timers = CompositeDisposable()
            for (index, card) in cards.enumerated() {
                timers.add(
                    scheduler.schedule(after: period * (index + 1)) { observer.sendNext(card) })
            }
            timers.add(
                scheduler.schedule(after: period * (cards.count + 1)) { observer.sendCompleted() })
            return timers
        }
    }

    /// Deals correctly but returns no disposable, so disposing leaves the timers queued.
    public static func leaksTimers(
        _ cards: [String], every period: Duration, on scheduler: any Scheduler
    ) -> Signal<String> {
        Signal { observer in
            if cards.isEmpty { observer.sendCompleted() }
            for (index, card) in cards.enumerated() {
                scheduler.schedule(after: period * (index + 1)) {
                    observer.sendNext(card)
                    if index == cards.count - 1 { observer.sendCompleted() }
                }
            }
            return nil
        }
    }

    /// Schedules the deal when `deal` is called, into a subject: a hot signal,
    /// so a subscriber who comes later misses the cards already dealt.
    public static func dealsWhenMade(
        _ cards: [String], every period: Duration, on scheduler: any Scheduler
    ) -> Signal<String> {
        let dealt = Subject<String>()
        if cards.isEmpty { dealt.sendCompleted() }
        for (index, card) in cards.enumerated() {
            scheduler.schedule(after: period * (index + 1)) {
                dealt.sendNext(card)
                if index == cards.count - 1 { dealt.sendCompleted() }
            }
        }
        return dealt.signal
    }

    /// Forgets that there may be no cards: then it never completes.
    public static func forgetsNoCards(
        _ cards: [String], every period: Duration, on scheduler: any Scheduler
    ) -> Signal<String> {
        Signal { observer in
            let timers = CompositeDisposable()
            for (index, card) in cards.enumerated() {
                timers.add(
                    scheduler.schedule(after: period * (index + 1)) {
                        observer.sendNext(card)
                        if index == cards.count - 1 { observer.sendCompleted() }
                    })
            }
            return timers
        }
    }

    /// Deals every two seconds, as in the task's example, whatever the period.
    public static func ignoresThePeriod(
        _ cards: [String], every period: Duration, on scheduler: any Scheduler
    ) -> Signal<String> {
        Signal { observer in
            guard !cards.isEmpty else {
                observer.sendCompleted()
                return nil
            }
            let timers = CompositeDisposable()
            for (index, card) in cards.enumerated() {
                timers.add(
                    scheduler.schedule(after: .seconds(2) * (index + 1)) {
                        observer.sendNext(card)
                        if index == cards.count - 1 { observer.sendCompleted() }
                    })
            }
            return timers
        }
    }

    /// Deals every whole second of the period, dropping its milliseconds.
    public static func wholeSecondsOnly(
        _ cards: [String], every period: Duration, on scheduler: any Scheduler
    ) -> Signal<String> {
        Signal { observer in
            guard !cards.isEmpty else {
                observer.sendCompleted()
                return nil
            }
            let seconds = Duration.seconds(period.components.seconds)
            let timers = CompositeDisposable()
            for (index, card) in cards.enumerated() {
                timers.add(
                    scheduler.schedule(after: seconds * (index + 1)) {
                        observer.sendNext(card)
                        if index == cards.count - 1 { observer.sendCompleted() }
                    })
            }
            return timers
        }
    }

    /// Rounds the period down to a multiple of 50 ms, as a timer of that
    /// resolution would: right for every period of 50, 100, 250, … ms.
    public static func roundsToFiftyMilliseconds(
        _ cards: [String], every period: Duration, on scheduler: any Scheduler
    ) -> Signal<String> {
        let milliseconds = period / .milliseconds(1)
        let rounded = Duration.milliseconds(Int(milliseconds) / 50 * 50)
        return Signal { observer in
            guard !cards.isEmpty else {
                observer.sendCompleted()
                return nil
            }
            let timers = CompositeDisposable()
            for (index, card) in cards.enumerated() {
                timers.add(
                    scheduler.schedule(after: rounded * (index + 1)) {
                        observer.sendNext(card)
                        if index == cards.count - 1 { observer.sendCompleted() }
                    })
            }
            return timers
        }
    }
}
