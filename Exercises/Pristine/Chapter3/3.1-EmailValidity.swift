import ExerciseSupport
import Reactive

/// Exercise 3.1 · Tell whether an e-mail address looks valid
///
/// `texts` sends what is in an e-mail field after each keystroke. Return a
/// signal that says whether the text looks like an e-mail address: true when
/// it has an "@" somewhere other than its first or last character. Send only
/// when the answer changes, so that a button bound to it is not told the same
/// thing twice; the first answer is always sent.
///
/// Graded: the grader compares your signal with the reference solution on the
/// texts below and a few hundred generated ones (accents, combining marks, CJK,
/// emoji, spaces and line breaks, several "@", thousands of characters), then
/// on generated time stories of typing: answers and their ticks, errors and
/// completion, a subscriber that leaves early and one that comes late. It
/// counts characters: `"@\u{301}"`, an accented @, is not an "@".
///
/// ```
/// texts:     -a-b-c-d-|    a = "a", b = "a@", c = "a@b", d = "a@bc"
/// validity:  -f---t---|    f = false, t = true
/// ```
///
/// Book: chapter 3, State derivation (`[RACObserve(self, email) map:…]`, `-distinctUntilChanged`)
public func emailValidity(_ texts: Signal<String>) -> Signal<Bool> {
    // TODO(3.1): map each text to true or false, then drop repeated answers.
    notAttempted("3.1")
}
