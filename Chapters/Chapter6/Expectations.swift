import Narration
import Synchronization

/// The checks of a test that a section runs live, reported as a test runner would.
///
/// A section makes one for the listing of its test and calls it as
/// `expect(claim)` inside the listed code, just where the test checks. Each
/// call notes whether its claim held; `report()` then prints each claim with
/// `✔` or `✘`, worded exactly as the listing shows it, because the words are
/// taken from the listing's line for that call.
///
/// ```swift
/// let expect = Expectations(page, .emptyAtFirst)
/// // snippet.emptyAtFirst
/// expect(importer.requests == [])
/// // snippet.end
/// expect.report()   // prints   ▸ ✔ importer.requests == []
/// ```
///
/// Book: Expecta's `expect(…).to.equal(…)` in the book's tests
final class Expectations: Sendable {
    private let page: Narrator
    private let listing: Listing
    private let results = Mutex<[(claim: String, holds: Bool)]>([])

    /// Checks for the test shown in `listing`, reported on `page`.
    init(_ page: Narrator, _ listing: Listing) {
        self.page = page
        self.listing = listing
    }

    /// Notes whether the claim written on this line of the listing holds.
    func callAsFunction(_ holds: Bool, fileID: String = #fileID, line: Int = #line) {
        guard fileID.hasSuffix("/" + listing.file),
            let text = listing.text(atLine: line)?.drop(while: { $0 == " " }),
            text.hasPrefix("expect("), text.hasSuffix(")")
        else {
            preconditionFailure("\(fileID):\(line): expect(…) outside listing \(listing.name)")
        }
        let claim = String(text.dropFirst("expect(".count).dropLast())
        results.withLock { $0.append((claim, holds)) }
    }

    /// Prints each claim checked so far, in order, with `✔` if it held and `✘` if not.
    func report() {
        for (claim, holds) in results.withLock({ $0 }) {
            page.output((holds ? "✔ " : "✘ ") + claim)
        }
    }
}
