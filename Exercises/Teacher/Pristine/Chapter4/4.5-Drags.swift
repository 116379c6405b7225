import ExerciseSupport
import Reactive

/// Exercise 4.5 · Follow each drag until the finger lifts, with takeUntil
/// 练习 4.5 · 用 takeUntil 跟踪每次拖动，直到手指抬起
///
/// Three hot signals describe a finger on a screen: `downs` when it touches,
/// `moves` with its position (sent all the time, touching or not) and `ups`
/// when it lifts; the finger always lifts before it touches again. Return
/// the positions during drags only: from each touch down until the next
/// lift. Listen to `moves` and `ups` only while a drag lasts: each drag's
/// subscriptions to them must be disposed when the finger lifts. The result
/// completes when `downs` has completed and no drag is going on; an error
/// from `downs` ends it at once.
///
/// Graded: against the reference solution, on the test scheduler, in many touch
/// stories (a touch and a lift in the same tick as a move, `downs` ending
/// mid-drag, positions 0 to 9, -1, Int.min and Int.max,
/// late and early-leaving subscribers): the positions with their ticks, and the
/// listening, by the subscriptions to all three signals.
///
/// 任务：三个热信号描述屏幕上的一根手指：`downs` 在它按下时发送，`moves` 发送它
/// 的位置（不论是否按着，一直在发），`ups` 在它抬起时发送；手指总是先抬起才会再
/// 按下。只返回拖动过程中的位置：从每次按下到下一次抬起。只在拖动持续时监听
/// `moves` 和 `ups`：手指抬起时，这次拖动对它们的订阅必须被释放。`downs` 完成并
/// 且没有拖动在进行时，结果完成；`downs` 出错则立即让它结束。
///
/// 评分：评分器在测试调度者上，把你的答案和参考答案放到许多条触摸时间线上比较：
/// 发出的位置和它们的时刻，以及对三个信号的订阅何时开始、何时结束。这些时间线里
/// 有：按下或抬起与一次移动在同一刻，`downs` 在拖动中途结束，0 到 9、-1、
/// Int.min 和 Int.max 这些位置，以及晚来和早走的订阅者。
///
/// ```
/// downs:    --d-------d-----|
/// moves:    -1-2-3-4-5-6-7-8-9|
/// ups:      ------u-------u
/// drags:    ---2-3-----6-7--|
/// moves subscribed from 2 to 6 and from 10 to 14
/// ```
/// 图中：`moves` 在第 2 到第 6 刻、第 10 到第 14 刻被订阅。
///
/// 出自《MVVM ReactiveCocoa》“信号延迟，间隔时间内给机会反悔做决定是否发送”
/// 一节（用在热信号上的 `-[RACSignal takeUntil:]`；本练习册第 4 章）
/// Book: chapter 4, Recipe: delayed fetch (`-[RACSignal takeUntil:]`, on hot
/// signals)
public func drags(downs: Signal<Void>, moves: Signal<Int>, ups: Signal<Void>) -> Signal<Int> {
    // TODO(4.5): for each touch down, follow the moves until the next lift.
    notAttempted("4.5")
}
