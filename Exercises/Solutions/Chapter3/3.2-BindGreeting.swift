import Reactive

/// Exercise 3.2 · Bind a greeting to a name with <~: the reference solution.
///
/// Book: chapter 3, State derivation (`RAC(self, greeting) = [RACObserve(self, name) map:…]`)
@discardableResult
public func bindGreeting(_ greeting: MutableProperty<String>, to name: Signal<String>)
    -> any Disposable
{
    // The greeting is derived from the name, so map the names to greetings
    // and bind the result. `<~` holds the property weakly and ends with its
    // lifetime, so the binding neither keeps greeting alive nor outlives it.
    // It returns the subscription it made: handing that back lets the caller
    // end the binding early.
    greeting <~ name.map { name in name.isEmpty ? "Hello, stranger!" : "Hello, \(name)!" }
}
