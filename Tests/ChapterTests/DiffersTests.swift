import Foundation
import Testing

/// The chapters say where this library departs from ReactiveCocoa 2, each
/// time under the section's `Book:` footer.
@Suite("Where the Swift differs from RAC2")
struct DiffersTests {
    /// The departures the chapters must name, each found by words of its note.
    static let required: [(topic: String, words: [String])] = [
        ("a Subject after completion", ["`Subject`", "hears that end"]),
        ("<~ ending quietly", ["binding whose signal fails ends quietly"]),
        ("interval counts, not dates", ["`interval` sends a count"]),
        ("Signal.from is synchronous", ["`Signal.from(_:)`", "before subscribe returns"]),
        ("Command delivers on any thread", ["command delivers", "main thread"]),
        ("the throttle does not repeat", ["`throttleWhileInactive` sends each value once"]),
        ("no selector interception", ["no selector interception"]),
        ("SerialDisposable disposes what it replaces", ["`SerialDisposable`", "disposes"]),
        ("MutableProperty in place of KVO", ["`MutableProperty` in place of KVO"]),
        ("Optional in place of nil and NSNull", ["optional type in place of nil and NSNull"]),
        ("capture lists in place of @weakify", ["capture lists in place of @weakify"]),
        ("two bindings into one property", ["two bindings into one property"]),
        ("execute starts the work at once", ["`execute` subscribes to the run's signal at once"]),
        ("a Subject is no Signal", ["a `Subject` is neither a `Signal` nor an observer"]),
        ("throttle and delay take a scheduler", ["`throttle` and `delay` ask for the scheduler"]),
        ("the testing tools are RxTest's", ["the testing tools are RxTest's"]),
        ("one shared textSignal per field", ["`textSignal` is one hot signal per field"]),
    ]

    @Test("at least 12 Differs from RAC2 notes, each after a Book: footer in its section")
    func underTheFooter() throws {
        var notes = 0
        for chapter in chapters {
            let transcript = try chapter.plainRun().standardOutput
            for section in transcript.components(separatedBy: "\n── ").dropFirst() {
                var seenBook = false
                for line in section.split(separator: "\n") {
                    if line.hasPrefix("  Book: ") { seenBook = true }
                    if line.hasPrefix("  Differs from RAC2: ") {
                        notes += 1
                        #expect(seenBook, "\(chapter.name): a note before any Book: line: \(line)")
                    }
                }
            }
        }
        #expect(notes >= 12, "only \(notes) notes")
    }

    @Test("each departure the issue lists is named in a note", arguments: required.map(\.topic))
    func named(_ topic: String) throws {
        let words = try #require(Self.required.first { $0.topic == topic }).words
        let notes = try chapters.flatMap { try Self.notes(in: $0.plainRun().standardOutput) }
        #expect(
            notes.contains { note in words.allSatisfy(note.contains) },
            "no Differs from RAC2 note about \(topic)")
    }

    /// Each note's text, its wrapped lines joined with spaces.
    static func notes(in transcript: String) -> [String] {
        var notes: [String] = []
        var current: String?
        for line in transcript.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  Differs from RAC2: ") {
                if let current { notes.append(current) }
                current = String(line.dropFirst(2))
            } else if let text = current, line.hasPrefix("    "), !line.hasPrefix("     ") {
                current = text + " " + line.trimmingCharacters(in: .whitespaces)
            } else if let text = current {
                notes.append(text)
                current = nil
            }
        }
        if let current { notes.append(current) }
        return notes
    }
}
