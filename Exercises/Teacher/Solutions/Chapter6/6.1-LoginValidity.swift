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
    // 中文：属性的信号先发送它现在的值，再发送每一次改变，所以 combineLatest 立
    // 即有一个答案，此后任何一个输入框改变时都用两者最新的文字算出新答案。在已
    // 经填好的输入框里继续输入，会再次给出同样的答案；distinctUntilChanged 丢掉
    // 这些重复，所以绑定到它上面的按钮只在该翻转时翻转。
    Signal.combineLatest(username.signal, password.signal) { name, secret in
        !name.isEmpty && !secret.isEmpty
    }
    .distinctUntilChanged()
}
