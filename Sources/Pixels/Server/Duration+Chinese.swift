/// A duration as the Chinese messages say it, in whole milliseconds below a
/// second and in seconds from there: `300 毫秒`, `2 秒`, `1.5 秒`. (Swift's
/// own description, `2.0 seconds`, is the English messages'.)
///
/// ```swift
/// print(Duration.seconds(2).chineseDescription)          // prints 2 秒
/// print(Duration.milliseconds(300).chineseDescription)   // prints 300 毫秒
/// ```
extension Duration {
    var chineseDescription: String {
        let (seconds, attoseconds) = components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        if milliseconds < 1000 { return "\(milliseconds) 毫秒" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) 秒" }
        return "\(Double(milliseconds) / 1000) 秒"
    }
}
