import Narration
import Reactive

/// What the login command sends to the server.
struct Credentials: Sendable {
    /// The name typed into the username field.
    let username: String
    /// The password typed into the password field.
    let password: String
}

/// Whether the Log in button may be pressed: a username, and a password of at
/// least six characters. A fresh answer whenever either field changes, once
/// both have sent their text.
///
/// Contract: hot · values: Bool · errors: none
///   completes: when both text fields are released · fails: never
///   scheduler: the typist's thread (no hop) · multicast: no (each combines anew)
///
/// Book: `+[RACSignal combineLatest:reduce:]` over the two fields' `rac_textSignal`
func loginAllowed(username: TextField, password: TextField) -> Signal<Bool> {
    Signal.combineLatest(username.textSignal, password.textSignal) { name, password in
        !name.isEmpty && password.count >= 6
    }
}

/// Logs in on a pretend server a tick away, where every password but "secret" is wrong.
///
/// Contract: cold · values: Void (none sent) · errors: LoginError
///   completes: next tick, right password · fails: next tick, wrong password
///   scheduler: the one passed in · multicast: no (each subscriber logs in again)
///
/// Book: the network request a login RACCommand's signal block returns
func logIn(_ credentials: Credentials, on scheduler: TestScheduler) -> Signal<Void> {
    Signal { observer in
        scheduler.schedule(after: .seconds(1)) {
            if credentials.password == "secret" {
                observer.sendCompleted()
            } else {
                observer.sendError(LoginError.wrongPassword)
            }
        }
    }
}

/// The contract of `loginAllowed(username:password:)`, for the narration.
let loginAllowedContract = Contract(
    .hot, values: "Bool", errors: "none",
    completes: "when both text fields are released", fails: "never",
    scheduler: "the typist's thread (no hop)", multicast: "no (each combines anew)",
    zh: .init(
        errors: "无", completes: "两个文本框都被释放时", fails: "从不", scheduler: "打字所在的线程（不切换）",
        multicast: "否（每个订阅者各自组合）"))

/// The contract of `logIn(_:on:)`, for the narration.
let logInContract = Contract(
    .cold, values: "Void (none sent)", errors: "LoginError",
    completes: "next tick, right password", fails: "next tick, wrong password",
    scheduler: "the one passed in", multicast: "no (each subscriber logs in again)",
    zh: .init(
        values: "Void（不发送任何值）", errors: "LoginError", completes: "下一刻，密码正确时", fails: "下一刻，密码错误时",
        scheduler: "传入的那个",
        multicast: "否（每个订阅者都重新登录）"))
