import Foundation
import Testing

/// What the chapters and the library's doc comments say about the book and
/// ReactiveCocoa 2, checked where an outside reader found it wrong.
@Suite("What the workbook says about the book")
struct BookClaimsTests {
    @Test("1.1's Book: footer cites no code: the book's 理念 has none")
    func philosophyFooter() throws {
        let footers = bookFooters(in: try ChapterProgram(1).sectionOutput("Philosophy"))
        #expect(footers.count == 1)
        #expect(!footers.joined().contains("a = b + c"), "\(footers)")
    }

    @Test("3.4's Book: footer names the book's outlet, self.button")
    func stateDerivationFooter() throws {
        let footers = bookFooters(in: try ChapterProgram(3).sectionOutput("State derivation"))
        #expect(footers.contains { $0.contains("RAC(self.button, enabled)") }, "\(footers)")
        #expect(!footers.joined().contains("sendButton"))
    }

    @Test("3.5's thread note lists what RAC2's command moves to main, and no completions")
    func commandThreadNote() throws {
        let notes = DiffersTests.notes(in: try ChapterProgram(3).sectionOutput("Commands"))
        let note = try #require(notes.first { $0.contains("command delivers") })
        let rac2 = try #require(note.range(of: "RAC2's command moves")).upperBound
        let moved = note[rac2...].prefix { $0 != "." }
        #expect(moved.contains("`executionSignals`"), "\(moved)")
        #expect(!moved.contains("completions"), "RAC2 has no completions: \(moved)")
    }

    @Test("Command.completions' doc comment says RAC2 has no such signal, and why")
    func completionsDoc() throws {
        let doc = try Self.docComment(in: "Sources/Reactive/Command.swift", of: "var completions")
        #expect(!doc.contains("`-subscribeCompleted:` on each"), "a wrong RAC2 equivalent")
        #expect(doc.contains("no such signal"))
        #expect(doc.contains("catchTo:[RACSignal empty]"))
    }

    @Test(
        "the library's doc comments flag where execute, Subject, delay and throttle depart from RAC2",
        arguments: [
            ("Sources/Reactive/Command.swift", "public func execute("),
            ("Sources/Reactive/Subject.swift", "public final class Subject"),
            ("Sources/Reactive/Operators/Signal+Time.swift", "public func delay("),
            (
                "Sources/Reactive/Operators/Signal+Throttle.swift",
                "public func throttle(_ interval: Duration, on scheduler: any Scheduler)"
            ),
        ])
    func libraryDiffers(_ file: String, _ declaration: String) throws {
        let doc = try Self.docComment(in: file, of: declaration)
        #expect(doc.contains("Differs from RAC2:"), "\(declaration) in \(file)")
        #expect(doc.split(separator: "\n").last?.hasPrefix("Book:") == true, "Book: comes last")
    }

    @Test("the delegate proxy's doc comment says RACDelegateProxy is built on the selector signal")
    func delegateProxyDoc() throws {
        let doc = try Self.docComment(
            in: "Chapters/Chapter3/PhotoPicker+Signals.swift", of: "final class PhotoPickerProxy")
        #expect(!doc.contains("the delegate proxy behind"), "the relationship backwards")
        #expect(doc.contains("RACDelegateProxy, which RAC2 builds on"))
    }

    @Test("4.5, under the article's heading, runs its verification-code countdown")
    func verificationCode() throws {
        let chapter = ChapterProgram(4)
        let titles = try chapter.sectionTitles()
        let title = try #require(titles.first { $0.contains(" · 发送验证码的倒计时按钮") })
        #expect(title.contains("verification code"), "\(title)")
        let output = try chapter.sectionOutput(String(title.prefix { $0 != "·" }.dropLast()))
        #expect(
            output.contains("    code sent  *-----*-----\n"), "a code on opening and on the tap")
        #expect(output.contains("Codes were requested at ticks 0 and 6"))
    }

    /// The `///` lines just above the line of `file` that contains `declaration`,
    /// without their slashes.
    static func docComment(in file: String, of declaration: String) throws -> String {
        let url = SourceLineTests.packageRoot.appendingPathComponent(file)
        let lines = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains(declaration) }, "\(declaration)")
        let above = lines[..<index].reversed()
            .drop { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@") }
        let doc = above.prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
        return doc.reversed().map {
            $0.trimmingCharacters(in: .whitespaces).dropFirst(3).trimmingCharacters(
                in: .whitespaces)
        }.joined(separator: "\n")
    }
}
