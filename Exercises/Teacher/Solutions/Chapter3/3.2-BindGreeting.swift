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
    // 中文：问候语由名字派生而来，所以把名字 map 成问候语，再绑定结果。`<~` 弱
    // 引用这个属性，并随它的生命周期结束，所以绑定既不会让 greeting 一直活着，
    // 也不会比它活得长。它返回自己建立的订阅：交回这个订阅，调用方就可以提前结
    // 束绑定。
    greeting <~ name.map { name in name.isEmpty ? "Hello, stranger!" : "Hello, \(name)!" }
}
