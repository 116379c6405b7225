extension Signal {
    /// Sends each value, and completion, `interval` later than the source did.
    ///
    /// Every value and the completion are held for `interval` on `scheduler`,
    /// so their spacing is kept. An error is *not* delayed, as in the book: it
    /// is passed on at once, and values still waiting are dropped.
    ///
    /// ```
    /// -a--b-|   delay(2)   ---a--b-|
    /// -a-#      delay(2)   ---#
    /// ```
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// Signal.just("hello").delay(.seconds(2), on: scheduler).subscribeNext { print($0) }
    /// scheduler.advance(by: 1)   // prints nothing yet
    /// scheduler.advance(by: 1)   // prints hello
    /// ```
    ///
    /// Differs from RAC2: the scheduler is an argument. RAC2's `-delay:` takes
    /// only the interval and runs its timers on the current scheduler, or on
    /// a background one when there is none.
    ///
    /// Book: `-[RACSignal delay:]`
    public func delay(_ interval: Duration, on scheduler: any Scheduler) -> Signal {
        Signal { observer in
            let downstream = observer.serialized()
            let timers = CompositeDisposable()
            let upstream = self.subscribe(
                Observer(feeding: observer) { event in
                    if case .error = event { return downstream.send(event) }
                    let timer = SerialDisposable()
                    let token = timers.add(timer)
                    timer.inner = scheduler.schedule(after: interval) {
                        timers.remove(token)
                        downstream.send(event)
                    }
                })
            return CompositeDisposable([upstream, timers])
        }
    }

    /// Collects values and sends them as an array, `interval` after the first
    /// value of each batch.
    ///
    /// A batch opens with the first value that arrives while nothing is
    /// collected, and is sent as one array `interval` later on `scheduler`.
    /// No empty arrays are sent: with no values, nothing happens. When the
    /// source completes, the values collected so far are sent at once (if
    /// there are any), then completed. An error is passed on at once and
    /// drops the collected values.
    ///
    /// ```
    /// -ab---c-|   buffer(3)   ----x---(y|)   where x = [a, b] and y = [c]
    /// ```
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let taps = Subject<Int>()
    /// taps.signal.buffer(.seconds(1), on: scheduler).subscribeNext { print($0) }
    /// taps.sendNext(1)
    /// taps.sendNext(2)
    /// scheduler.advance(by: 1)   // prints [1, 2]
    /// ```
    ///
    /// Book: `-[RACSignal bufferWithTime:onScheduler:]` (which sends a RACTuple)
    public func buffer(_ interval: Duration, on scheduler: any Scheduler) -> Signal<[Value]> {
        Signal<[Value]> { observer in
            let downstream = observer.serialized()
            let batch = Locked<[Value]>([])
            let timer = SerialDisposable()
            @Sendable func flush() {
                let values = batch.withLock { values in
                    defer { values = [] }
                    return values
                }
                if !values.isEmpty { downstream.sendNext(values) }
            }
            let upstream = self.subscribe(
                Observer(feeding: observer) { event in
                    switch event {
                    case .next(let value):
                        let opensBatch = batch.withLock { values in
                            values.append(value)
                            return values.count == 1
                        }
                        if opensBatch { timer.inner = scheduler.schedule(after: interval, flush) }
                    case .error(let error):
                        downstream.sendError(error)
                    case .completed:
                        flush()
                        downstream.sendCompleted()
                    }
                })
            return CompositeDisposable([upstream, timer])
        }
    }
}
