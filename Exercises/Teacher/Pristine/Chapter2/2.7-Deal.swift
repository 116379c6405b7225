import ExerciseSupport
import Reactive

/// Exercise 2.7 · Deal cards over time on a scheduler
/// 练习 2.7 · 在调度者上按时间发牌
///
/// Return a signal that deals one card every `period` on `scheduler`,
/// counting from the moment of subscription, and completes with the last
/// card. With no cards it completes at once. Disposing the subscription must
/// cancel the cards still to come: return the disposables of what you schedule.
///
/// Graded: on a test scheduler whose tick divides the period, the grader
/// compares your signal with the reference solution on the example below and a
/// few hundred generated deals: no cards, repeated cards, cards of any text,
/// up to 400 cards, periods from zero to 3.001 seconds with milliseconds (such
/// as `.milliseconds(1500)`), a subscriber that comes late or disposes halfway,
/// and a second subscriber. It compares every card's tick, the completion, and
/// the work left on the scheduler after a disposal.
///
/// 任务：返回一个信号，从订阅的那一刻算起，每隔 `period` 在 `scheduler` 上发一
/// 张牌，发出最后一张时完成。没有牌时立即完成。释放订阅时必须取消还没发出的牌：
/// 返回你所调度的工作的可释放对象。
///
/// 评分：评分器在一个刻度能整除周期的测试调度者上，把你的信号与参考答案对比，用
/// 的是下面的例子和几百次随机生成的发牌：没有牌、重复的牌、任意文字的牌、最多
/// 400 张牌、从 0 到 3.001 秒带毫秒的周期（如 `.milliseconds(1500)`）、晚来的或
/// 中途释放的订阅者，以及第二个订阅者。它对比每张牌的时刻、完成事件，以及释放之
/// 后留在调度者上的工作。
///
/// ```
/// deal(["a", "b", "c"], every: .seconds(2), on: scheduler)
/// --a-b-(c|)        one tick per character; (c|) is c and completed together
/// ```
/// 图中：每个字符占一刻；(c|) 表示 c 和完成事件在同一刻到达。
///
/// 书中：第 2 章“信号：从序列到信号”（与 `-[RACSequence signalWithScheduler:]`
/// 相近，但按时间发送）
/// Book: chapter 2, Sequences to signals (a timed relative of
/// `-[RACSequence signalWithScheduler:]`)
public func deal(
    _ cards: [String], every period: Duration, on scheduler: any Scheduler
) -> Signal<String> {
    // TODO(2.7): schedule each card after period * (its index + 1).
    notAttempted("2.7")
}
