import Pixels
import Reactive

/// Wrong answers to exercise 6.3 that its grader must catch.
public enum Mutants6_3 {
    /// Follows the activity and never looks at the download.
    public static func followsTheActivity(of model: ViewModel, download: Signal<Image>)
        -> Signal<Bool>
    {
        model.isActiveSignal
    }

    /// Lets a failed download fail the flag, which then stops for good.
    public static func failsWithTheDownload(of model: ViewModel, download: Signal<Image>)
        -> Signal<Bool>
    {
        model.isActiveSignal
            .map { isActive -> Signal<Bool> in
                guard isActive else { return .just(false) }
                return Signal.just(true).concat(download.then { Signal.just(false) })
            }
            .switchToLatest()
            .distinctUntilChanged()
    }

    /// Merges with flatMap, so becoming inactive does not cancel the download.
    public static func neverCancels(of model: ViewModel, download: Signal<Image>)
        -> Signal<Bool>
    {
        model.isActiveSignal
            .flatMap { isActive -> Signal<Bool> in
                guard isActive else { return .just(false) }
                return Signal.just(true).concat(
                    download.then { Signal.just(false) }.catchTo(.just(false)))
            }
            .distinctUntilChanged()
    }

    /// Sends false again when an idle page becomes inactive.
    public static func repeatsItself(of model: ViewModel, download: Signal<Image>)
        -> Signal<Bool>
    {
        model.isActiveSignal
            .map { isActive -> Signal<Bool> in
                guard isActive else { return .just(false) }
                return Signal.just(true).concat(
                    download.then { Signal.just(false) }.catchTo(.just(false)))
            }
            .switchToLatest()
    }

    /// Stops the spinner at the download's first image instead of its end.
    public static func stopsAtTheFirstImage(of model: ViewModel, download: Signal<Image>)
        -> Signal<Bool>
    {
        model.isActiveSignal
            .map { isActive -> Signal<Bool> in
                guard isActive else { return .just(false) }
                return Signal.just(true).concat(
                    download.map { _ in false }.catchTo(.just(false)))
            }
            .switchToLatest()
            .distinctUntilChanged()
    }
}
