import ExerciseSupport
import Reactive

/// Exercise 2.6 · Turn a sequence into a signal
///
/// Build, with `Signal { observer in … }`, a signal that sends each element
/// of `elements` in order and then completes. A sequence is pulled by its
/// reader; a signal pushes to its subscriber. Like every signal, this one is a
/// recipe: read nothing until someone subscribes, and stop reading as soon as
/// the subscriber disposes (`observer.isDisposed`).
///
/// Graded: the grader compares your signal with the reference solution on the
/// example below and a few hundred generated cases: empty sequences and
/// sequences of thousands of numbers, subscribed by one to ten subscribers in
/// turn, each of which may dispose after a few values. It counts the elements
/// pulled: none before a subscription, and not one more after a subscriber has
/// disposed.
///
/// ```swift
/// signal(from: [1, 2, 3]).subscribeNext { print($0) }   // prints 1, 2, 3
/// ```
///
/// Book: chapter 2, Sequences and signals (`-[RACSequence signal]`)
public func signal<Elements: Sequence & Sendable>(
    from elements: Elements
) -> Signal<Elements.Element> where Elements.Element: Sendable {
    // TODO(2.6): return a Signal whose body loops over elements while not disposed.
    notAttempted("2.6")
}
