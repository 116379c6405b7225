import Reactive

/// Exercise 3.4 · Enable a log-in command from two fields: the reference solution.
///
/// Book: chapter 3, Commands (`-[RACCommand initWithEnabled:signalBlock:]`, `+combineLatest:reduce:`)
public func logInCommand(
    username: Signal<String>, password: Signal<String>,
    logIn: @escaping @Sendable () -> Signal<Bool>
) -> Command<Void, Bool> {
    // combineLatest waits until both fields have a value, then recomputes the
    // answer whenever either one changes, from the latest of each. (zip would
    // pair the first username with the first password, the second with the
    // second, and so on: wrong for fields typed at their own pace.)
    let fieldsAreValid = Signal<Bool>.combineLatest(username, password) { name, password in
        name.count >= 3 && password.count >= 6
    }
    // The command adds its own rule: not while a run is in progress. Its
    // isEnabled is "the fields are valid and nothing is running".
    return Command(enabled: fieldsAreValid) { _ in logIn() }
}
