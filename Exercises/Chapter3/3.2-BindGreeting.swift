import ExerciseSupport
import Reactive

/// Exercise 3.2 · Bind a greeting to a name with <~
///
/// Keep `greeting` in step with `name`: whenever a name arrives, the greeting
/// becomes "Hello, <name>!", or "Hello, stranger!" for an empty name. Use a
/// binding (`property <~ signal`), not a subscription that sets the property:
/// a binding never keeps its property alive, and it ends when the property is
/// freed. Return the binding's disposable, so that disposing it stops the updates.
///
/// Graded: the grader compares your greetings with the reference solution's for
/// a few hundred generated names (empty, blank, accents, combining marks, CJK,
/// emoji, thousands of characters), then on generated time stories of names:
/// the greetings and their ticks, and when the names are subscribed and
/// disposed, also when the binding is disposed early. Last it frees the
/// property, at several ticks: the binding must let it go, and end. Only an
/// empty name is a stranger.
///
/// ```swift
/// let name = MutableProperty("")
/// let greeting = MutableProperty("")
/// bindGreeting(greeting, to: name.signal)
/// print(greeting.value)   // prints Hello, stranger!
/// name.value = "Ash"
/// print(greeting.value)   // prints Hello, Ash!
/// ```
///
/// Book: chapter 3, State derivation (`RAC(self, greeting) = [RACObserve(self, name) map:…]`)
@discardableResult
public func bindGreeting(_ greeting: MutableProperty<String>, to name: Signal<String>)
    -> any Disposable
{
    // TODO(3.2): bind greeting to the names, each mapped to its greeting.
    notAttempted("3.2")
}
