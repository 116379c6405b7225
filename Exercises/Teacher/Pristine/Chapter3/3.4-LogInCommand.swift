import ExerciseSupport
import Reactive

/// Exercise 3.4 · Enable a log-in command from two fields
/// 练习 3.4 · 由两个输入框决定登录指令能否执行
///
/// Make the command behind a "Log in" button. It is enabled while the username
/// has at least 3 characters and the password at least 6: combine the latest
/// value of each field with `Signal.combineLatest(_:_:reduce:)`, and pass that
/// as the command's `enabled:` signal. Executing the command runs `logIn()`.
/// (While a log-in runs, the command disables itself, so a second tap cannot
/// start another.)
///
/// Graded: the grader compares your command with the reference solution's for a
/// few hundred generated pairs of fields (lengths around 3 and 6, accents,
/// combining marks, CJK, emoji, spaces and line breaks, thousands of
/// characters: characters, not bytes or Unicode scalars), then on time stories
/// of typing and tapping like the one below: `isEnabled` at every tick, what
/// each tap does, and when the fields and each `logIn()` are subscribed.
/// Fields have up to 3,000 characters; stories last up to 16 ticks.
///
/// 任务：做出“登录”（Log in）按钮背后的指令。用户名至少 3 个字符、密码至少 6 个字符时，
/// 指令可用：用 `Signal.combineLatest(_:_:reduce:)` 合并两个输入框各自的最新值，
/// 把结果作为指令的 `enabled:` 信号。执行指令就运行 `logIn()`。（登录进行中时指
/// 令会让自己不可用，所以第二次点击不会再开始一次。）
///
/// 评分：评分器先把你的指令与参考答案对比，用几百对随机生成的输入（长度在 3
/// 和 6 附近，带重音、组合符号、中日韩文字、emoji、空格和换行、几千个字符：数的
/// 是字符，不是字节，也不是 Unicode 标量），再用像下面那样的输入和点击的时间
/// 线：每一刻的 `isEnabled`、每次点击做了什么，以及输入框和每次 `logIn()` 何时
/// 被订阅。输入框里最多 3,000 个字符；时间线最长 16 刻。
///
/// ```
/// username:   u--v-------    u = "", v = "ash"
/// password:   p-q-----r-s    p = "", q = "secret", r = "12345", s = "123456"
/// execute():  -----x         logIn() takes 2 ticks
/// isEnabled:  f--t-f-tf-t    f = false, t = true
/// ```
/// 图中：`logIn()` 要运行 2 刻；f = false（假），t = true（真）。
///
/// 书中：第 3 章“指令”（`-[RACCommand initWithEnabled:signalBlock:]`、
/// `+combineLatest:reduce:`）
/// Book: chapter 3, Commands (`-[RACCommand initWithEnabled:signalBlock:]`, `+combineLatest:reduce:`)
public func logInCommand(
    username: Signal<String>, password: Signal<String>,
    logIn: @escaping @Sendable () -> Signal<Bool>
) -> Command<Void, Bool> {
    // TODO(3.4): combine the fields into an enabled signal, then make the Command.
    notAttempted("3.4")
}
