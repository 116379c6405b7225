import Reactive

/// Exercise 4.5 · Follow each drag until the finger lifts, with takeUntil: the reference solution.
///
/// Book: chapter 4, Hot and cold signals (`-[RACSignal takeUntil:]`, on hot signals)
public func drags(downs: Signal<Void>, moves: Signal<Int>, ups: Signal<Void>) -> Signal<Int> {
    // Each touch down starts one drag: a subscription to the moves that
    // takeUntil ends, disposing it, at the next lift. flatMap starts a drag
    // per touch down and merges them (they never overlap). Since moves is
    // hot, subscribing late loses nothing we want: a drag hears the positions
    // from its touch down on. The result completes once downs has completed
    // and the last drag has ended.
    // 中文：每次按下开始一次拖动：一个对移动的订阅，takeUntil 在下一次抬起时结
    // 束并释放它。flatMap 为每次按下开始一次拖动，并把它们合并（它们从不重叠
    // ）。moves 是热信号，所以晚订阅不会丢掉我们需要的东西：一次拖动从它的按下
    // 开始听到各个位置。downs 完成、最后一次拖动也结束之后，结果才完成。
    downs.flatMap { _ in
        moves.takeUntil(ups)
    }
}
