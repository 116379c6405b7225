import Foundation
import Synchronization
import Testing
import WorkbookKit

@testable import Pixels
@testable import workbook

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The pages a made-up reading has made, in order.
private final class Made: Sendable {
    let pages = Mutex<[String]>([])
}

/// `workbook read` serves the chapters as pages: a bar on every page, both
/// languages, each page made once, and nothing outside the readable files.
@Suite("Reading the chapters in a browser")
struct ReadingTests {
    /// A reading whose chapter pages are made up, counting how often each is made.
    private func reading(counting made: Made = Made()) -> Reading {
        Reading(root: packageRoot, language: .english) { chapter, language in
            let key =
                "\(chapter.map(String.init) ?? "errata") \(language == .chinese ? "zh" : "en")"
            made.pages.withLock { $0.append(key) }
            return "<!DOCTYPE html>\n<html><head><title>\(key)</title></head>\n<body class=\"c\">"
                + "<p>\(key)</p></body></html>\n"
        }
    }

    /// The status and text of `reading`'s answer to `GET target` (or `method`).
    private func get(_ target: String, from reading: Reading, method: String = "GET") throws -> (
        Int, String
    ) {
        let head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        let request: HTTPRequest
        do {
            request = try HTTPRequest.parse(head: Array(head.utf8))
        } catch {
            return (error.status, error.message)  // the server refuses it before reading
        }
        let answer = reading.respond(request)
        return (answer.status, String(decoding: answer.body, as: UTF8.self))
    }

    @Test("the contents link the six chapters, the exercises and the errata, in either language")
    func contents() throws {
        let (status, english) = try get("/", from: reading())
        #expect(status == 200)
        for chapter in 1...6 {
            #expect(english.contains("href=\"chapter\(chapter).html?lang=en\""))
        }
        #expect(english.contains("exercises.html?lang=en") && english.contains("errata.html"))
        let (_, chinese) = try get("/?lang=zh", from: reading())
        #expect(chinese.contains("<html lang=\"zh-Hans\">") && chinese.contains("勘误表"))
        #expect(chinese.contains("href=\"index.html?lang=en\" hreflang=\"en\">English</a>"))
    }

    @Test("a chapter's page gets the bar: contents, its neighbours, the other language; made once")
    func chapterPage() throws {
        let made = Made()
        let reading = reading(counting: made)
        let (status, page) = try get("/chapter3.html?lang=zh", from: reading)
        #expect(status == 200)
        #expect(page.contains("<body class=\"c\">\n<nav class=\"reading\""))
        #expect(page.contains("href=\"chapter2.html?lang=zh\" rel=\"prev\">← 第 2 章</a>"))
        #expect(page.contains("href=\"chapter4.html?lang=zh\" rel=\"next\">第 4 章 →</a>"))
        #expect(page.contains("href=\"chapter3.html?lang=en\" hreflang=\"en\">English</a>"))
        #expect(page.contains("href=\"chapter3.html?lang=zh&amp;slides\">幻灯片</a>"))
        _ = try get("/chapter3.html?lang=zh", from: reading)
        _ = try get("/chapter3.html", from: reading)
        #expect(made.pages.withLock { $0 } == ["3 zh", "3 en"])
        let (_, first) = try get("/chapter1.html", from: reading)
        #expect(!first.contains("rel=\"prev\"") && first.contains("rel=\"next\""))
    }

    @Test("only the chapters', libraries' and stubs' files can be read, and only with GET or HEAD")
    func whatCanBeRead() throws {
        let reading = reading()
        let (status, text) = try get("/Chapters/Chapter3/WeatherService.swift", from: reading)
        #expect(status == 200 && text.contains("import"))
        #expect(try get("/Exercises/Chapter1/1.1-Squares.swift", from: reading).0 == 200)
        for refused in [
            "/Package.swift", "/Chapters/../Package.swift", "/Chapters/%2E%2E/Package.swift",
            "/Exercises/Teacher/Solutions/Chapter1/1.1-Squares.swift", "/.git/config",
            "/Sources/Pixels/Fixtures/v1/photos.json", "/chapter7.html", "/chapter0.html",
        ] {
            #expect([400, 404].contains(try get(refused, from: reading).0), "\(refused)")
        }
        #expect(try get("/", from: reading, method: "POST").0 == 405)
    }

    @Test("the exercise list names every exercise and links its stub")
    func exerciseList() throws {
        let (_, page) = try get("/exercises.html", from: reading())
        for exercise in Catalog.all {
            #expect(page.contains("<td>\(exercise.id)</td>"))
            #expect(page.contains("href=\"\(exercise.file)\""))
        }
    }

    @Test("a real chapter's page, with the bar, is still well-formed, and its marbles are pictures")
    func realChapter() throws {
        let reading = Reading(
            root: packageRoot, language: .english,
            make: Reading.programs(in: BuiltProducts.directory))
        let (status, page) = try get("/chapter3.html?lang=zh", from: reading)
        #expect(status == 200)
        let document = try XMLDocument(data: Data(page.utf8), options: [])
        #expect(
            try document.nodes(forXPath: "//*[local-name()='nav'][@class='reading']").count == 1)
        #expect(try document.nodes(forXPath: "//*[local-name()='svg']").count > 3)
        let (_, errata) = try get("/errata.html", from: reading)
        #expect(errata.contains("<nav class=\"reading\""))
        let (_, glossary) = try get("/glossary.html?lang=zh", from: reading)
        #expect(glossary.contains("<tr id=\"term-signal\">") && glossary.contains("第 6 章"))
        #expect(try XMLDocument(data: Data(glossary.utf8), options: []).rootElement() != nil)
        let (_, bridge) = try get("/bridge.html", from: reading)
        #expect(bridge.components(separatedBy: "<td>RAC2</td>").count > 12)
        #expect(try XMLDocument(data: Data(bridge.utf8), options: []).rootElement() != nil)
    }

    @Test("the server holds 50 page loads at once, every one answered whole")
    func fiftyAtOnce() async throws {
        let made = Made()
        let reading = reading(counting: made)
        let server = try PhotoServer.start(answering: reading.respond)
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("chapter2.html")
        let pages = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    let (data, _) = try await URLSession.shared.data(from: url)
                    return String(decoding: data, as: UTF8.self)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(pages.count == 50)
        #expect(Set(pages).count == 1 && pages[0].contains("<p>2 en</p>"))
    }

    @Test("read takes --port, 8040 by default, and says what a bad one is")
    func portOption() throws {
        #expect(try Command.parse(["read"]) == .read(port: 8040))
        #expect(try Command.parse(["read", "--port", "0"]) == .read(port: 0))
        #expect(try Command.parse(["read", "--port=9000"]) == .read(port: 9000))
        #expect(throws: UsageError.self) { try Command.parse(["read", "--port", "http"]) }
        #expect(throws: UsageError.self) { try Command.parse(["read", "--port", "70000"]) }
        #expect(throws: UsageError.self) { try Command.parse(["read", "--colour"]) }
        #expect(throws: UsageError.self) { try Command.parse(["read", "chapter3"]) }
    }
}
