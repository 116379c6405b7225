import Reactive

/// Exercise 3.1 · Tell whether an e-mail address looks valid: the reference solution.
///
/// Book: chapter 3, State derivation (`[RACObserve(self, email) map:…]`, `-distinctUntilChanged`)
public func emailValidity(_ texts: Signal<String>) -> Signal<Bool> {
    // Derived state: the validity is a function of the text, so it is the
    // text signal mapped. Dropping the first and last characters leaves the
    // places where an "@" counts. distinctUntilChanged then lets through only
    // the answers that differ from the one before: "a@b" and "a@bc" are both
    // valid, so the second keystroke tells the button nothing new.
    texts
        .map { text in text.dropFirst().dropLast().contains("@") }
        .distinctUntilChanged()
}
