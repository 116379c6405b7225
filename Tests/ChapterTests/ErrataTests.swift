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
            let line =
                String(format: "%4d. ", place.section) + place.title.english + " · "
                + place.title.chinese
            let listed = listings[place.chapter]?.split(separator: "\n").map(String.init) ?? []
            #expect(
                listed.contains(line),
                "\(erratum.heading): chapter \(place.chapter) lists no \"\(line)\"")
        }
    }

    @Test(
        "every erratum is quoted in the section it names, in both languages",
        arguments: ["en", "zh"])
    func quotedInTheirSections(_ language: String) throws {
        var outputs: [Erratum.Place: String] = [:]
        for erratum in Errata.all {
            let place = erratum.shown
            if outputs[place] == nil {
                outputs[place] =
                    try ChapterProgram(place.chapter).run(
                        ["--plain", "--section", "\(place.section)", "--lang", language]
                    ).standardOutput
            }
            let squeezed = { (text: String) in text.filter { !$0.isWhitespace } }
            #expect(
                squeezed(outputs[place] ?? "").contains(squeezed(erratum.says)),
                "\(erratum.heading): chapter \(place.chapter), section \(place.section) never quotes “\(erratum.says)”"
            )
        }
    }
}
