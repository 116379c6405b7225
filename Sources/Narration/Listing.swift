/// Lines of a chapter's own code, cut from its compiled source to be shown.
///
/// Listings are never typed in. Mark the code a section runs with SE-0356
/// snippet markers, and the listings plugin, at build time, makes a `Listing`
/// named after the region:
///
/// ```swift
/// page.code(.squares)
/// // snippet.squares
/// let numbers = [1, 2, 3]
/// print(numbers.map { $0 * $0 })
/// // snippet.end
/// // prints
/// //     let numbers = [1, 2, 3]
/// //     print(numbers.map { $0 * $0 })
/// //   ▸ [1, 4, 9]
/// ```
///
/// Lines between `// snippet.hide` and `// snippet.show` run but are not
/// shown. A misplaced marker stops the build with its file and line.
///
/// Book: the book's code listings; here each one is the code that ran.
public struct Listing: Sendable, Hashable {
    /// The region's name, from its `// snippet.NAME` marker.
    public let name: String
    /// The file the region is in, such as `Mapping.swift`.
    public let file: String
    /// The line of the region's opening marker.
    public let line: Int
    /// The lines the reader sees, without their common indentation.
    public let lines: [String]
    /// The line in `file` of each of `lines`.
    public let lineNumbers: [Int]

    /// Creates a listing; the listings plugin writes these calls.
    public init(_ name: String, file: String, line: Int, lines: [String], lineNumbers: [Int]) {
        self.name = name
        self.file = file
        self.line = line
        self.lines = lines
        self.lineNumbers = lineNumbers
    }

    /// The line shown for line `number` of `file`, or nil if that line is not shown.
    public func text(atLine number: Int) -> String? {
        lineNumbers.firstIndex(of: number).map { lines[$0] }
    }
}
