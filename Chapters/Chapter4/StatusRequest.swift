import Reactive

/// A pretend network request: each subscription "sends" it again, counts the
/// run in `runs`, and reports it through `log`.
///
/// It stands in for the book's request signals in the first sections, where
/// what matters is how many times the body runs, not what comes back.
///
/// ```swift
/// let runs = RunCounter()
/// statusRequest(counting: runs) { print($0) }.subscribeNext { print($0) }
/// // prints request #1 sent, 200 OK
/// ```
///
/// Contract: cold · values: String · errors: none
///   completes: after its one value · fails: never
///   scheduler: the subscriber's, at once · multicast: no (one run each)
func statusRequest(counting runs: RunCounter, log: @escaping @Sendable (String) -> Void)
    -> Signal<String>
{
    Signal { observer in
        log("request #\(runs.increment()) sent")
        observer.sendNext("200 OK")
        observer.sendCompleted()
        return nil
    }
}
