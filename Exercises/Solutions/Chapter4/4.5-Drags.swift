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
    downs.flatMap { _ in
        moves.takeUntil(ups)
    }
}
