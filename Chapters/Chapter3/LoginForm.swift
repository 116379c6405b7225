import Narration
import Reactive

/// The state of the login form, each part bound from a signal.
///
/// Book: the login view controller of the book's recipe
final class LoginForm: Sendable {
    /// The username as typed.
    let username = MutableProperty("")
    /// How many characters of password have been typed (the form shows stars).
    let passwordLength = MutableProperty(0)
    /// Whether Log in can be pressed.
    let canLogIn = MutableProperty(false)
    /// The last error, shown in red under the button.
    let message = MutableProperty("")
    /// Whether the form is still on screen.
    let isPresented = MutableProperty(true)

    /// The messages the form shows, in Chinese: an error reads as its description in English.
    static let chinese = ["wrong password": "密码错误"]

    /// The form as it looks now, titled with the tick, in the reader's language.
    func picture(at tick: Int, on page: Narrator) -> FormPicture {
        let title = page.text(en: "Log in · tick \(tick)", zh: "登录 · 第 \(tick) 刻")
        guard isPresented.value else {
            let dismissed = page.text(en: "(dismissed: logged in)", zh: "（已关闭：登录成功）")
            return FormPicture(title: title, rows: [.init(dismissed)])
        }
        let stars = String(repeating: "*", count: passwordLength.value)
        let logIn = page.text(en: "Log in", zh: "登录")
        return FormPicture(
            title: title,
            rows: [
                .init(page.text(en: "Username  ", zh: "用户名    ") + username.value),
                .init(page.text(en: "Password  ", zh: "密码      ") + stars),
                .init(
                    canLogIn.value ? "          [ \(logIn) ]" : "          ( \(logIn) )",
                    note: canLogIn.value
                        ? page.text(en: "button enabled", zh: "按钮可用")
                        : page.text(en: "button disabled", zh: "按钮不可用")),
                .init(
                    [
                        (
                            page.text(
                                en: message.value, zh: Self.chinese[message.value] ?? message.value),
                            .red
                        )
                    ],
                    note: message.value.isEmpty ? "" : page.text(en: "message red", zh: "消息红色")),
            ])
    }
}
