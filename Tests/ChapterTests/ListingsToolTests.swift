import Foundation
import Testing

/// The listings tool, run as the build runs it: on files, writing a Swift file.
@Suite("The listings tool")
struct ListingsToolTests {
    /// Runs the tool on files holding `sources`, and returns what it wrote, its
    /// standard error and its exit code.
    private func run(_ sources: [String: String]) throws -> (
        output: String, error: String, status: Int32
    ) {
        try run(bytes: sources.mapValues { Data($0.utf8) })
    }

    /// Runs the tool on files holding exactly `bytes`.
    private func run(bytes sources: [String: Data]) throws -> (
        output: String, error: String, status: Int32
    ) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("listings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, data) in sources {
            let url = folder.appendingPathComponent(name)
            try data.write(to: url)
            paths.append(url.path)
        }
        let output = folder.appendingPathComponent("Listings.swift")
        let errors = folder.appendingPathComponent("errors")
        try Data().write(to: errors)
        let tool = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("ListingsTool")
        let errorFile = try FileHandle(forWritingTo: errors)
        let process = try ChildProcess(
            tool.path, [output.path] + paths, error: errorFile.fileDescriptor)
        try? errorFile.close()
        guard process.wait(atMost: .seconds(60)) else {
            throw ChapterTestError("ListingsTool did not finish within 60 seconds")
        }
        return (
            (try? String(contentsOf: output, encoding: .utf8)) ?? "",
            try String(contentsOf: errors, encoding: .utf8), process.exitCode
        )
    }

    @Test("a region becomes a Listing: hidden lines out, shared indentation off")
    func region() throws {
        let source = """
            func f(page: Int) {
                // snippet.squares
                let numbers = [1, 2, 3]
                // snippet.hide
                let unseen = 0
                // snippet.show
                print(numbers.map { "\\($0 * $0)" })
                // snippet.end
            }
            """
        let result = try run(["Mapping.swift": source])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("extension Listing {"))
        #expect(result.output.contains(#"static let squares = Listing("#))
        #expect(result.output.contains(#""squares", file: "Mapping.swift", line: 2,"#))
        #expect(result.output.contains(#""let numbers = [1, 2, 3]","#))
        #expect(result.output.contains(#""print(numbers.map { \"\\($0 * $0)\" })","#))
        #expect(!result.output.contains("unseen"))
        #expect(result.output.contains("lineNumbers: [3, 7]"))
    }

    @Test(
        "a marker it cannot follow stops the build at its line, in one line",
        arguments: [
            ("// snippet.a\nx\n", 1, "snippet 'a' has no '// snippet.end'"),
            ("// snippet.a\n// snippet.b\nx\n// snippet.end\n", 2, "starts inside 'a'"),
            ("x\n// snippet.end\n", 2, "'// snippet.end' without a snippet to end"),
            ("// snippet.a\n// snippet.hide\nx\n// snippet.end\n", 2, "never shown again"),
            ("// snippet.a\n// snippet.show\n// snippet.end\n", 2, "without a '// snippet.hide'"),
            ("// snippet.hide\n", 1, "outside a snippet"),
            ("// snippet.two words\nx\n// snippet.end\n", 1, "not a snippet name"),
            ("// snippet.a\n\n// snippet.end\n", 1, "shows no code"),
        ])
    func badMarkers(source: String, line: Int, message: String) throws {
        let result = try run(["A.swift": source])
        #expect(result.status == 1)
        #expect(result.error.contains("/A.swift:\(line): error: "), "\(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.dropLast().contains("\n") == false, "more than one line")
    }

    @Test("two snippets with one name are an error at the second")
    func duplicateNames() throws {
        let result = try run([
            "A.swift": "// snippet.same\na\n// snippet.end\n",
            "B.swift": "\n// snippet.same\nb\n// snippet.end\n",
        ])
        #expect(result.status == 1)
        #expect(result.error.contains("/B.swift:2: error: a second snippet named 'same'"))
        #expect(result.error.contains("(the first is at A.swift:1)"))
    }

    @Test(
        "Windows (CRLF) and old Mac (CR) line endings give the listings LF gives, at the same lines",
        arguments: ["\r\n", "\r"])
    func lineEndings(ending: String) throws {
        let lines = [
            "func f() {", "    // snippet.squares", "    let numbers = [1, 2, 3]",
            "    // snippet.hide", "    let unseen = 0", "    // snippet.show",
            "    print(numbers)", "    // snippet.end", "}", "",
        ]
        let unix = try run(["Mapping.swift": lines.joined(separator: "\n")])
        let other = try run(["Mapping.swift": lines.joined(separator: ending)])
        #expect(other.status == 0, "\(other.error)")
        #expect(other.output.contains("static let squares = Listing("))
        #expect(other.output.contains("lineNumbers: [3, 7]"))
        #expect(!other.output.contains("\\u{d}"), "a carriage return was kept in a line")
        #expect(other.output == unix.output)
    }

    @Test("a file that is not UTF-8 text stops the build with one line naming it")
    func notUTF8() throws {
        let result = try run(bytes: ["Latin1.swift": Data([0x2F, 0x2F, 0x20, 0xE9, 0xFF, 0x0A])])
        #expect(result.status == 1)
        #expect(result.error.hasSuffix("/Latin1.swift:1: error: cannot be read as UTF-8 text\n"))
        #expect(result.error.dropLast().contains("\n") == false, "more than one line")
    }

    @Test(
        "git checks the files the tools read out with LF on every system, and leaves images alone")
    func checkedOutWithLF() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../..").standardized
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path)
        else { try Test.cancel("not a git checkout") }
        let paths = [
            "Chapters/Chapter1/main.swift", "Tests/ChapterTests/Golden/Chapter1.txt",
            "Sources/Pixels/Pixels.docc/Limits.md", ".ci/run",
            "Sources/Pixels/Fixtures/images/1001-3.ppm",
        ]
        let answer = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-attr-\(UUID().uuidString)")
        try Data().write(to: answer)
        defer { try? FileManager.default.removeItem(at: answer) }
        let output = try FileHandle(forWritingTo: answer)
        let git = try ChildProcess(
            "/usr/bin/env", ["git", "-C", root.path, "check-attr", "eol", "text", "--"] + paths,
            output: output.fileDescriptor)
        try? output.close()
        guard git.wait(atMost: .seconds(30)), git.exitCode == 0 else {
            try Test.cancel("git is not available to read .gitattributes")
        }
        let lines = try String(contentsOf: answer, encoding: .utf8).split(separator: "\n")
        for path in paths.dropLast() {
            #expect(lines.contains("\(path): eol: lf"), "\(path) is not checked out with LF")
        }
        #expect(lines.contains("Sources/Pixels/Fixtures/images/1001-3.ppm: text: unset"))
    }
}
