import Foundation
import Testing

/// The launcher's errors (`Chapter5 --app`, `--api`, `--serve`) as a reader
/// sees them: in Chinese to their end under `--lang zh`, and never with the
/// password of a URL the reader gave.
@Suite("The Pixels launcher's errors: Chinese to the end, no password repeated")
struct PixelsLauncherErrorTests {
    let chapter = ChapterProgram(5)

    @Test(
        "--api with a password in its URL: the error shows ***@ in its place, in either language",
        arguments: ["en", "zh"])
    func apiCredentials(language: String) async throws {
        for url in ["http://me:secret@127.0.0.1:1", "ftp://me:secret@127.0.0.1/"] {
            let run = try await chapter.runAwaiting([
                "--app", "--api", url, "--script", "quit", "--lang", language,
            ])
            #expect(run.exitCode != 0)
            #expect(run.standardError.contains("://***@127.0.0.1"), "\(run.standardError)")
            #expect(!run.standardError.contains("secret"), "\(run.standardError)")
        }
    }

    @Test("under --lang zh, --serve on a port in use says so in one Chinese line, to its end")
    func portInUseInChinese() async throws {
        let output = Pipe()
        let first = try chapter.launch(
            ["--serve"], environment: [:], output: output.fileHandleForWriting.fileDescriptor)
        try? output.fileHandleForWriting.close()
        defer {
            first.process.terminate()
            first.process.wait(atMost: .seconds(10))
        }
        let reader = OutputReader(output.fileHandleForReading)
        let greeting = try await onOwnThread {
            reader.output(containing: "\n", within: .seconds(30))
        }
        let port = try #require(
            greeting.firstMatch(of: /127\.0\.0\.1:([0-9]+)/).map { String($0.1) })
        let second = try await chapter.runAwaiting(["--serve", port, "--lang", "zh"])
        #expect(second.exitCode == 1)
        #expect(
            second.standardError
                == "Chapter5: 照片服务器出错：无法在 127.0.0.1:\(port) 上监听：地址已被占用（EADDRINUSE）\n")
    }
}
