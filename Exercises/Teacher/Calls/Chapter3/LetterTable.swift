/// What each letter of a story's source stands for, and the legend that
/// says so, such as `a = "", b = "as"`: a story's values are single
/// letters, the texts an exercise needs are not.
///
/// ```swift
/// let names = LetterTable(["a": "Ash", "b": ""])
/// print(names.text("b").isEmpty, names.legend)   // prints true a = "Ash", b = ""
/// ```
public struct LetterTable: Sendable {
    /// The text of each letter.
    public let texts: [String: String]
    /// "a = \"\", b = \"as\", …", in the order the table was written.
    public let legend: String

    /// A table of these letters and texts, in this order.
    public init(_ texts: KeyValuePairs<String, String>) {
        self.texts = Dictionary(uniqueKeysWithValues: texts.map { ($0.key, $0.value) })
        legend = texts.map { "\($0.key) = \($0.value.debugDescription)" }
            .joined(separator: ", ")
    }

    /// The text a letter stands for; the letter itself if it stands for nothing.
    @Sendable public func text(_ letter: String) -> String {
        texts[letter] ?? letter
    }
}
