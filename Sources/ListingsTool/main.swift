// The listings tool: cuts the snippets out of a chapter's Swift files and
// writes them as `Listing` values, for the listings plugin.
//
//     ListingsTool OUTPUT.swift INPUT.swift...
//
// A marker it cannot follow, or a file it cannot read as UTF-8 text, stops
// the build with one line naming the file: `file:line: error: …`.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 1 else {
    FileHandle.standardError.write(Data("usage: ListingsTool OUTPUT.swift INPUT.swift...\n".utf8))
    exit(2)
}
do {
    var snippets: [Snippet] = []
    for path in arguments.dropFirst().sorted() {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw SnippetError(path: path, line: 1, message: "cannot be read as UTF-8 text")
        }
        snippets += try parseSnippets(in: text, path: path)
    }
    let source = try listingsSource(snippets, paths: arguments.dropFirst().sorted())
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[0]))
} catch let error as SnippetError {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("ListingsTool: \(error)\n".utf8))
    exit(1)
}
