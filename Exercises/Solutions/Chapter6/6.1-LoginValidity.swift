import Reactive

/// Exercise 6.1 · Tell whether the login form can be sent: the reference solution.
///
/// Book: chapter 6, Testing login and voting (FRPLoginViewModel's `-validateLoginInputs`,
/// `combineLatest:reduce:` of the two fields)
public func loginValidity(
    username: MutableProperty<String>, password: MutableProperty<String>
) -> Signal<Bool> {
    // A property's signal sends its value now, then every change, so
    // combineLatest has an answer at once and a new one whenever either
    // field changes, computed from the latest text of both. Typing into a
    // field that is already filled in gives the same answer again;
    // distinctUntilChanged drops those repeats, so a button bound to this
    // flips only when it should.
    Signal.combineLatest(username.signal, password.signal) { name, secret in
        !name.isEmpty && !secret.isEmpty
    }
    .distinctUntilChanged()
}
