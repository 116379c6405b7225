/// A colour for a few words inside a picture, such as the text of a form's field.
///
/// Like every colour in a chapter, a tint appears only when the narrator is in
/// colour. A picture must still say everything without it, so whatever the
/// tint shows is also written out in words.
///
/// Book: the `UIColor` a view model hands to a view.
public enum Tint: String, Sendable, Hashable {
    /// Valid, allowed, done.
    case green = "32"
    /// Invalid, refused, failed.
    case red = "31"
}

extension Narrator {
    /// `text` in `tint` when the narrator is in colour; otherwise `text` as it is.
    ///
    /// Pad text to its width before tinting it: escape codes have no width on
    /// screen, but they do in `displayWidth`.
    ///
    /// ```swift
    /// page.picture(["[ " + page.tinted("ash@example.com", .green) + " ]  valid"])
    /// // prints     [ ash@example.com ]  valid   (the address green on a terminal)
    /// ```
    public func tinted(_ text: String, _ tint: Tint) -> String {
        guard colour, !text.isEmpty else { return text }
        return "\u{1B}[\(tint.rawValue)m\(text)\u{1B}[0m"
    }

    /// A picture of something on screen (a form, a list of photos), drawn in
    /// text and shown as it is, indented like code, after a blank line.
    ///
    /// Draw it from the state of this run, so it shows what the code did.
    ///
    /// ```swift
    /// page.picture(["┌──────┐", "│ Send │", "└──────┘"])
    /// ```
    ///
    /// Book: the screenshots of the book's example apps.
    public func picture(_ lines: [String]) {
        if record(.picture(lines)) { return }
        blank()
        for text in lines { line("    " + text) }
    }
}
