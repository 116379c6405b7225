import ExerciseSupport
import Pixels
import Reactive

/// Exercise 6.3 · A loading flag driven by activation
///
/// A photo page downloads its image each time it becomes active, and shows a
/// spinner while it does. `download` is cold: subscribing starts it. Return
/// the flag the spinner binds to; while something listens to it, it runs the
/// download at each activation. It is false at first and while the page is
/// inactive; true from each activation until that download completes or
/// fails; false again as soon as the page becomes inactive, which cancels a
/// download still running (disposes its subscription). A download may send
/// its image before it ends: the flag waits for the end. Never send the
/// same value twice in a row, and never fail: a failed download just stops
/// the spinner.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (downloads that send one image or several before they
/// end, fail, or never end; the page switched on and off again and again,
/// twice in one tick, while one runs), the grader compares with the
/// reference solution every value of the flag and its tick, and when each
/// run of the download starts and is cancelled.
///
/// ```
/// active:    --t-----f-t-f-t--      t = becomes active, f = becomes inactive
/// download:  ---(i|), ---(i|), --#  the 1st, 2nd and 3rd runs, each from its start
/// loading:   f-t--f----t-f-t-f      the 2nd run is cancelled at 12
/// ```
///
/// Book: chapter 6, MVVM in practice (FRPPhotoViewModel's `loading`, set around the
/// download started by `didBecomeActiveSignal`)
public func loadingFlag(of model: ViewModel, download: Signal<Image>) -> Signal<Bool> {
    // TODO(6.3): map each activity change to a flag signal, switch to the latest, drop repeats.
    notAttempted("6.3")
}
