import Reactive

/// 10,000,000 Ints through map(x*2), filter(x%3==0) and scan(sum), to one subscriber.
func chainWorkload(count: Int, runs: Int) -> Outcome {
    let hand = Sink()
    let library = Sink()
    let source = Signal.from(0..<count)
    let times = timeSideBySide(runs: runs) {
        var sum = 0
        for value in 0..<count {
            let doubled = value &* 2
            if doubled % 3 == 0 {
                sum &+= doubled
                hand.consume(sum)
            }
        }
    } library: {
        source
            .map { $0 &* 2 }
            .filter { $0 % 3 == 0 }
            .scan(0) { $0 &+ $1 }
            .subscribeNext { library.consume($0) }
    }
    return Outcome(
        name: "chain", events: count, times: times, target: 8, bound: 25, hand: hand,
        library: library)
}

/// One subject, 100 subscribers, 100,000 sends: 10,000,000 deliveries.
func fanOutWorkload(sends: Int, subscribers: Int, runs: Int) -> Outcome {
    let handSinks = (0..<subscribers).map { _ in Sink() }
    let callbacks: [(Int) -> Void] = handSinks.map { sink in { sink.consume($0) } }
    let subject = Subject<Int>()
    let librarySinks = (0..<subscribers).map { _ in Sink() }
    for sink in librarySinks {
        subject.signal.subscribeNext { sink.consume($0) }
    }
    let times = timeSideBySide(runs: runs) {
        for value in 0..<sends {
            for callback in callbacks { callback(value) }
        }
    } library: {
        for value in 0..<sends { subject.sendNext(value) }
    }
    subject.sendCompleted()
    return Outcome(
        name: "fan-out", events: sends * subscribers, times: times, target: 1.2,
        hand: Sink.merged(handSinks), library: Sink.merged(librarySinks))
}

/// 1,000 outer values, each flatMapped into 1,000 inner values, merged and summed.
func flatMapWorkload(outer: Int, inner: Int, runs: Int) -> Outcome {
    let hand = Sink()
    let library = Sink()
    let times = timeSideBySide(runs: runs) {
        for base in 0..<outer {
            for offset in 0..<inner { hand.consume(base &* inner &+ offset) }
        }
    } library: {
        Signal.from(0..<outer)
            .flatMap { base in Signal.from((base &* inner)..<(base &* inner &+ inner)) }
            .subscribeNext { library.consume($0) }
    }
    return Outcome(
        name: "flatMap", events: outer * inner, times: times, target: 8, bound: 13, hand: hand,
        library: library)
}

/// Two subjects, 1,000,000 alternating sends, combined into their sum.
func combineLatestWorkload(sends: Int, runs: Int) -> Outcome {
    let hand = Sink()
    let library = Sink()
    let times = timeSideBySide(runs: runs) {
        var left: Int?
        var right: Int?
        for value in 0..<sends {
            if value & 1 == 0 { left = value } else { right = value }
            if let left, let right { hand.consume(left &+ right) }
        }
    } library: {
        let left = Subject<Int>()
        let right = Subject<Int>()
        Signal.combineLatest(left.signal, right.signal) { $0 &+ $1 }
            .subscribeNext { library.consume($0) }
        for value in 0..<sends {
            if value & 1 == 0 { left.sendNext(value) } else { right.sendNext(value) }
        }
    }
    return Outcome(
        name: "combineLatest", events: sends, times: times, target: 12, bound: 32, hand: hand,
        library: library)
}

/// Subscribe and dispose 1,000,000 times on a subject.
func churnWorkload(cycles: Int, runs: Int) -> Outcome {
    let hand = Sink()
    let registry = CallbackRegistry()
    let library = Sink()
    let subject = Subject<Int>()
    let times = timeSideBySide(runs: runs) {
        for _ in 0..<cycles {
            let token = registry.add { hand.consume($0) }
            registry.remove(token)
        }
    } library: {
        for _ in 0..<cycles {
            subject.signal.subscribeNext { library.consume($0) }.dispose()
        }
    }
    return Outcome(
        name: "churn", events: cycles, times: times, target: 4, bound: 6, hand: hand,
        library: library)
}

/// What a programmer would write by hand to let callbacks come and go.
final class CallbackRegistry {
    private var callbacks: [Int: (Int) -> Void] = [:]
    private var nextToken = 0

    @inline(never)
    func add(_ callback: @escaping (Int) -> Void) -> Int {
        nextToken += 1
        callbacks[nextToken] = callback
        return nextToken
    }

    @inline(never)
    func remove(_ token: Int) {
        callbacks[token] = nil
    }

    @inline(never)
    func call(_ token: Int, with value: Int) {
        callbacks[token]?(value)
    }
}
