import Foundation
import WorkbookKit

/// What the judge refuses to grade from a learner's files' text alone: only
/// what is certain from the text. Everything else is judged on what the
/// compiler built (`SymbolCheck`) and on what the program does, inside its
/// sandbox (`Sandbox`).
///
/// Two things are certain from the text:
///
/// - an import of one of the workbook's own modules that the task does not
///   give (the reference solutions, the graders): the answer program does not
///   link them, so it could only fail to build, with a puzzling link error;
/// - a file over `largestFile`, which no answer needs (something pasted in
///   by mistake).
///
/// Modules of the system and the toolchain may be imported: what the answer
/// calls from them is judged on the compiled answer.
public enum SourceRules {
    /// The workbook's own modules an answer's task never gives it, by name
    /// or by the chapter pattern `ChapterN…`.
    static let ownModules: Set = [
        "ExerciseGrading", "ExerciseGraders", "ExerciseHarness", "ExerciseTesting",
        "WorkbookKit", "Narration", "Bridge", "TerminalText", "PixelsTerminal", "PixelsMVC",
        "PixelsTesting", "workbook", "ListingsTool", "Benchmarks", "PixelsBenchmarks",
        "JudgeProbe", "JudgeDriver", "AnswerSandbox",
    ]

    /// The workbook modules chapters 5 and 6 add: the app, its shared
    /// exercise pieces, the recorder.
    static let givenWithPixels: Set = ["Pixels", "PixelsExerciseSupport", "ReactiveTesting"]

    /// The largest file the judge reads: 256 KB, far more than any answer needs.
    public static let largestFile = 256 * 1024

    /// Whether module `module` is one of the workbook's own that chapter
    /// `chapter`'s answers are not given.
    static func isWithheld(_ module: String, chapter: Int) -> Bool {
        if ownModules.contains(module) { return true }
        if givenWithPixels.contains(module) { return chapter < 5 }
        // ChapterNCalls, ChapterNReference, ChapterNMutants, ChapterNAnswers,
        // ChapterNExercises (the answers' own module), and the chapters.
        return module.wholeMatch(of: #/Chapter\d+[A-Za-z]*/#) != nil
    }

    /// One broken rule: where, what the line does, and why it is refused.
    public struct Breach: Equatable, Sendable {
        /// The file, relative to the package root.
        public let file: String
        /// The line, from 1.
        public let line: Int
        /// What the line does, such as "imports Chapter1Reference".
        public let what: Bilingual
        /// Why it is refused, and what to do instead.
        public let why: Bilingual
    }

    /// The rules `text` (the file at `file`, of chapter `chapter`) breaks, in line order.
    public static func breaches(in text: String, file: String, chapter: Int) -> [Breach] {
        let tokens = SwiftTokens(text).all
        var found: [Breach] = []
        for (index, token) in tokens.enumerated()
        where token.kind == .name && token.text == "import"
            && (index == 0 || tokens[index - 1].text != ".")
        {
            var next = index + 1
            let kinds: Set = [
                "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
            ]
            if next < tokens.count, kinds.contains(tokens[next].text) { next += 1 }
            guard next < tokens.count, isWithheld(tokens[next].text, chapter: chapter) else {
                continue
            }
            let module = tokens[next].text
            found.append(
                Breach(
                    file: file, line: token.line,
                    what: Bilingual(en: "imports \(module)", zh: "导入了 \(module)"),
                    why: Bilingual(
                        en: "\(module) is the workbook's own, and not part of this task: the "
                            + "program your answer runs in does not have it. Remove the import.",
                        zh: "\(module) 是练习册自己的模块，不属于这道题：运行你答案的程序里没有它。"
                            + "请删掉这行导入。")))
        }
        return found
    }

    /// Why the exercise `exercise` is not graded, if a file of its chapter
    /// (in `source`'s snapshot, or on disk) breaks a rule; nil if none does.
    ///
    /// A rule broken in the exercise's own file refuses it; one broken in a
    /// file of the chapter's folder that is no exercise's refuses every
    /// exercise of the chapter, since any could use it. (Another exercise's
    /// file refuses only that one; the rest are built with its stub in its
    /// place.)
    public static func refusal(of source: AnswerSource, exercise: String) -> Bilingual? {
        guard let chapter = Int(exercise.prefix { $0 != "." }) else { return nil }
        let exercises = Catalog.exercises(inChapter: chapter).map(\.file)
        for (file, text) in source.chapterFiles(chapter: chapter)
        where file == source.file || !exercises.contains(file) {
            if text.utf8.count > largestFile {
                return Bilingual(
                    en: "\(exercise) is not graded: \(file) is over \(largestFile >> 10) KB, and "
                        + "an exercise file holds at most 256 KB. Was something pasted into it by "
                        + "mistake?",
                    zh: "\(exercise) 不予评分：\(file) 超过了 \(largestFile >> 10) KB，"
                        + "而一个练习文件最多 256 KB。是不是误粘贴了什么进去？")
            }
            guard let first = breaches(in: text, file: file, chapter: chapter).first else {
                continue
            }
            let code = SwiftSource(text).line(first.line)
            return Bilingual(
                en: "\(exercise) is not graded: \(first.file):\(first.line) \(first.what.en):\n"
                    + "    \(code)\n\(first.why.en)",
                zh: "\(exercise) 不予评分：\(first.file):\(first.line) \(first.what.zh)：\n"
                    + "    \(code)\n\(first.why.zh)")
        }
        return nil
    }
}
