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
    // 中文：派生状态：有效与否是文字的函数，所以它就是文字信号经过 map。去掉第
    // 一个和最后一个字符，剩下的才是“@”算数的位置。然后 distinctUntilChanged 只
    // 放过和上一个不同的答案：“a@b”和“a@bc”都有效，所以第二次按键没有告诉按钮任
    // 何新东西。
    texts
        .map { text in text.dropFirst().dropLast().contains("@") }
        .distinctUntilChanged()
}
