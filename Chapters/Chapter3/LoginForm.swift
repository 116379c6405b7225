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

    /// The form as it looks now, titled with the tick.
    func picture(at tick: Int) -> FormPicture {
        guard isPresented.value else {
            return FormPicture(
                title: "Log in · tick \(tick)", rows: [.init("(dismissed: logged in)")])
        }
        let stars = String(repeating: "*", count: passwordLength.value)
        return FormPicture(
            title: "Log in · tick \(tick)",
            rows: [
                .init("Username  \(username.value)"),
                .init("Password  \(stars)"),
                .init(
                    canLogIn.value ? "          [ Log in ]" : "          ( Log in )",
                    note: canLogIn.value ? "button enabled" : "button disabled"),
                .init(
                    [(message.value, .red)], note: message.value.isEmpty ? "" : "message red"),
            ])
    }
}
