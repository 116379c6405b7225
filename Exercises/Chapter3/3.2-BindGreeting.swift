import ExerciseSupport
import Reactive

/// Exercise 3.2 · Bind a greeting to a name with <~
/// 练习 3.2 · 用 <~ 把问候语绑定到名字上
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
/// empty name is a stranger. Names have up to 3,000 characters; stories last
/// up to 18 ticks.
/// Last it reads the compiled answer for `<~`.
///
/// 任务：让 `greeting` 跟着 `name` 变：每来一个名字，问候语就变成
/// `"Hello, <name>!"`；名字为空时是 `"Hello, stranger!"`。请用绑定（`property <~ signal`），
/// 而不是一个设置属性的订阅：绑定从不让它的属性一直活着，属性被释放时绑定就结束。
/// 返回绑定的可释放对象，释放它就停止更新。
///
/// 评分：评分器先把你的问候语与参考答案对比，用几百个随机生成的名字（空的、全
/// 是空白的、带重音、组合符号、中日韩文字、emoji、几千个字符），再用随机生成的
/// 名字时间线：问候语和它们的时刻，名字信号何时被订阅和释放，以及绑定被提前释放
/// 的情形。最后它在几个不同的时刻释放属性：绑定必须放开它，并且结束。只有空名字
/// 才算陌生人（stranger）。名字最长 3,000 个字符；时间线最长 18 刻。
/// 最后它读编译出来的答案，看有没有用 `<~`。
///
/// ```swift
/// let name = MutableProperty("")
/// let greeting = MutableProperty("")
/// bindGreeting(greeting, to: name.signal)
/// print(greeting.value)   // prints Hello, stranger!
/// name.value = "Ash"
/// print(greeting.value)   // prints Hello, Ash!
/// ```
/// 示例中：先打印 `Hello, stranger!`，把名字设为 `"Ash"` 之后打印
/// `Hello, Ash!`。
///
/// 书中：第 3 章
/// “状态推导”（`RAC(self, greeting) = [RACObserve(self, name) map:…]`）
/// Book: chapter 3, State derivation (`RAC(self, greeting) = [RACObserve(self, name) map:…]`)
@discardableResult
public func bindGreeting(_ greeting: MutableProperty<String>, to name: Signal<String>)
    -> any Disposable
{
    // TODO(3.2): bind greeting to the names, each mapped to its greeting.
    notAttempted("3.2")
}
