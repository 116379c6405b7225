import Narration
import Reactive

// snippet.statusRequest
// snippet.hide
/// A pretend network request: each subscription "sends" it again, counts the
/// run in `runs`, and says so with `print`.
///
/// It stands in for the book's request signals in the first sections, where
/// what matters is how many times the body runs, not what comes back.
///
/// ```swift
/// let runs = RunCounter()
/// statusRequest(counting: runs, print: page.printer).subscribeNext { print($0) }
/// // prints request #1 sent, 200 OK
/// ```
///
// snippet.show
/// Contract: cold · values: String · errors: none
///   completes: after its one value · fails: never
///   scheduler: the subscriber's, at once · multicast: no (one run each)
func statusRequest(counting runs: RunCounter, print: Printer)
    -> Signal<String>
{
    Signal { observer in
        print("request #\(runs.increment()) sent")
        observer.sendNext("200 OK")
        observer.sendCompleted()
        return nil
    }
}
// snippet.end
