import ExerciseSupport
import Reactive

/// Exercise 6.1 · Tell whether the login form can be sent
/// 练习 6.1 · 判断登录表单能否提交
///
/// The login screen writes what the user types into its view model's
/// `username` and `password` properties. Make the view model's validity:
/// true while both fields are non-empty, false otherwise; sent at once,
/// then each time the answer changes, never the same answer twice in a
/// row. Derive it from the properties' signals, which send the current text
/// and then each change: reading `.value` once would freeze the answer.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (typing into either field at any time, both at once, text
/// of every kind: a lone space, a tab or a line break, which are text, a
/// zero-width space, emoji, combining marks, 5,000 characters; a late
/// subscriber, early disposal), the grader compares every answer and its
/// tick with the reference solution's.
///
/// 任务：登录界面把用户输入的内容写进它的视图模型的 `username` 和 `password` 属
/// 性。请做出视图模型的有效性：两个输入框都不为空时为 true，否则为 false；立即
/// 发送一次，之后每当答案变化时再发送，连续两次绝不发送相同的答案。从属性的信号
/// 推导它，这些信号先发出当前文字，再发出每次变化：只读一次 `.value` 会把答案冻
/// 结住。
///
/// 评分：评分器在虚拟时间上，用下面的时间线和两百来个随机生成的时间线（随时在任
/// 一输入框里输入、两个同时输入，各种各样的文字：单独一个空格、制表符或换行，它
/// 们都算文字；零宽空格、emoji、组合符号、5,000 个字符；晚来的订阅者、提前释放），
/// 把每个答案和它的时刻与参考答案对比。
///
/// ```
/// username:  e--a---e---a--    e = "", a = "ash"
/// password:  e----s---x----    s = "secret", x = "x"
/// isValid:   f----t-f---t--    f = false, t = true
/// ```
/// 图中：f = false（假），t = true（真）。
///
/// 书中：第 6 章“登录模块：测试登录与投票”（FRPLoginViewModel 的
/// `-validateLoginInputs`，对两个输入框用 `combineLatest:reduce:`）
/// Book: chapter 6, Testing login and voting (FRPLoginViewModel's `-validateLoginInputs`,
/// `combineLatest:reduce:` of the two fields)
public func loginValidity(
    username: MutableProperty<String>, password: MutableProperty<String>
) -> Signal<Bool> {
    // TODO(6.1): combine the two fields' signals into one answer, sent only when it changes.
    notAttempted("6.1")
}
