/// Whether a text holds Chinese: the test the workbook's checks of its
/// Chinese texts share.
///
/// A text holds Chinese if it has a Chinese character (a CJK unified
/// ideograph), CJK punctuation (such as 。 or 「) or a full-width form
/// (such as ， or ：).
///
/// ```swift
/// print("map 把每个元素交给一个函数。".containsChinese)   // prints true
/// print("map hands each element on.".containsChinese)    // prints false
/// ```
///
/// Book: none; the translation is a second book, the workbook one program.
extension StringProtocol {
    /// Whether the text has a Chinese character, CJK punctuation or a full-width form.
    public var containsChinese: Bool {
        unicodeScalars.contains { scalar in
            (0x3000...0x303F).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
                || (0xFF00...0xFFEF).contains(scalar.value)
        }
    }
}
