import Reactive

/// Wrong answers to exercise 4.5 that its grader must catch.
public enum Mutants4_5 {
    /// Follows the moves from each touch down, and never lets go.
    public static func neverLetsGo(downs: Signal<Void>, moves: Signal<Int>, ups: Signal<Void>)
        -> Signal<Int>
    {
        downs.flatMap { _ in moves }
    }

    /// Ends everything at the first lift, so the second drag is lost.
    public static func endsAtTheFirstLift(
        downs: Signal<Void>, moves: Signal<Int>, ups: Signal<Void>
    ) -> Signal<Int> {
        downs.flatMap { _ in moves }.takeUntil(ups)
    }

    /// Notes the lift in a flag and stops at the next move, one move too late.
    public static func stopsAtTheNextMove(
        downs: Signal<Void>, moves: Signal<Int>, ups: Signal<Void>
    ) -> Signal<Int> {
        downs.flatMap { _ in
            Signal { observer in
                let lifted = MutableProperty(false)
                let watching = ups.take(1).subscribeNext { lifted.value = true }
                let following = moves.takeWhile { _ in !lifted.value }.subscribe(observer)
                return CompositeDisposable([watching, following])
            }
        }
    }

    /// Starts each drag by hand, and completes as soon as downs completes,
    /// even in the middle of a drag.
    public static func completesMidDrag(
        downs: Signal<Void>, moves: Signal<Int>, ups: Signal<Void>
    ) -> Signal<Int> {
        Signal { observer in
            let dragging = CompositeDisposable()
            let touching = downs.subscribe(
                next: {
                    dragging.add(moves.takeUntil(ups).subscribeNext { observer.sendNext($0) })
                },
                error: { observer.sendError($0) },
                completed: { observer.sendCompleted() })
            return CompositeDisposable([touching, dragging])
        }
    }

    /// Listens to the moves all the time and lets them through while a flag
    /// says the finger is down: the right positions, but never letting go.
    public static func filtersEveryMove(
        downs: Signal<Void>, moves: Signal<Int>, ups: Signal<Void>
    ) -> Signal<Int> {
        Signal { observer in
            let touching = MutableProperty(false)
            let down = downs.subscribeNext { touching.value = true }
            let up = ups.subscribeNext { touching.value = false }
            let following = moves.filter { _ in touching.value }.subscribe(observer)
            return CompositeDisposable([down, up, following])
        }
    }

    /// Marks each lift as position 0 in the moves, and follows a drag while
    /// the position is not 0: a finger that moves to 0 ends its drag.
    public static func stopsAtAZeroPosition(
        downs: Signal<Void>, moves: Signal<Int>, ups: Signal<Void>
    ) -> Signal<Int> {
        downs.flatMap { _ in
            Signal.merge([moves, ups.map { _ in 0 }]).takeWhile { $0 != 0 }
        }
    }
}
