import Reactive

/// Exercise 2.7 · Deal cards over time on a scheduler: the reference solution.
///
/// Book: chapter 2, Sequences and signals (a timed relative of
/// `-[RACSequence signalWithScheduler:]`)
public func deal(
    _ cards: [String], every period: Duration, on scheduler: any Scheduler
) -> Signal<String> {
    Signal { observer in
        guard !cards.isEmpty else {
            observer.sendCompleted()
            return nil
        }
        // Schedule every card now, each one period later than the one before.
        // The delays count from this moment, the subscription, which keeps
        // the signal cold: a later subscriber gets the same deal, later.
        let timers = CompositeDisposable()
        for (index, card) in cards.enumerated() {
            let isLast = index == cards.count - 1
            timers.add(
                scheduler.schedule(after: period * (index + 1)) {
                    observer.sendNext(card)
                    if isLast { observer.sendCompleted() }
                })
        }
        // Disposing the subscription disposes these timers, so the cards not
        // yet dealt are taken off the scheduler instead of firing into nothing.
        return timers
    }
}
