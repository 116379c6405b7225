import Foundation
import Pixels
import Synchronization
import WorkbookKit

/// `workbook read`: the chapters as web pages, served on 127.0.0.1.
///
/// A chapter's page is what its program writes with `--html`, made once per
/// language and kept, so every later load is a copy from memory. Each page
/// gets a bar on top: the contents, the chapters on either side, and the
/// other language. A `Source:` link opens the file's text. Only `GET` and
/// `HEAD` are answered, only files of the chapters, the libraries and the
/// stubs can be read, and nothing is fetched from outside.
///
/// | Path | Page |
/// |---|---|
/// | `/` | the contents: the six chapters, the exercises, the errata |
/// | `/chapterN.html` | chapter N, as `ChapterN --html` writes it |
/// | `/exercises.html` | the exercises of every chapter, with their stubs |
/// | `/errata.html` | the errata, as `Chapter1 --errata --html` writes it |
/// | `/glossary.html` | every chapter's glossary, one after another |
/// | `/bridge.html` | every chapter's rows of the bridge table |
///
/// Every path takes `?lang=en` or `?lang=zh`; without it, the language
/// `workbook` was started in.
///
/// ```swift
/// let reading = Reading(
///     root: root, language: .english, make: Reading.programs(in: BuiltProducts.directory))
/// let server = try PhotoServer.start(port: 8040, answering: reading.respond)
/// ```
final class Reading: Sendable {
    /// The page a chapter program writes: chapter 1 to 6, or nil for the
    /// errata, in a language; nil when the program fails.
    typealias Maker = @Sendable (_ chapter: Int?, _ language: Language) -> String?

    /// The package root, whose files `Source:` links name.
    let root: URL
    /// The language of a request without `?lang=`.
    let language: Language
    private let make: Maker
    private let made = Mutex<[String: String]>([:])

    init(root: URL, language: Language, make: @escaping Maker) {
        self.root = root
        self.language = language
        self.make = make
    }

    /// The answer to one request.
    func respond(_ request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return Self.text(405, "Only GET and HEAD are answered here.")
        }
        let language: Language =
            switch request.query["lang"] {
            case "zh": .chinese
            case "en": .english
            default: self.language
            }
        let path = request.path
        if path == "/" || path == "/index.html" {
            return Self.html(Self.contents(in: language))
        }
        if path == "/exercises.html" {
            return Self.html(Self.exercises(in: language))
        }
        if path == "/glossary.html" || path == "/bridge.html" {
            let glossary = path == "/glossary.html"
            let parts = Catalog.chapters.map { chapter in
                (
                    chapter,
                    page(chapter, language).map {
                        glossary ? Self.glossary(of: $0) : Self.bridge(of: $0)
                    } ?? ""
                )
            }
            return Self.html(Self.gathered(parts, glossary: glossary, in: language))
        }
        if path == "/errata.html", let page = page(nil, language) {
            return Self.html(Self.withBar(page, path: "errata.html", chapter: nil, in: language))
        }
        if let number = path.wholeMatch(of: #//chapter([1-6])\.html/#).flatMap({ Int($0.1) }),
            let page = page(number, language)
        {
            return Self.html(
                Self.withBar(page, path: "chapter\(number).html", chapter: number, in: language))
        }
        if let text = source(request.segments) {
            return HTTPResponse(
                status: 200, contentType: "text/plain; charset=utf-8", body: Data(text.utf8))
        }
        return HTTPResponse(
            status: 404, contentType: "text/html; charset=utf-8",
            body: Data(Self.missing(path, in: language).utf8))
    }

    /// A chapter's page (the errata for nil), made once per language.
    private func page(_ chapter: Int?, _ language: Language) -> String? {
        let key = "\(chapter ?? 0)-\(language == .chinese ? "zh" : "en")"
        if let kept = made.withLock({ $0[key] }) { return kept }
        guard let page = make(chapter, language) else { return nil }
        made.withLock { $0[key] = page }
        return page
    }

    /// The text of a file a `Source:` link names: a Swift or Markdown file
    /// of the chapters, the libraries or the stubs, and nothing above them.
    private func source(_ segments: [String]) -> String? {
        let readable = ["Chapters", "Sources", "Exercises"]
        guard let top = segments.first, readable.contains(top),
            !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.hasPrefix(".") }
            ),
            let last = segments.last, last.hasSuffix(".swift") || last.hasSuffix(".md"),
            top != "Exercises" || segments.count > 1 && segments[1].hasPrefix("Chapter")
        else { return nil }
        let url = segments.reduce(root) { $0.appendingPathComponent($1) }
        guard let data = try? Data(contentsOf: url) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs the chapter programs in `binaries` (the products folder) with
    /// `--html`, each for at most 60 seconds.
    static func programs(in binaries: URL) -> Maker {
        { chapter, language in
            let program = binaries.appendingPathComponent("Chapter\(chapter ?? 1)").path
            let arguments =
                [program] + (chapter == nil ? ["--errata"] : [])
                + ["--html", "--lang", language == .chinese ? "zh" : "en"]
            let shell = Shell(root: binaries)
            guard let outcome = try? shell.run(arguments, timeLimit: .seconds(60)),
                outcome.status == 0
            else { return nil }
            return outcome.output
        }
    }
}
