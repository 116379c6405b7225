import Reactive
import Synchronization

/// Wrong answers to exercise 4.3 that its grader must catch.
public enum Mutants4_3 {
    /// Delays every keystroke by 2 seconds instead of waiting for a pause.
    public static func delays(_ text: Signal<String>, on scheduler: any Scheduler)
        -> Signal<String>
    {
        text.delay(.seconds(2), on: scheduler).filter { !$0.isEmpty }.distinctUntilChanged()
    }

    /// Drops empty texts before throttling, so clearing the field cannot cancel a search.
    public static func filtersFirst(_ text: Signal<String>, on scheduler: any Scheduler)
        -> Signal<String>
    {
        text.filter { !$0.isEmpty }.throttle(.seconds(2), on: scheduler).distinctUntilChanged()
    }

    /// Searches again for the term it has just searched for.
    public static func repeatsTerms(_ text: Signal<String>, on scheduler: any Scheduler)
        -> Signal<String>
    {
        text.throttle(.seconds(2), on: scheduler).filter { !$0.isEmpty }
    }

    /// Drops repeated texts before throttling: a burst that ends on the term
    /// just searched ("swift", "swif", "swift") searches it again.
    public static func dropsRepeatsFirst(_ text: Signal<String>, on scheduler: any Scheduler)
        -> Signal<String>
    {
        text.distinctUntilChanged().throttle(.seconds(2), on: scheduler).filter { !$0.isEmpty }
    }

    /// Waits 2 milliseconds instead of 2 seconds: a slip of the unit.
    public static func waitsMilliseconds(_ text: Signal<String>, on scheduler: any Scheduler)
        -> Signal<String>
    {
        text.throttle(.milliseconds(2), on: scheduler).filter { !$0.isEmpty }
            .distinctUntilChanged()
    }

    /// Drops repeats before empty texts: "s", "" and "s" at three pauses
    /// search "s" twice, since the empty text came between them.
    public static func dropsRepeatsBeforeEmpties(
        _ text: Signal<String>, on scheduler: any Scheduler
    ) -> Signal<String> {
        text.throttle(.seconds(2), on: scheduler).distinctUntilChanged().filter { !$0.isEmpty }
    }

    /// Waits a second and a half: on a clock of whole seconds it looks like two.
    public static func waitsOneAndAHalfSeconds(
        _ text: Signal<String>, on scheduler: any Scheduler
    ) -> Signal<String> {
        text.throttle(.milliseconds(1500), on: scheduler).filter { !$0.isEmpty }
            .distinctUntilChanged()
    }

    /// Treats a text of spaces as empty too, so " " is never searched.
    public static func skipsBlankTerms(_ text: Signal<String>, on scheduler: any Scheduler)
        -> Signal<String>
    {
        text.throttle(.seconds(2), on: scheduler)
            .filter { !$0.allSatisfy(\.isWhitespace) }
            .distinctUntilChanged()
    }

    /// Takes a term for the last one when it starts with the same letter:
    /// right while every term is one letter long.
    public static func comparesFirstLetters(_ text: Signal<String>, on scheduler: any Scheduler)
        -> Signal<String>
    {
        Signal.deferred {
            let last = Mutex<Character?>(nil)
            return
                text
                .throttle(.seconds(2), on: scheduler)
                .filter { term in !term.isEmpty }
                .filter { term in
                    last.withLock { last in
                        defer { last = term.first }
                        return last != term.first
                    }
                }
        }
    }
}
