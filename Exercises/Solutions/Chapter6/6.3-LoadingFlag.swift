import Pixels
import Reactive

/// Exercise 6.3 · A loading flag driven by activation: the reference solution.
///
/// Book: chapter 6, MVVM in practice (FRPPhotoViewModel's `loading`, set around the
/// download started by `didBecomeActiveSignal`)
public func loadingFlag(of model: ViewModel, download: Signal<Image>) -> Signal<Bool> {
    // Each change of activity says what the flag does from then on, as a
    // signal of its own. Inactive: just false. Active: true at once, then
    // run the download and, when it ends, false. `then` waits for the
    // download's completion (ignoring the image) and continues with false;
    // catchTo turns a failure into that same false, so the flag never fails.
    //
    // switchToLatest follows only the latest of these signals: when the
    // page becomes inactive, the active one is disposed, and with it the
    // download still running. (flatMap would merge them and let the old
    // download run on.) Becoming inactive after a download has finished
    // sends false again, so distinctUntilChanged drops the repeat.
    model.isActiveSignal
        .map { isActive -> Signal<Bool> in
            guard isActive else { return .just(false) }
            return Signal.just(true).concat(
                download.then { Signal.just(false) }.catchTo(.just(false)))
        }
        .switchToLatest()
        .distinctUntilChanged()
}
