extension StringProtocol {
    /// The text made safe inside HTML, in text and in a quoted attribute:
    /// `&`, `<`, `>`, `"` and `'` become character references.
    ///
    /// ```swift
    /// print("a < b && \"c\"".htmlEscaped)   // prints a &lt; b &amp;&amp; &quot;c&quot;
    /// ```
    ///
    /// Book: no equivalent; the chapters' pages and `workbook read` write HTML.
    public var htmlEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
