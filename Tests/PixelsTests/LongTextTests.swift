import Foundation
import Pixels
import TerminalText
import Testing

@testable import PixelsTerminal

/// A name the screen cannot show is cut when it is decoded, and drawing
/// looks at no more of any text than its cells can need, so a 1.9 MB name
/// (under the listing's 2 MiB cap) costs no more to draw than a short one.
@Suite("Long text: cut at decode, and drawn from a bounded beginning")
struct LongTextTests {
    let base = URL(string: "http://127.0.0.1:9999")!

    /// The listing with one photo called `name`, by `photographer`.
    func decoded(name: String, photographer: String = "P") throws -> Photo {
        var photo = APIJSON.photo(1, thumbnail: "/t.ppm")
        photo["name"] = name
        photo["user"] = ["username": "u", "fullname": photographer]
        return try #require(
            try PhotoDecoder.listing(from: APIJSON.listing([photo]), relativeTo: base).first)
    }

    @Test("a 1.9 MB name and photographer are cut to 1,024 scalars, ending with …")
    func hugeName() throws {
        let huge = String(repeating: "Eileen Collins ", count: 130_000)
        #expect(huge.utf8.count > 1_900_000)
        let photo = try decoded(name: huge, photographer: huge)
        // Booleans and counts only, so a failure does not print 1.9 MB.
        let (name, photographer) = (photo.name, photo.photographer)
        #expect(name.unicodeScalars.count == PhotoDecoder.maximumTextLength)
        let readsAsCut = name.hasPrefix("Eileen Collins Eileen") && name.hasSuffix("…")
        #expect(readsAsCut)
        let sameCut = photographer == name
        #expect(sameCut)
    }

    @Test("one letter under a million combining marks is cut by scalars, not characters")
    func oneHugeCharacter() throws {
        let huge = "a" + String(repeating: "\u{0301}", count: 1_000_000)
        #expect(huge.count == 1)
        let photo = try decoded(name: huge)
        #expect(photo.name.unicodeScalars.count == PhotoDecoder.maximumTextLength)
    }

    @Test("a name of exactly the cap is kept whole; one scalar more is cut")
    func atTheCap() throws {
        let cap = PhotoDecoder.maximumTextLength
        let exact = String(repeating: "x", count: cap)
        #expect(try decoded(name: exact).name == exact)
        let over = try decoded(name: exact + "y").name
        let cutBeforeTheCap = over == String(repeating: "x", count: cap - 1) + "…"
        #expect(cutBeforeTheCap)
    }

    @Test("text behind a run of zero-width characters longer than its cells can need is cut")
    func zeroWidthFlood() {
        let hidden = "abc" + String(repeating: "\u{200B}", count: 100_000) + "XYZ"
        var frame = Frame(columns: 10, rows: 2)
        frame.write(hidden, row: 0, column: 0)
        frame.write(hidden, row: 1, column: 0, width: 10)
        #expect(frame.lines(in: .ascii) == ["abc", "abc…"])
    }

    @Test("the scalars looked at grow with the cells, not with the text")
    func leadingIsBounded() {
        let text = String(repeating: "é", count: 500_000)
        let (head, isWhole) = Frame.leading(text, cells: 10)
        #expect(!isWhole)
        #expect(head.unicodeScalars.count == 10 * Frame.scalarsPerCell)
        #expect(Frame.leading("short", cells: 10) == ("short", true))
        #expect(Frame.leading(text, cells: Int.max).isWhole)
    }
}
