import Foundation
import Reactive

/// Wrong answers to exercise 3.5 that its grader must catch.
public enum Mutants3_5 {
    /// Reports the saves, but a failed run goes unmentioned.
    public static func onlySuccesses(of save: Command<String, String>) -> Signal<String> {
        save.executionSignals.flatten().map { "saved \($0)" }
    }

    /// Reports the failures, but never a save that worked.
    public static func onlyFailures(of save: Command<String, String>) -> Signal<String> {
        save.errors.map { "failed: \($0)" }
    }

    /// Turns the first failure back into an error, ending the status bar.
    public static func endsAtTheFirstFailure(of save: Command<String, String>) -> Signal<String> {
        let saved = save.executionSignals.flatten().map { "saved \($0)" }
        let failed = save.errors.flatMap { error in Signal<String>.error(error) }
        return Signal.merge([saved, failed])
    }

    /// Joins the two with concat, which waits for the saves to end before it
    /// listens to the failures: they never end, so no failure is reported.
    public static func concatenates(of save: Command<String, String>) -> Signal<String> {
        let saved = save.executionSignals.flatten().map { "saved \($0)" }
        let failed = save.errors.map { "failed: \($0)" }
        return saved.concat(failed)
    }

    /// Describes a failure with localizedDescription, which is not what the error says.
    public static func describesTheErrorLocalized(of save: Command<String, String>)
        -> Signal<String>
    {
        let saved = save.executionSignals.flatten().map { "saved \($0)" }
        let failed = save.errors.map { "failed: \($0.localizedDescription)" }
        return Signal.merge([saved, failed])
    }
}
