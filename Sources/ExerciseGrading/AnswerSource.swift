import Foundation
import WorkbookKit

/// Where the source of a graded function is, and its text: the learner's
/// stub, a mutant or a reference solution. A grader reads it only where the
/// source alone shows an exercise's concept, such as a fold written with
/// `reduce` rather than a loop or `sorted().last`, which give the same results.
///
/// `workbook check` hands the judge the text it read when the round began,
/// so that a save during the round cannot mix two versions; without a text,
/// the file is read when the grader asks.
///
/// ```swift
/// try checkSource(
///     judge.source.function("largest"), calls: ["reduce"], hint: 2,
///     because: "This exercise is about the fold's initial value.")
/// ```
public struct AnswerSource: Sendable {
    /// The file, relative to the package root.
    public let file: String
    /// The function's name, without its parameters: "largest". Empty until a
    /// grader names the function it reads.
    public let function: String
    /// The file's text as the round read it, or nil to read it when asked.
    public var text: String? { snapshot?[file] }
    /// Every file of the chapter's folder as the round read it, by path; nil
    /// to read them when asked.
    public let snapshot: [String: String]?
    /// For a mutant, the function that stands in for every function a grader
    /// names (a mutant is one function, whatever the exercise calls it).
    let standIn: String?
    /// What the compiled file uses, if the judge could read it (`CompiledAnswer`).
    public var compiled: CompiledAnswer?
    /// Where a check leaves a note for a grade that passes, if anywhere.
    public var notes: GradeNotes?

    /// The source at `file`, with the chapter's files if they were already read.
    public init(
        file: String, function: String = "", snapshot: [String: String]? = nil,
        standIn: String? = nil
    ) {
        self.file = file
        self.function = standIn ?? function
        self.snapshot = snapshot
        self.standIn = standIn
    }

    /// The same source, looking at the function called `name` (for a mutant,
    /// at the mutant itself).
    public func function(_ name: String) -> AnswerSource {
        var named = AnswerSource(file: file, function: name, snapshot: snapshot, standIn: standIn)
        named.compiled = compiled
        named.notes = notes
        return named
    }

    /// The learner's stub of exercise `id`, with its chapter's files if already read.
    public static func stub(_ id: String, snapshot: [String: String]? = nil) -> AnswerSource {
        AnswerSource(
            file: Catalog.exercise(id: id)?.file ?? "the stub of \(id)", snapshot: snapshot)
    }

    /// The Swift files of chapter `chapter`'s exercise folder and their text,
    /// this source's own file first, from the snapshot or else from disk.
    public func chapterFiles(chapter: Int) -> [(file: String, text: String)] {
        var files = snapshot ?? Self.readChapter(chapter)
        let own = files.removeValue(forKey: file).map { [(file, $0)] } ?? []
        return own + files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Every Swift file of `Exercises/ChapterN/` under the package root, by
    /// path. Only regular files are read (see `oddFiles`): opening a named
    /// pipe would wait for a writer forever.
    public static func readChapter(_ chapter: Int, root: URL = packageRoot) -> [String: String] {
        let folder = "Exercises/Chapter\(chapter)"
        let names =
            (try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent(folder).path)) ?? []
        var files: [String: String] = [:]
        for name in names where name.hasSuffix(".swift") {
            let path = folder + "/" + name
            guard kind(of: root.appendingPathComponent(path)) == nil else { continue }
            // Past the largest file the judge reads, only enough to tell it is too large.
            guard let handle = FileHandle(forReadingAtPath: root.appendingPathComponent(path).path)
            else { continue }
            let data = (try? handle.read(upToCount: SourceRules.largestFile + 1)) ?? Data()
            try? handle.close()
            files[path] = String(decoding: data, as: UTF8.self)
        }
        return files
    }

