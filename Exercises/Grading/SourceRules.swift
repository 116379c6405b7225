import Foundation
import WorkbookKit

/// What the judge refuses to grade in a learner's files, read from their
/// tokens (comments are not read; code inside a string's interpolation is):
/// imports of anything the task does not give, attributes and calls that
/// reach below Swift or past the answer's own code, and code that ends or
/// replaces the process.
///
/// The answer runs in a program of its own that links nothing of the
/// grading, so none of these could make it pass; the refusal says so plainly
/// instead of leaving a puzzling compile error, link error or crash.
public enum SourceRules {
    /// Modules every chapter's answers may import.
    static let allowedEverywhere: Set = [
        "Swift", "Foundation", "Dispatch", "Synchronization", "Observation", "_Concurrency",
        "_StringProcessing", "ExerciseSupport", "Reactive",
    ]

    /// Modules chapters 5 and 6 add: the app, its shared exercise pieces, the recorder.
    static let allowedWithPixels: Set = ["Pixels", "PixelsExerciseSupport", "ReactiveTesting"]

    /// Attributes that name or place symbols below Swift.
    static let lowLevelAttributes: Set = [
        "_cdecl", "c", "_silgen_name", "_expose", "_section", "_used", "_extern",
        "_dynamicReplacement", "_weakLinked",
    ]

    /// Calls that end or replace the process, start others, move its limits,
    /// or find code by name.
    static let processCalls: Set = [
        "exit", "_exit", "_Exit", "quick_exit", "atexit", "at_quick_exit", "abort", "raise",
        "kill", "killpg", "pthread_exit", "pthread_kill", "fork", "vfork", "execv", "execve",
        "execvp", "execl", "execlp", "posix_spawn", "posix_spawnp", "system", "popen", "Process",
        "NSTask", "dlopen", "dlsym", "setrlimit", "prlimit", "alarm", "ualarm", "setitimer",
        "sigaction", "signal", "ptrace", "setsid", "setpgid",
    ]

    /// The largest file the judge reads: 256 KB, far more than any answer needs.
    public static let largestFile = 256 * 1024

    /// One broken rule: where, what the line does, and why it is refused.
    public struct Breach: Equatable, Sendable {
        /// The file, relative to the package root.
        public let file: String
        /// The line, from 1.
        public let line: Int
        /// What the line does, such as "calls exit".
        public let what: Bilingual
        /// Why it is refused, and what to do instead.
        public let why: Bilingual
    }

    /// The rules `text` (the file at `file`, of chapter `chapter`) breaks, in line order.
    public static func breaches(in text: String, file: String, chapter: Int) -> [Breach] {
        let tokens = SwiftTokens(text).all
        let allowed = allowedEverywhere.union(chapter >= 5 ? allowedWithPixels : [])
        var found: [Breach] = []
        for (index, token) in tokens.enumerated() {
            let before = index > 0 ? tokens[index - 1].text : ""
            let after = index + 1 < tokens.count ? tokens[index + 1].text : ""
            switch token.kind {
            case .name where token.text == "import" && before != ".":
                var next = index + 1
                let kinds: Set = [
                    "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
                ]
                if next < tokens.count, kinds.contains(tokens[next].text) { next += 1 }
                guard next < tokens.count else { continue }
                let module = tokens[next].text
                guard !allowed.contains(module) else { continue }
                let modules = allowed.filter { !$0.hasPrefix("_") && $0 != "Swift" }.sorted()
                found.append(
                    Breach(
                        file: file, line: token.line,
                        what: Bilingual(en: "imports \(module)", zh: "导入了 \(module)"),
                        why: Bilingual(
                            en: "An answer may import only what its task gives it: "
                                + modules.joined(separator: ", ") + ".",
                            zh: "答案只能导入题目给出的模块："
                                + modules.joined(separator: "、") + "。")))
            case .attribute where lowLevelAttributes.contains(token.text):
                found.append(
                    Breach(
                        file: file, line: token.line,
                        what: Bilingual(
                            en: "uses @\(token.text)", zh: "用了 @\(token.text)"),
                        why: Bilingual(
                            en: "An answer is Swift: attributes that name symbols for C or place "
                                + "them in the binary reach below it, and the grader does not "
                                + "run them.",
                            zh: "答案应该是 Swift 代码：为 C 命名符号、或把符号放进二进制文件的"
                                + "特性（attribute）越过了 Swift 这一层，评分程序不运行这样的代码。"
                        )))
            case .name
            where processCalls.contains(token.text) && after != ":" && before != "func"
                && !(before == "." && after != "(") && !isLabelledCall(tokens, at: index):
                found.append(
                    Breach(
                        file: file, line: token.line,
                        what: Bilingual(
                            en: "calls \(token.text)", zh: "调用了 \(token.text)"),
                        why: Bilingual(
                            en: "The grader runs your code in a program of its own, and gives a "
                                + "grade only when every call comes back with a value: code that "
                                + "ends or replaces the process, starts others, or looks up "
                                + "code by name can never pass. Return a value instead (or call "
                                + "fatalError(\"…\") for a case not done yet).",
                            zh: "评分程序在一个单独的程序里运行你的代码，只有每次调用都返回一个值，"
                                + "才会给出评分：结束或替换进程、启动别的进程、按名字查找代码，"
                                + "这样的代码永远通过不了。请改为返回一个值（还没做完的情况可以调用 "
                                + "fatalError(\"…\")）。")))
            case .string where token.text.contains("/proc"):
                found.append(
                    Breach(
                        file: file, line: token.line,
                        what: Bilingual(en: "reads /proc", zh: "读取了 /proc"),
                        why: Bilingual(
                            en: "An answer works from its inputs alone, not from the system's "
                                + "view of running processes.",
                            zh: "答案只根据它的输入得出结果，不能去看系统里正在运行的进程。")))
            default:
                continue
            }
        }
        return found
    }

    /// Whether the name at `index` is called with a labelled first argument,
    /// as in `signal(from: numbers)`: a function of Swift's, not one of C's,
    /// whose arguments have no labels.
    private static func isLabelledCall(_ tokens: [SwiftTokens.Token], at index: Int) -> Bool {
        index + 3 < tokens.count && tokens[index + 1].text == "("
            && tokens[index + 2].kind == .name && tokens[index + 3].text == ":"
    }

    /// Why the exercise `exercise` is not graded, if a file of its chapter
    /// (in `source`'s snapshot, or on disk) breaks a rule; nil if none does.
    ///
    /// A rule broken in the exercise's own file refuses it; one broken in
    /// another file of the chapter's folder refuses every exercise of the
    /// chapter, since they could all call it.
    public static func refusal(of source: AnswerSource, exercise: String) -> Bilingual? {
        guard let chapter = Int(exercise.prefix { $0 != "." }) else { return nil }
        for (file, text) in source.chapterFiles(chapter: chapter) {
            let others = Catalog.exercises(inChapter: chapter).map(\.file)
            guard file == source.file || !others.contains(file) else { continue }
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
