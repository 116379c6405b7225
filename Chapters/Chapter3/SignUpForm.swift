import Narration
import Reactive

/// The state of a one-field sign-up form, each part bound from a signal.
///
/// The chapter binds the properties with `<~` and draws the form from them,
/// so the picture shows what the bindings did.
///
/// Book: the view controller whose properties `RAC(…)` binds
final class SignUpForm: Sendable {
    /// The address as typed.
    let email = MutableProperty("")
    /// The colour of the address: green when valid, red when not.
    let textTint = MutableProperty(Tint.red)
    /// Whether the Send button can be pressed.
    let canSend = MutableProperty(false)

    /// The form as it looks now, titled with the tick, in the reader's language.
    func picture(at tick: Int, on page: Narrator) -> FormPicture {
        let green = textTint.value == .green
        let send = page.text(en: "Send", zh: "发送")
        return FormPicture(
            title: page.text(en: "Sign up · tick \(tick)", zh: "注册 · 第 \(tick) 刻"),
            rows: [
                .init(
                    [
                        (page.text(en: "E-mail  ", zh: "邮箱    "), nil),
                        (email.value, textTint.value),
                    ],
                    note: green
                        ? page.text(en: "text green", zh: "文字绿色")
                        : page.text(en: "text red", zh: "文字红色")),
                .init(
                    canSend.value ? "        [ \(send) ]" : "        ( \(send) )",
                    note: canSend.value
                        ? page.text(en: "button enabled", zh: "按钮可用")
                        : page.text(en: "button disabled", zh: "按钮不可用")),
            ])
    }
}
