import Foundation
import Reactive

/// Wrong answers to exercise 6.2 that its grader must catch.
public enum Mutants6_2 {
    /// Ignores the activity: listens to the feed all the time.
    public static func alwaysListens(of model: ViewModel, ratings: Signal<Double>)
        -> Signal<String>
    {
        ratings.map { String(format: "%.2f", $0) }
    }

    /// Hides the ratings while inactive, but stays subscribed to the feed.
    public static func filtersByActivity(of model: ViewModel, ratings: Signal<Double>)
        -> Signal<String>
    {
        Signal.combineLatest(model.isActiveSignal, ratings)
            .filter { isActive, _ in isActive }
            .map { _, rating in String(format: "%.2f", rating) }
    }

    /// Hand-made with switchToLatest: right until the view model goes away,
    /// when the feed goes on and the result never completes.
    public static func forgetsTheEnd(of model: ViewModel, ratings: Signal<Double>)
        -> Signal<String>
    {
        model.isActiveSignal
            .map { isActive in isActive ? ratings : .empty }
            .switchToLatest()
            .map { String(format: "%.2f", $0) }
    }

    /// Uses forwardWhileActive, but captures the view model, which then never goes away.
    public static func keepsTheModelAlive(of model: ViewModel, ratings: Signal<Double>)
        -> Signal<String>
    {
        model.forwardWhileActive(ratings).map { rating in
            withExtendedLifetime(model) { String(format: "%.2f", rating) }
        }
    }

    /// Cuts the rating to two decimals instead of rounding it: 97.256 shows as "97.25".
    public static func truncatesTheRating(of model: ViewModel, ratings: Signal<Double>)
        -> Signal<String>
    {
        model.forwardWhileActive(ratings).map { rating in
            String(format: "%.2f", (rating * 100).rounded(.towardZero) / 100)
        }
    }

    /// Formats the rating as a Float: right for ratings near 100, wrong
    /// where a Float's seven digits run out (1234567.89 shows as "1234567.88").
    public static func formatsAsAFloat(of model: ViewModel, ratings: Signal<Double>)
        -> Signal<String>
    {
        model.forwardWhileActive(ratings).map { rating in
            String(format: "%.2f", Double(Float(rating)))
        }
    }

    /// Caps the rating at 100, as if no photo could be rated higher.
    public static func capsAtAHundred(of model: ViewModel, ratings: Signal<Double>)
        -> Signal<String>
    {
        model.forwardWhileActive(ratings).map { rating in
            String(format: "%.2f", min(rating, 100))
        }
    }
}
