import Reactive

/// Exercise 3.4 · Enable a log-in command from two fields: the reference solution.
///
/// Book: chapter 3, Commands (`-[RACCommand initWithEnabled:signalBlock:]`, `+combineLatest:reduce:`)
public func logInCommand(
    username: Signal<String>, password: Signal<String>,
    logIn: @escaping @Sendable () -> Signal<Bool>
) -> Command<Void, Bool> {
    // combineLatest waits until both fields have a value, then recomputes the
    // answer whenever either one changes, from the latest of each. (zip would
    // pair the first username with the first password, the second with the
    // second, and so on: wrong for fields typed at their own pace.)
    // 中文：combineLatest 等两个输入框都有了值，此后任何一个改变，都用两者最新
    // 的值重新算出答案。（zip 会把第一个用户名和第一个密码配对，第二个和第二个
    // 配对，依此类推：对各按各的节奏输入的输入框来说，这是错的。）
    let fieldsAreValid = Signal<Bool>.combineLatest(username, password) { name, password in
        name.count >= 3 && password.count >= 6
    }
    // The command adds its own rule: not while a run is in progress. Its
    // isEnabled is "the fields are valid and nothing is running".
    // 中文：指令加上了自己的规则：正在运行时不可用。它的 isEnabled 就是“输入框
    // 有效，并且没有在运行”。
    return Command(enabled: fieldsAreValid) { _ in logIn() }
}
