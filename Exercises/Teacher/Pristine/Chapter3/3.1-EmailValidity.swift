import ExerciseSupport
import Reactive

/// Exercise 3.1 · Tell whether an e-mail address looks valid
/// 练习 3.1 · 判断一个电子邮件地址是否像样
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
/// counts characters: `"@\u{301}"`, an accented @, is not an "@". Texts have
/// up to 3,002 characters; stories last up to 18 ticks.
///
/// 任务：`texts` 在每次按键之后发出电子邮件输入框里的内容。返回一个信号，说明这
/// 段文字像不像电子邮件地址：当它在首字符和末字符以外的某处含有一个 `"@"` 时为
/// true。只在答案变化时才发送，这样绑定到它的按钮就不会被告知两遍同样的事；第一
/// 个答案总是要发送。
///
/// 评分：评分器把你的信号与参考答案对比，先用下面的文字和几百段随机生成的文字
/// （带重音、组合符号、中日韩文字、emoji、空格和换行、好几个 `"@"`、几千个字符），
/// 再用随机生成的输入时间线：答案和它们的时刻、错误与完成、一个提前离开的订阅者
/// 和一个晚来的订阅者。它按字符来数：`"@\u{301}"`，即带重音的 @，不是 `"@"`。文字
/// 最长 3,002 个字符；时间线最长 18 刻。
///
/// ```
/// texts:     -a-b-c-d-|    a = "a", b = "a@", c = "a@b", d = "a@bc"
/// validity:  -f---t---|    f = false, t = true
/// ```
/// 图中：validity 一行是有效性；f = false（假），t = true（真）。
///
/// 书中：第 3 章“状态推导”（`[RACObserve(self, email) map:…]`、
/// `-distinctUntilChanged`）
/// Book: chapter 3, State derivation (`[RACObserve(self, email) map:…]`, `-distinctUntilChanged`)
public func emailValidity(_ texts: Signal<String>) -> Signal<Bool> {
    // TODO(3.1): map each text to true or false, then drop repeated answers.
    notAttempted("3.1")
}
