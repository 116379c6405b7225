import ExerciseSupport
import Foundation
import Reactive

/// Exercise 6.2 · Listen to live ratings only while the screen shows them
///
/// The detail screen shows a photo's rating as it changes. `ratings` is a
/// live feed of it (hot, and listening costs a connection), and `model` is
/// the screen's view model. Return the rating as the screen shows it, with
/// two decimals (`"97.25"`), taken from the feed only while `model` is
/// active: subscribe to `ratings` each time the view model becomes active,
/// and dispose that subscription each time it becomes inactive. The result
/// completes when the view model goes away. Don't keep the view model alive.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (with ratings of every kind: 97.256 and 99.999, which show
/// as "97.26" and "100.00"; 150.5, 1234567.89, negative ones, -0.0, 1e300,
/// infinity and NaN, each as `String(format: "%.2f", rating)` shows it), the
/// grader compares with the reference solution every text and its tick,
/// when the feed is subscribed, and whether the view model is freed when it
/// goes away.
///
/// ```
/// active:    --t---f-t---     t = becomes active, f = becomes inactive; gone at 12
/// ratings:   -a-b-c-d-e-f-g   a = 97.00, b = 97.25, … each one quarter more
/// text:      ---b-c---e-f|    b = "97.25", …
/// ratings subscribed from 2 to 6 and from 8 to 12
/// ```
///
/// Book: chapter 6, MVVM in practice (`-[RVMViewModel forwardSignalWhileActive:]`)
public func liveRatingText(of model: ViewModel, ratings: Signal<Double>) -> Signal<String> {
    // TODO(6.2): forward the ratings while the model is active, each formatted with "%.2f".
    notAttempted("6.2")
}
