/// A region of a Swift file between SE-0356 snippet markers, as the reader sees it.
///
/// ```swift
/// // snippet.squares
/// let numbers = [1, 2, 3]
/// // snippet.hide
/// let unseen = 0
/// // snippet.show
/// print(numbers.map { $0 * $0 })
/// // snippet.end
/// ```
///
/// gives a snippet named `squares` with the two visible lines, their common
/// indentation removed, and the numbers of those lines in the file.
struct Snippet: Equatable {
    /// The name after `// snippet.`, a Swift identifier.
    let name: String
    /// The file's name, such as `Mapping.swift`.
    let file: String
    /// The line (from 1) of the marker that opens the region.
    let line: Int
    /// The visible lines, without their common indentation or trailing spaces.
    let lines: [String]
    /// The line (from 1) in the file of each visible line.
    let lineNumbers: [Int]
}

/// A marker the parser could not follow, with the place it was found.
struct SnippetError: Error, Equatable, CustomStringConvertible {
    /// The path of the file, as given to the tool.
    let path: String
    /// The line (from 1) of the marker at fault.
    let line: Int
    /// What was wrong, in one line.
    let message: String

    /// `path:line: error: message`, the shape compilers use, so a build shows it in place.
    var description: String {
        "\(path):\(line): error: \(message)"
    }
}
