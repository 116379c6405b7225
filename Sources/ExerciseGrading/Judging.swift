import ExerciseHarness
import Foundation
import WorkbookKit

/// One exercise's grader: how it checks an answer.
public struct Grader: Sendable {
    /// The exercise, such as "1.1".
    public let id: String
    /// Checks the answer against the reference; throws what is wrong.
    public let grade: @Sendable (Judge) throws -> Void

    /// A grader of exercise `id` that checks with `grade`.
    public init(_ id: String, grade: @escaping @Sendable (Judge) throws -> Void) {
        self.id = id
        self.grade = grade
    }
}

/// Whose answer a grading judges: the learner's, the reference solution in
/// the learner's place (to prove a grader passes it), or one of the mutants.
public enum Contestant: Sendable, Hashable {
    case learner
    case reference
    case mutant(String)
}

/// Where the built programs are: the learner's answer programs
/// (`ChapterNAnswers`), and `workbook`, which answers with the reference
/// solutions or a mutant (`workbook serve-answers N [--mutant N.M/name]`).
public struct Programs: Sendable {
    /// The products folder, such as `.build/debug`.
    public let folder: URL
    /// A program (and its arguments) that answers in place of the learner's,
    /// for the judge's own tests, or built apart from the package's build.
    let learnerStandIn: (executable: String, arguments: [String])?
    /// Where the object files of the learner's answers are, if not in SwiftPM's
    /// `ChapterNExercises.build` folder.
    let learnerObjects: URL?

    /// Programs in `folder` (by default, beside the code that is running).
    public init(folder: URL = BuiltProducts.directory) {
        self.folder = folder
        learnerStandIn = nil
        learnerObjects = nil
    }

    /// Programs in `folder`, with `executable` run with `arguments` in place
    /// of the learner's answer program, whose answers' object files are in
    /// `objects` (by default, where SwiftPM puts them).
    public init(
        folder: URL = BuiltProducts.directory, learner executable: String, _ arguments: [String],
        objects: URL? = nil
    ) {
        self.folder = folder
        learnerStandIn = (executable, arguments)
        learnerObjects = objects
    }

    /// The folder of the object files of chapter `chapter`'s learner's answers.
    func learnerObjects(chapter: Int) -> URL {
        learnerObjects ?? folder.appendingPathComponent("Chapter\(chapter)Exercises.build")
    }

    /// The program and arguments that answer for `contestant` in `chapter`.
    public func program(for contestant: Contestant, chapter: Int, exercise: String)
        -> (executable: String, arguments: [String])
    {
        switch contestant {
        case .learner:
            learnerStandIn ?? (folder.appendingPathComponent("Chapter\(chapter)Answers").path, [])
        case .reference:
            reference(chapter: chapter)
        case .mutant(let name):
            (
                folder.appendingPathComponent("workbook").path,
                ["serve-answers", String(chapter), "--mutant", "\(exercise)/\(name)"]
            )
        }
    }

    /// The launcher that runs each answer program in its sandbox (`Sandbox`).
    public var sandbox: URL { folder.appendingPathComponent("AnswerSandbox") }

    /// The program and arguments that answer with chapter `chapter`'s reference solutions.
    public func reference(chapter: Int) -> (executable: String, arguments: [String]) {
        (folder.appendingPathComponent("workbook").path, ["serve-answers", String(chapter)])
    }
}

/// What the compiled file of the answer at `source` uses, with its
/// chapter's helper files (those no exercise owns): the learner's answers'
/// objects for a stub, the reference's for a solution. A mutant's file
/// holds many answers at once, so it has none.
func compiledAnswer(of source: AnswerSource, id: String, programs: Programs) -> CompiledAnswer? {
    guard let exercise = Catalog.exercise(id: id), source.standIn == nil else { return nil }
    let name = URL(fileURLWithPath: source.file).lastPathComponent
    if source.file == exercise.solutionFile {
        return CompiledAnswer(
            objects: programs.folder.appendingPathComponent(
                "Chapter\(exercise.chapter)Reference.build"),
            files: [name])
    }
    guard source.file == exercise.file else { return nil }
    let others = Catalog.exercises(inChapter: exercise.chapter).map(\.file)
    let helpers = source.chapterFiles(chapter: exercise.chapter).map(\.file)
        .filter { !others.contains($0) }
    let names = [name] + helpers.map { URL(fileURLWithPath: $0).lastPathComponent }
    return CompiledAnswer(objects: programs.learnerObjects(chapter: exercise.chapter), files: names)
}

/// The first solution file of chapter `chapter` under `root` that has a
/// second name (a hard link), if one has.
func linkedSolution(chapter: Int, root: URL = AnswerSource.packageRoot) -> String? {
    Catalog.exercises(inChapter: chapter).map(\.solutionFile).first {
        Platform.linkCount(root.appendingPathComponent($0).path) > 1
    }
}

