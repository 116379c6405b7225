/// The few looks a chapter uses on a colour terminal, as ANSI escape codes.
///
/// Styles are applied only when the narrator is in colour, which it is only
/// on a terminal without `--plain` or `NO_COLOR` (see `Terminal`). Plain text
/// stays readable on its own: every look also has a textual marker, such as
/// the indent of code or the `▸` before output.
enum Style: String, Sendable {
    /// Section headings and the chapter banner.
    case heading = "1;36"
    /// Code listings.
    case code = "33"
    /// Shell commands for the reader to type.
    case command = "1;33"
    /// Live output.
    case output = "32"
    /// Notes naming the book's API.
    case book = "35"
    /// Signal contracts.
    case contract = "34"
    /// Table headers and labels.
    case bold = "1"
    /// Rules and prompts.
    case dim = "2"

    /// `text` wrapped in this style's escape codes when `colour` is on.
    func apply(_ text: String, colour: Bool) -> String {
        guard colour, !text.isEmpty else { return text }
        return "\u{1B}[\(rawValue)m\(text)\u{1B}[0m"
    }
}
