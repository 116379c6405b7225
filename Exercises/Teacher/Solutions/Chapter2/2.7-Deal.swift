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
        // 中文：现在就安排好每一张牌，每张比前一张晚一个周期。延迟从此刻，也就
        // 是订阅时算起，这样信号保持是冷的：晚来的订阅者会晚一些拿到同样的一副
        // 牌。
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
        // 中文：释放订阅就会释放这些定时器，所以还没发出的牌会从调度者上撤下，
        // 而不会在没人听的时候触发。
        return timers
    }
}
