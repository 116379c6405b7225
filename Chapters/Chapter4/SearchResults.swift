/// The words a search found for one query.
///
/// ```swift
/// print(SearchResults(query: "swi"))   // prints "swi": swim, swing, switch
/// ```
struct SearchResults: Sendable, CustomStringConvertible {
    /// The words the pretend search server knows.
    static let dictionary = ["sweet", "swift", "swiftly", "swim", "swing", "switch"]

    /// What was searched for.
    let query: String
    /// The words of the dictionary that start with the query.
    let words: [String]

    /// The results for `query`, looked up in the dictionary.
    init(query: String) {
        self.query = query
        self.words = Self.dictionary.filter { $0.hasPrefix(query) }
    }

    var description: String {
        "\"\(query)\": \(words.joined(separator: ", "))"
    }
}
