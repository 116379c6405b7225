import ExerciseSupport
import Reactive

/// Exercise 3.4 · Enable a log-in command from two fields
///
/// Make the command behind a "Log in" button. It is enabled while the username
/// has at least 3 characters and the password at least 6: combine the latest
/// value of each field with `Signal.combineLatest(_:_:reduce:)`, and pass that
/// as the command's `enabled:` signal. Executing the command runs `logIn()`.
/// (While a log-in runs, the command disables itself, so a second tap cannot
/// start another.)
///
/// Graded: the grader compares your command with the reference solution's for a
/// few hundred generated pairs of fields (lengths around 3 and 6, accents,
/// combining marks, CJK, emoji, spaces and line breaks, thousands of
/// characters: characters, not bytes or Unicode scalars), then on time stories
/// of typing and tapping like the one below: `isEnabled` at every tick, what
/// each tap does, and when the fields and each `logIn()` are subscribed.
///
/// ```
/// username:   u--v-------    u = "", v = "ash"
/// password:   p-q-----r-s    p = "", q = "secret", r = "12345", s = "123456"
/// execute():  -----x         logIn() takes 2 ticks
/// isEnabled:  f--t-f-tf-t    f = false, t = true
/// ```
///
/// Book: chapter 3, Commands (`-[RACCommand initWithEnabled:signalBlock:]`, `+combineLatest:reduce:`)
public func logInCommand(
    username: Signal<String>, password: Signal<String>,
    logIn: @escaping @Sendable () -> Signal<Bool>
) -> Command<Void, Bool> {
    // TODO(3.4): combine the fields into an enabled signal, then make the Command.
    notAttempted("3.4")
}