    /// What the `.swift` names of `Exercises/ChapterN/` that are not files
    /// are, by path: "a folder", "a named pipe", "a device", "a socket". A
    /// compiler cannot read them, and opening a pipe would wait forever.
    public static func oddFiles(_ chapter: Int, root: URL = packageRoot) -> [String: Bilingual] {
        let folder = "Exercises/Chapter\(chapter)"
        let names =
            (try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent(folder).path)) ?? []
        var odd: [String: Bilingual] = [:]
        for name in names where name.hasSuffix(".swift") {
            let path = folder + "/" + name
            if let kind = kind(of: root.appendingPathComponent(path)) { odd[path] = kind }
        }
        return odd
    }

    /// What `url` is if it is not a regular file (following a link), or nil
    /// for a regular file or nothing at all.
    static func kind(of url: URL) -> Bilingual? {
        let resolved = url.resolvingSymlinksInPath()
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved.path),
            let type = attributes[.type] as? FileAttributeType
        else { return nil }
        switch type {
        case .typeRegular: return nil
        case .typeDirectory: return Bilingual(en: "a folder", zh: "一个文件夹")
        case .typeCharacterSpecial, .typeBlockSpecial: return Bilingual(en: "a device", zh: "一个设备")
        case .typeSocket: return Bilingual(en: "a socket", zh: "一个套接字")
        default: return Bilingual(en: "a named pipe", zh: "一个命名管道")
        }
    }

    /// The tokens of the files of this source's chapter that belong to no
    /// exercise (helpers any answer of the chapter may use); none for a
    /// source outside the learner's chapters.
    var helperTokens: [SwiftTokens.Token] {
        guard file.hasPrefix("Exercises/Chapter"),
            let chapter = Int(file.dropFirst("Exercises/Chapter".count).prefix { $0.isNumber })
        else { return [] }
        let exercises = Catalog.exercises(inChapter: chapter).map(\.file)
        return chapterFiles(chapter: chapter).filter { !exercises.contains($0.file) }
            .flatMap { SwiftTokens($0.text).all }
    }

    /// The reference solution of exercise `id`.
    public static func solution(_ id: String) -> AnswerSource {
        AnswerSource(file: Catalog.exercise(id: id)?.solutionFile ?? "the solution of \(id)")
    }

    /// The file of exercise `id`'s mutants, in `Exercises/Teacher/Mutants/ChapterN/`,
    /// looking at the mutant `function`.
    public static func mutant(_ id: String, function: String) -> AnswerSource {
        let exercise = Catalog.exercise(id: id)
        let file = exercise.map { "Exercises/Teacher/Mutants/Chapter\($0.chapter)/\($0.fileName)" }
        return AnswerSource(file: file ?? "the mutants of \(id)", standIn: function)
    }

    /// The package root, two folders above this file's folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The file's whole text (line endings as LF), or nil if it cannot be read.
    public func wholeText() -> String? {
        if let text { return SwiftSource.normalizingLineEndings(text) }
        let url = Self.packageRoot.appendingPathComponent(file)
        guard let data = try? Data(contentsOf: url) else { return nil }
        return SwiftSource.normalizingLineEndings(String(decoding: data, as: UTF8.self))
    }

    /// The function's body with comments and strings blanked, or nil if the
    /// file cannot be read or holds no such function.
    public func body() -> String? {
        wholeText().flatMap { SwiftSource($0).body(ofFunction: function) }
    }
}

/// Throws a `WrongAnswer` unless the body of the function at `source` uses
/// every name in `required` and none in `forbidden` (outside comments and
/// strings).
///
/// Use it only for what behaviour cannot show, and say so in the task: the
/// message names the file and explains why the grader reads the source.
///
/// ```swift
/// try checkSource(
///     judge.source.function("mapByFolding"), calls: ["reduce"], avoids: ["map"],
///     hint: 2, because: Bilingual(
///         en: "The point is to build map yourself, out of a fold.",
///         zh: "这里的重点是用折叠自己造出 map。"))
/// ```
public func checkSource(
    _ source: AnswerSource, calls required: [String], avoids forbidden: [String] = [],
    hint: Int = 2, because explanation: Bilingual
) throws {
    let place = source.bodyPlace
    guard let body = source.body() else {
        throw source.unreadable
    }
    let missing = required.filter { !SwiftSource.uses($0, in: Substring(body)) }
    let used = forbidden.filter { SwiftSource.uses($0, in: Substring(body)) }
    guard !missing.isEmpty || !used.isEmpty else { return }
    throw WrongAnswer(
        place: place,
        comparison: .each { language in
            let wanted =
                required.map { language.pick("a call to \($0)", "调用 \($0)") }
                + forbidden.map { language.pick("no \($0)", "不用 \($0)") }
            let found =
                missing.map { language.pick("no call to \($0)", "没有调用 \($0)") }
                + used.map { language.pick("a call to \($0)", "调用了 \($0)") }
            let comma = language.pick(", ", "，")
            return Labels.expected(language) + wanted.joined(separator: comma) + "\n"
                + Labels.got(language) + found.joined(separator: comma)
        },
        explanation: explanation
            + Bilingual(
                en: "\n  (The results are right; the grader reads this function's body for the "
                    + "concept.)",
                zh: "\n  （结果是对的；评分器读这个函数的函数体，是为了检查它用的概念。）"),
        hint: hint)
}

extension AnswerSource {
    /// The function's body, as a finding names it.
    var bodyPlace: Bilingual {
        Bilingual(
            en: "the body of \(function) in \(file)", zh: "\(file) 中 \(function) 的函数体")
    }

    /// The finding that the file holds no function the grader could read by its name.
    var unreadable: WrongAnswer {
        WrongAnswer(
            place: bodyPlace,
            comparison: .each { language in
                language.pick(
                    "expected: a function named \(function) in that file\n"
                        + "got:      none the grader could read",
                    "预期：那个文件里有一个名为 \(function) 的函数\n实际：评分器一个也没读到")
            },
            explanation: Bilingual(
                en: "Keep the function's name as the stub had it.",
                zh: "请保留桩代码（stub）里原来的函数名。"),
            hint: 1)
    }
}

extension AnswerSource {
    /// The integers the answer's file writes as literals (`31337`, `0x7A69`,
    /// `1_000`), each with its negation: the numbers an answer may treat
    /// specially, which a grader adds to its inputs. Empty when the file
    /// cannot be read.
    public var integerLiterals: [Int] {
        let tokens = SwiftTokens(wholeText() ?? "").all
        var found: Set<Int> = []
        for token in tokens where token.kind == .number {
            let digits = token.text.replacingOccurrences(of: "_", with: "").lowercased()
            let radixes = ["0x": 16, "0o": 8, "0b": 2]
            let radix = radixes.first { digits.hasPrefix($0.key) }
            let value = radix.map { Int(digits.dropFirst(2), radix: $0.value) } ?? Int(digits)
            if let value {
                found.insert(value)
                found.insert(value == Int.min ? value : -value)
            }
        }
        return found.sorted()
    }
}
