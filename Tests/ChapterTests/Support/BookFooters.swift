import Foundation

/// Each `Book:` footer of a `--plain` transcript, its wrapped lines joined
/// with spaces: `-[RACSignal catch:], -[RACSignal catchTo:]`.
func bookFooters(in transcript: String) -> [String] {
    var footers: [String] = []
    var inFooter = false
    for line in transcript.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("  Book: ") {
            footers.append(String(line.dropFirst(8)))
            inFooter = true
        } else if inFooter, line.hasPrefix("        ") {
            footers[footers.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
        } else {
            inFooter = false
        }
    }
    return footers
}
