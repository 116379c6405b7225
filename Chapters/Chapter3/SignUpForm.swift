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

    /// The form as it looks now, titled with the tick.
    func picture(at tick: Int) -> FormPicture {
        let colour = textTint.value == .green ? "green" : "red"
        return FormPicture(
            title: "Sign up · tick \(tick)",
            rows: [
                .init([("E-mail  ", nil), (email.value, textTint.value)], note: "text \(colour)"),
                .init(
                    canSend.value ? "        [ Send ]" : "        ( Send )",
                    note: canSend.value ? "button enabled" : "button disabled"),
            ])
    }
}
