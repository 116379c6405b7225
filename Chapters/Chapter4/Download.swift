import Reactive

// snippet.download
// snippet.hide
/// A pretend photo download that notes, in `steps`, which scheduler runs its body.
///
/// ```swift
/// let steps = StepLog()
/// download(noting: steps).subscribeNext { print($0) }   // prints photo.ppm
/// print(steps.names(of: ["the signal's body"]))        // prints ["main"]
/// ```
///
// snippet.show
/// Contract: cold · values: String · errors: none
///   completes: after its one value · fails: never
///   scheduler: wherever it is subscribed · multicast: no
func download(noting steps: StepLog) -> Signal<String> {
    Signal { observer in
        steps.note("the signal's body")
        observer.sendNext("photo.ppm")
        observer.sendCompleted()
        return nil
    }
}
// snippet.end