/// Whether what the object file `file` (such as "1.2-Evens.swift") calls
/// concerns exercise `id`: it is that exercise's file, or no exercise's
/// (a helper any of them could use).
func concerns(_ file: String, exercise id: String) -> Bool {
    guard let owner = file.firstMatch(of: #/^(\d+\.\d+)-/#) else { return true }
    return owner.1 == id
}

/// Grades one exercise: starts the answer's program and the reference's,
/// runs the grader between them, and turns how it ended into one report.
public enum Judging {
    /// The grade of `contestant`'s answer to `grader`'s exercise, whose source is `source`.
    public static func report(
        _ grader: Grader, contestant: Contestant, source: AnswerSource, seed: Seed,
        programs: Programs = Programs(), limits: AnswerLimits = .standard
    ) -> GradeReport {
        let id = grader.id
        let chapter = Int(id.prefix { $0 != "." }) ?? 0
        Platform.hideMemory()
        Interruption.install()
        if let linked = linkedSolution(chapter: chapter) {
            // The reference program is built from the solution: a second name
            // for its file would let an edit elsewhere change what the answer is
            // compared with.
            return Reports.graderFault(
                id,
                Bilingual(
                    en: "\(linked) has another name (a hard link), so an edit to another file can "
                        + "change it; restore it with: git checkout -- \(linked)",
                    zh: "\(linked) 还有另一个名字（硬链接），改别的文件也会改到它；用这条命令恢复："
                        + "git checkout -- \(linked)"))
        }
        if contestant == .learner, let changed = RecordedReference.changedSolution(chapter: chapter)
        {
            return Reports.graderFault(
                id,
                Bilingual(
                    en: "\(changed) is not the solution the workbook recorded (git status shows it "
                        + "changed), and every answer is compared with what it does; restore it "
                        + "with: git checkout -- \(changed)   (A teacher who changed it on "
                        + "purpose commits it.)",
                    zh: "\(changed) 不是练习册记录下来的那份参考答案（git status 显示它被改过），"
                        + "而每个答案都要和它的行为对比；用这条命令恢复：git checkout -- \(changed)"
                        + "（老师有意修改的话，请把它提交。）"))
        }
        if contestant == .learner, let refusal = SourceRules.refusal(of: source, exercise: id) {
            return GradeReport(id: id, status: .refused, text: refusal)
        }
        if contestant == .learner,
            let foreign = SymbolCheck.foreignSymbols(in: programs.learnerObjects(chapter: chapter))
                .first
        {
            return GradeReport(
                id: id, status: .refused,
                text: Bilingual(
                    en: "\(id) is not graded: chapter \(chapter)'s answers define the symbol "
                        + "\(foreign.symbol) (in \(foreign.file)), a name for C, not for Swift. "
                        + "An answer is Swift: nothing in it may name or replace the system's "
                        + "functions.",
                    zh: "\(id) 不予评分：第 \(chapter) 章的答案定义了符号 \(foreign.symbol)"
                        + "（在 \(foreign.file) 中），这是给 C 用的名字，不是 Swift 的。"
                        + "答案应该是 Swift 代码：其中任何东西都不能命名或替换系统的函数。"))
        }
        if contestant == .learner,
            let call = SymbolCheck.forbiddenCalls(in: programs.learnerObjects(chapter: chapter))
                .first(where: { concerns($0.file, exercise: id) })
        {
            let file = "Exercises/Chapter\(chapter)/\(call.file)"
            return GradeReport(
                id: id, status: .refused,
                text: Bilingual(
                    en:
                        "\(id) is not graded: \(file) calls \(call.name), which \(call.does.en). An "
                        + "answer computes its result from its inputs and returns it; it may not "
                        + "start programs, signal or watch other processes, or find code by name.",
                    zh: "\(id) 不予评分：\(file) 调用了 \(call.name)，它\(call.does.zh)。答案根据输入算出"
                        + "结果并返回；它不能启动程序、给别的进程发信号或监视它们，也不能按名字查找代码。"))
        }
        var source = source
        source.compiled = source.compiled ?? compiledAnswer(of: source, id: id, programs: programs)
        let notes = GradeNotes()
        source.notes = notes
        let answerSide = programs.program(for: contestant, chapter: chapter, exercise: id)
        let referenceSide = programs.reference(chapter: chapter)
        let answer: Seat
        let reference: Seat
        let stacks = StackDepths()
        do {
            answer = try Seat(stacks: (stacks, .answer)) { () throws(Stopped) in
                try AnswerProcess(
                    executable: answerSide.executable, arguments: answerSide.arguments,
                    limits: limits, sandbox: programs.sandbox)
            }
            reference = try Seat(restarts: 0, stacks: (stacks, .reference)) {
                () throws(Stopped) in
                try AnswerProcess(
                    executable: referenceSide.executable, arguments: referenceSide.arguments,
                    sandbox: programs.sandbox)
            }
        } catch {
            return Reports.graderFault(
                id, Bilingual(en: "the programs could not start: \(error)", zh: "程序无法启动：\(error)"))
        }
        defer {
            answer.finish()
            reference.finish()
        }
        let judge = Judge(
            exercise: id, seed: seed, source: source, answer: answer, reference: reference,
            stacks: stacks)
        // An interruption ends the programs mid-call: what comes of that is no grade.
        defer { Interruption.parkIfInterrupted() }
        do {
            try grader.grade(judge)
            if contestant == .learner {
                for notice in PlatformNotices.take(sandbox: programs.sandbox) { notes.add(notice) }
            }
            let said = notes.all
            return GradeReport(
                id: id, status: .passed,
                text: said.isEmpty
                    ? .verbatim("")
                    : Bilingual(
                        en: said.map(\.en).joined(separator: "\n"),
                        zh: said.map(\.zh).joined(separator: "\n")))
        } catch let wrong as WrongAnswer {
            answer.finish()
            return Reports.wrong(id, wrong, printed: answer.first.printedText, seed: seed)
        } catch let stopped as AnswerStopped {
            answer.finish()
            return Reports.stopped(
                id, stopped.stopped, call: stopped.call, printed: answer.first.printedText,
                seed: seed)
        } catch let halted as Halted {
            answer.finish()
            return Reports.stopped(
                id, halted.stopped, call: nil, printed: answer.first.printedText, seed: seed)
        } catch let fault as GraderFault {
            // What went wrong inside the grader, for the workbook's authors: in English.
            return Reports.graderFault(id, .verbatim(fault.description))
        } catch {
            return Reports.graderFault(id, .verbatim("\(error)"))
        }
    }
}
