import Dispatch
import Reactive

/// A recursion through `flatMap`, `concat` or `then`, timed at two depths,
/// on the calling thread or subscribed on a queue scheduler (Contract 13).
struct Recursion {
    let name: String
    let shallow: Int
    let deep: Int
    /// The best time per level at each depth, in nanoseconds of CPU time.
    let perLevelShallow: Double
    let perLevelDeep: Double
    /// Whether every run sent 0 and completed.
    let checked: Bool

    /// How much more a level costs deep than shallow: about 1 when the time
    /// grows in proportion to the depth, about `deep / shallow` when it
    /// grows with its square.
    var growth: Double { perLevelDeep / perLevelShallow }
    /// The largest growth allowed: halfway, on a log scale, between linear
    /// and quadratic for depths ten times apart.
    static let target = 5.0
}

/// Times each recursion at `shallow` and `deep` levels, `runs` times in
/// turns, on the calling thread and subscribed on a queue scheduler.
func recursionWorkloads(shallow: Int, deep: Int, runs: Int) -> [Recursion] {
    let recursions: [(String, @Sendable (Int) -> Signal<Int>)] = [
        ("flatMap", poll), ("concat", chained), ("then", countdown),
    ]
    return recursions.flatMap { name, make in
        [false, true].map { onQueue in
            var best = (shallow: Double.infinity, deep: Double.infinity)
            var checked = true
            for _ in 0..<runs {
                for depth in [shallow, deep] {
                    let signal = onQueue ? make(depth).subscribeOn(queue) : make(depth)
                    let (time, sentZero) = timeToEnd(signal)
                    checked = checked && sentZero
                    if depth == shallow {
                        best.shallow = min(best.shallow, time)
                    } else {
                        best.deep = min(best.deep, time)
                    }
                }
            }
            return Recursion(
                name: onQueue ? "\(name), queue" : "\(name), thread", shallow: shallow,
                deep: deep, perLevelShallow: best.shallow / Double(shallow),
                perLevelDeep: best.deep / Double(deep), checked: checked)
        }
    }
}

/// The scheduler the recursions are subscribed on.
private let queue = QueueScheduler(name: "recursion")

/// Subscribes to `signal` and waits for its end; returns the CPU time it
/// took and whether it sent 0, then completed.
private func timeToEnd(_ signal: Signal<Int>) -> (Double, Bool) {
    let ended = DispatchSemaphore(value: 0)
    let sink = Sink()
    let start = processCPUNanoseconds()
    signal.subscribe(next: { sink.consume($0 + 1) }, completed: { ended.signal() })
    ended.wait()
    let time = processCPUNanoseconds() - start
    return (time, sink.count == 1 && sink.checksum == 1)
}

/// Polls until the countdown reaches zero: each level subscribes the next.
@Sendable private func poll(_ k: Int) -> Signal<Int> {
    .just(k).flatMap { v in v == 0 ? .just(0) : poll(v - 1) }
}

/// Counts down with `concat`: each level's signal, then the next level's.
@Sendable private func chained(_ k: Int) -> Signal<Int> {
    k == 0 ? .just(0) : Signal<Int>.empty.concat(.deferred { chained(k - 1) })
}

/// Counts down with `then`: each level waits for its own signal, then the next.
@Sendable private func countdown(_ k: Int) -> Signal<Int> {
    k == 0 ? .just(0) : Signal<Int>.empty.then { countdown(k - 1) }
}
