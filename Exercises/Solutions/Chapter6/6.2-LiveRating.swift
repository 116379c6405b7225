import Foundation
import Reactive

/// Exercise 6.2 · Listen to live ratings only while the screen shows them: the reference solution.
///
/// Book: chapter 6, MVVM in practice (`-[RVMViewModel forwardSignalWhileActive:]`)
public func liveRatingText(of model: ViewModel, ratings: Signal<Double>) -> Signal<String> {
    // forwardWhileActive does the whole dance: it subscribes to the feed at
    // each activation, disposes that subscription at each deactivation, and
    // completes when the view model goes away. It watches the view model's
    // activity without holding on to the view model itself. The formatting
    // comes after it: a plain map, which costs nothing while inactive.
    model.forwardWhileActive(ratings)
        .map { rating in String(format: "%.2f", rating) }
}
