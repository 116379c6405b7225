import Foundation
import Testing

/// What the chapters of the Pixels app and its sources say of the book: a
/// `Book:` line names the book's code only for code the book has.
///
/// The app's login and voting, and the tests of its login, are the
/// FunctionalReactivePixels repository's, not the book's; `takeUntil:` on a
/// cell's reuse signal is the articles'. Some names the book never spells
/// that way at all. These tests read every `Book:` claim in the doc comments
/// of the Pixels sources and the chapters of the app, and every `Book:`
/// footer those chapters print.
@Suite("What the Pixels chapters and sources say of the book")
struct AppBookClaimsTests {
    /// Names of the repository's code, which a claim must credit to it.
    static let repositoryOnly = [
        "FRPLoginViewModel", "FRPLoginViewController", "FRPPhotoDetailViewModel",
        "FRPPhotoDetailViewController", "logInWithUsername", "voteForPhoto", "votedFor",
        "authenticateWithUserName", "requestToVoteForPhoto", "voteCommand", "loginCommand",
        "validateLoginInputs", "photoRating", "votePromptText", "infoButton", "loggedIn",
    ]

    /// Names of the articles' code, which a claim must credit to them.
    static let articlesOnly = ["rac_prepareForReuseSignal"]

    /// Names the book never uses for what they are cited for.
    static let notTheBooks = [
        "fullsizedURL", "fullsizedData", "downloadFullsizedImageForPhotoModel",
        "initWithPhotoModelArray", "requestForPhotoFeature:resultsPerPage:page:completion:",
        "requestForPhotoID:completion:", "photoDetail", "voteButtonText", "ableToVoteSignal",
        "viewWillDisappear",
    ]

    /// The folders whose doc comments are read.
    static let folders = [
        "Sources/Pixels", "Sources/PixelsTerminal", "Chapters/PixelsMVC", "Chapters/Chapter5",
        "Chapters/Chapter6",
    ]

    @Test("no Book: claim in the Pixels sources or their chapters cites what the book lacks")
    func docComments() throws {
        let claims = try Self.folders.flatMap { try Self.claims(inFolder: $0) }
        #expect(claims.count >= 150, "only \(claims.count) claims found")
        for claim in claims { Self.check(claim.text, at: claim.place) }
    }

    @Test("no Book: footer of Chapters 5 and 6 cites what the book lacks")
    func footers() throws {
        for chapter in [ChapterProgram(5), ChapterProgram(6)] {
            for footer in bookFooters(in: try chapter.plainRun().standardOutput) {
                Self.check(footer, at: "\(chapter.name)'s footer")
            }
        }
    }

    /// Records an issue for each name in `claim` that it does not credit rightly.
    static func check(_ claim: String, at place: String) {
        for name in repositoryOnly where claim.contains(name) && !claim.contains("repository") {
            Issue.record("\(place): \(name) is the repository's, not the book's: \(claim)")
        }
        for name in articlesOnly where claim.contains(name) && !claim.contains("article") {
            Issue.record("\(place): \(name) is the articles', not the book's: \(claim)")
        }
        for name in notTheBooks where claim.contains(name) {
            Issue.record("\(place): the book has no \(name): \(claim)")
        }
    }

    /// Each `Book:` claim in a doc comment or comment of the Swift files under
    /// `folder`, with the comment lines that continue it.
    static func claims(inFolder folder: String) throws -> [(place: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let base = root.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var claims: [(String, String)] = []
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, line) in lines.enumerated() {
                guard line.hasPrefix("//"), let start = line.range(of: "Book:") else { continue }
                var claim = String(line[start.lowerBound...])
                for next in lines[(index + 1)...] {
                    let body = next.drop { $0 == "/" }.trimmingCharacters(in: .whitespaces)
                    guard next.hasPrefix("//"), !body.isEmpty, !body.hasPrefix("Differs")
                    else { break }
                    claim += " " + body
                }
                claims.append(("\(folder)/\(file):\(index + 1)", claim))
            }
        }
        return claims
    }
}
