import ExerciseSupport
import Reactive

/// Exercise 6.1 · Tell whether the login form can be sent
///
/// The login screen writes what the user types into its view model's
/// `username` and `password` properties. Make the view model's validity:
/// true while both fields are non-empty, false otherwise; sent at once,
/// then each time the answer changes, never the same answer twice in a
/// row. Derive it from the properties' signals, which send the current text
/// and then each change: reading `.value` once would freeze the answer.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (typing into either field at any time, both at once, text
/// of every kind: a lone space, a tab or a line break, which are text, a
/// zero-width space, emoji, combining marks, 5,000 characters; a late
/// subscriber, early disposal), the grader compares every answer and its
/// tick with the reference solution's.
///
/// ```
/// username:  e--a---e---a--    e = "", a = "ash"
/// password:  e----s---x----    s = "secret", x = "x"
/// isValid:   f----t-f---t--    f = false, t = true
/// ```
///
/// Book: chapter 6, Testing login and voting (FRPLoginViewModel's `-validateLoginInputs`,
/// `combineLatest:reduce:` of the two fields)
public func loginValidity(
    username: MutableProperty<String>, password: MutableProperty<String>
) -> Signal<Bool> {
    // TODO(6.1): combine the two fields' signals into one answer, sent only when it changes.
    notAttempted("6.1")
}
