extension Signal {
    /// A signal that sends one value, then completes.
    ///
    /// ```swift
    /// Signal.just(42).subscribeNext { print($0) }   // prints 42
    /// ```
    ///
    /// Book: `+[RACSignal return:]`
    public static func just(_ value: Value) -> Signal {
        Signal { observer in
            observer.sendNext(value)
            observer.sendCompleted()
            return nil
        }
    }

    /// The book's spelling of `just(_:)`: one value, then completed.
    ///
    /// ```swift
    /// Signal.return("hi").subscribeNext { print($0) }   // prints hi
    /// ```
    ///
    /// Book: `+[RACSignal return:]`
    public static func `return`(_ value: Value) -> Signal {
        just(value)
    }

    /// A signal that completes at once, without values.
    ///
    /// ```swift
    /// Signal<Int>.empty.subscribeCompleted { print("done") }   // prints done
    /// ```
    ///
    /// Book: `+[RACSignal empty]`
    public static var empty: Signal {
        Signal { observer in
            observer.sendCompleted()
            return nil
        }
    }

    /// A signal that never sends anything, not even a terminal event.
    ///
    /// ```swift
    /// Signal<Int>.never.subscribeNext { print($0) }   // prints nothing, ever
    /// ```
    ///
    /// Book: `+[RACSignal never]`
    public static var never: Signal {
        Signal { _ in nil }
    }

    /// A signal that fails at once with `error`.
    ///
    /// ```swift
    /// Signal<Int>.error(URLError(.badURL)).subscribeError { print($0) }
    /// // prints the error
    /// ```
    ///
    /// Book: `+[RACSignal error:]`
    public static func error(_ error: any Error) -> Signal {
        Signal { observer in
            observer.sendError(error)
            return nil
        }
    }

    /// A signal that calls `make` at each subscription and subscribes to its result.
    ///
    /// Useful to delay work, or to read state, until someone subscribes.
    ///
    /// ```swift
    /// let now = Signal.deferred { Signal.just(Int.random(in: 1...6)) }
    /// now.subscribeNext { print($0) }   // prints a new roll for each subscriber
    /// ```
    ///
    /// Book: `+[RACSignal defer:]`
    public static func deferred(_ make: @escaping @Sendable () -> Signal) -> Signal {
        Signal { observer in make().subscribe(observer) }
    }

    /// A signal that sends each element of `sequence` in order, then completes.
    ///
    /// It stops early if the subscriber disposes.
    ///
    /// ```swift
    /// Signal.from([1, 2, 3]).subscribeNext { print($0) }   // prints 1, 2, 3
    /// ```
    ///
    /// Book: `-[RACSequence signal]`, as in `array.rac_sequence.signal`
    public static func from<Elements: Swift.Sequence & Sendable>(_ sequence: Elements) -> Signal
    where Elements.Element == Value {
        Signal { observer in
            var elements = sequence.makeIterator()
            while !observer.isDisposed, let element = elements.next() {
                observer.sendNext(element)
            }
            observer.sendCompleted()
            return nil
        }
    }
}

extension Signal where Value == Int {
    /// A signal that sends 0, 1, 2, … every `period`, on `scheduler`, until disposed.
    ///
    /// ```
    /// interval(2)   --0-1-2-3-…   (ticks 2, 4, 6, 8: the first value comes one period in)
    /// ```
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// Signal.interval(.seconds(1), on: scheduler).take(3).subscribeNext { print($0) }
    /// scheduler.run()   // prints 0, 1, 2
    /// ```
    ///
    /// A `period` of zero or less stops the program with a precondition
    /// failure, as does the immediate scheduler, which cannot repeat.
    ///
    /// Book: `+[RACSignal interval:onScheduler:]` (which sends dates; we count)
    public static func interval(_ period: Duration, on scheduler: any Scheduler) -> Signal {
        requirePositivePeriod(period)
        return Signal { observer in
            let count = Counter()
            return scheduler.schedule(after: period, repeatingEvery: period) {
                observer.sendNext(count.next())
            }
        }
    }

    /// A signal that sends 0 once `delay` has passed, on `scheduler`, then completes.
    ///
    /// ```
    /// timer(3)   ---(0|)
    /// ```
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// Signal.timer(.seconds(3), on: scheduler).subscribe(
    ///     next: { print("fired \($0)") }, completed: { print("done") })
    /// scheduler.advance(by: 2)   // prints nothing yet
    /// scheduler.advance(by: 1)   // prints fired 0, done
    /// ```
    ///
    /// Book: `[[RACSignal interval:… onScheduler:…] take:1]`, a one-shot timer
    public static func timer(_ delay: Duration, on scheduler: any Scheduler) -> Signal {
        Signal { observer in
            scheduler.schedule(after: delay) {
                observer.sendNext(0)
                observer.sendCompleted()
            }
        }
    }
}
