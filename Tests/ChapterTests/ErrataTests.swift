import Foundation
import Narration
import Testing

/// The errata page points at the sections that show each erratum.
@Suite("The errata page")
struct ErrataTests {
    @Test("every erratum names a section by the number and the titles its chapter lists")
    func pointersMatchTheChapters() throws {
        var listings: [Int: String] = [:]
        for erratum in Errata.all {
            let place = erratum.shown
            if listings[place.chapter] == nil {
                listings[place.chapter] =
                    try ChapterProgram(place.chapter).run(["--list", "--plain"]).standardOutput
            }
            let line = String(format: "%4d. ", place.section) + place.title.english + " · "
                + place.title.chinese
            let listed = listings[place.chapter]?.split(separator: "\n").map(String.init) ?? []
            #expect(
                listed.contains(line),
                "\(erratum.heading): chapter \(place.chapter) lists no \"\(line)\"")
        }
    }
}
