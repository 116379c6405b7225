import Reactive

/// A one-line text field: what the user has typed so far.
///
/// Printable characters are added at the end and Backspace removes the last
/// one; `text` sends the text now, then after each change, for a screen to
/// bind into its view model.
///
/// ```swift
/// let field = TextField()
/// field.text.signal.subscribeNext { print($0) }   // prints an empty line
/// _ = field.handle(.character("a"))               // prints a
/// ```
///
/// Book: UITextField, with `rac_textSignal`
public final class TextField: Sendable {
    /// The text typed so far. Book: `rac_textSignal`
    public let text = MutableProperty("")

    /// An empty field.
    public init() {}

    /// Types one key: a printable character or Backspace; false for any other key.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            text.value.append(character)
        case .backspace:
            if !text.value.isEmpty { text.value.removeLast() }
        default:
            return false
        }
        return true
    }
}
