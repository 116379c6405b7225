import ExerciseGraders
import ExerciseGrading
import Foundation
import WorkbookKit

/// Grades exercises: builds each chapter's answer program from the learner's
/// files, then judges every exercise between it and the reference program
/// (this very command, `workbook serve-answers`), and collects one
/// `GradeReport` per exercise.
///
/// 1. Each chapter's files are read once, into a snapshot. A missing file, or
///    one that breaks a `SourceRules` rule, is reported without building.
/// 2. `swift build --product ChapterNAnswers` builds the chapter's answer
///    program, in the package's own `.build` and with this process's whole
///    environment: the same build and the same plan as the `swift run` that
///    started this command, and as `swift test` from the same terminal, so
///    none of them plans or compiles again for the others. Its progress is
///    shown as it goes.
/// 3. If the files changed while it built, it builds again, so the program
///    and the snapshot the graders read are the same version.
/// 4. The judge runs each grader with the snapshot; the answer runs in its
///    own program, never in this process.
struct Grading {
    let shell: Shell
    /// Where to say what is happening, such as "Building chapter 1's answers: 12 of 40 steps".
    let log: (String) -> Void
    /// The seed `--seed` asked for, or nil for a fresh one.
    var seed: Seed?
    /// Runs `swift build` with these arguments, handing over each line of its
    /// output as it comes: the shell's, unless a test stands in.
    var builder: ([String], @escaping (String) -> Void) throws -> Shell.Outcome

    init(shell: Shell, log: @escaping (String) -> Void, seed: Seed? = nil) {
        self.shell = shell
        self.log = log
        self.seed = seed
        builder = { arguments, lines in try shell.swift(arguments, lines: lines) }
    }

    /// Something that stops grading altogether, such as an error outside the exercises.
    struct Failure: Error {
        let message: String
    }

    /// The grade of each of `exercises`, by id.
    func grade(_ exercises: [Exercise]) throws -> [String: GradeReport] {
        var grades: [String: GradeReport] = [:]
        let seed = seed ?? Seed.forThisRun()
        for chapter in Catalog.chapters where exercises.contains(where: { $0.chapter == chapter }) {
            let asked = exercises.filter { $0.chapter == chapter }
            var snapshot = AnswerSource.readChapter(chapter, root: shell.root)
            // Every exercise of the chapter is read: one file's refusal or
            // absence can stop the whole chapter from building.
            var refusals: [String: GradeReport] = [:]
            for exercise in Catalog.exercises(inChapter: chapter) {
                if snapshot[exercise.file] == nil {
                    refusals[exercise.id] = Self.missingReport(exercise)
                } else if let refusal = SourceRules.refusal(
                    of: .stub(exercise.id, snapshot: snapshot), exercise: exercise.id)
                {
                    refusals[exercise.id] = GradeReport(
                        id: exercise.id, status: .refused, message: refusal)
                }
            }
            let toBuild = asked.filter { refusals[$0.id] == nil }
            for exercise in asked where refusals[exercise.id] != nil {
                grades[exercise.id] = refusals[exercise.id]
            }
            guard !toBuild.isEmpty else { continue }
            let missing = Catalog.exercises(inChapter: chapter).first { snapshot[$0.file] == nil }
            if let gone = missing {
                for exercise in toBuild {
                    grades[exercise.id] = GradeReport(
                        id: exercise.id, status: .waiting,
                        message: "waiting for \(gone.file), which is missing: bring it back with "
                            + "swift run workbook reset \(gone.id)")
                }
                continue
            }
            let blocking = Catalog.exercises(inChapter: chapter).first { refusals[$0.id] != nil }
            switch try build(chapter: chapter, snapshot: &snapshot, blockedBy: blocking) {
            case .built:
                for exercise in toBuild {
                    log("Grading \(exercise.id)…")
                    grades[exercise.id] = judge(exercise, snapshot: snapshot, seed: seed)
                }
            case .broken(let errors):
                for exercise in toBuild {
                    grades[exercise.id] = Self.compileErrorReport(exercise, errors)
                }
            case .waiting(let message):
                for exercise in toBuild {
                    grades[exercise.id] = GradeReport(
                        id: exercise.id, status: .waiting, message: message)
                }
            }
        }
        return grades
    }

    /// How building a chapter's answers went.
    enum Build {
        case built
        case broken([CompileError])
        /// It did not build, and a refused file of the chapter is the likely cause.
        case waiting(String)
    }

    /// Builds chapter `chapter`'s answer program; again if its files change
    /// meanwhile, updating `snapshot` to what was built.
    func build(chapter: Int, snapshot: inout [String: String], blockedBy refused: Exercise?)
        throws -> Build
    {
        let product = "Chapter\(chapter)Answers"
        for _ in 0..<3 {
            let first = !FileManager.default.fileExists(
                atPath: Programs().folder.appendingPathComponent(product).path)
            log(
                first
                    ? "Building chapter \(chapter)'s answers for the first time…"
                    : "Building chapter \(chapter)'s answers…")
            let progress = BuildProgress(chapter: chapter, log: log)
            let outcome = try builder(["build", "--product", product], progress.read)
            progress.finish()
            if outcome.status != 0 {
                let found = CompilerOutput.errors(in: outcome.output, root: shell.root.path)
                let own = found.filter { $0.chapter == chapter }
                if own.isEmpty, let refused {
                    return .waiting(
                        "waiting for chapter \(chapter) to build: \(refused.id)'s file is not "
                            + "graded (swift run workbook check \(refused.id) says why)")
                }
                guard !own.isEmpty else {
                    throw Failure(message: Self.describeFailure(outcome.output, errors: found))
                }
                return .broken(own)
            }
            let now = AnswerSource.readChapter(chapter, root: shell.root)
            if now == snapshot { return .built }
            log("Chapter \(chapter)'s files changed while it built; building again.")
            snapshot = now
        }
        return .built
    }

    /// The grade of one exercise, judged between the learner's program and the reference.
    private func judge(_ exercise: Exercise, snapshot: [String: String], seed: Seed) -> GradeReport
    {
        guard let grader = Graders.grader(for: exercise.id) else {
            return GradeReport(
                id: exercise.id, status: .graderFault, message: "\(exercise.id) has no grader.")
        }
        return Judging.report(
            grader, contestant: .learner, source: .stub(exercise.id, snapshot: snapshot),
            seed: seed)
    }

    /// The report for an exercise whose file is not there.
    static func missingReport(_ exercise: Exercise) -> GradeReport {
        GradeReport(
            id: exercise.id, status: .missing,
            message: "\(exercise.id)'s file \(exercise.file) is missing. Bring the stub back "
                + "with: swift run workbook reset \(exercise.id)")
    }

    /// The grade of an exercise in a chapter that does not compile: "does not
    /// compile" with the first error if its own file (or its line of the
    /// answer program) holds one, otherwise waiting for the file that does.
    static func compileErrorReport(_ exercise: Exercise, _ errors: [CompileError]) -> GradeReport {
        let own = errors.filter { $0.exerciseID == exercise.id }
        if let first = own.first {
            let inProgram = first.file.hasPrefix("Exercises/Answers/")
            let message =
                (inProgram
                    ? "\(exercise.id)'s grader cannot call your code. Keep the function's name, "
                        + "parameters and result type as the stub had them.\n"
                    : "\(exercise.id) does not compile:\n")
                + first.text
                + (own.count > 1
                    ? "\n(and \(counted(own.count - 1, "more error")) in this file)" : "")
            return GradeReport(id: exercise.id, status: .compileError, message: message)
        }
        let culprit =
            errors.first.map { error in
                error.exerciseID.map { " (the error is \($0)'s)" }
                    ?? " (the error is in \(error.file))"
            } ?? ""
        return GradeReport(
            id: exercise.id, status: .waiting,
            message: "waiting for chapter \(exercise.chapter) to compile" + culprit)
    }

    /// Why `swift build` failed outside the exercises, in words for the learner.
    static func describeFailure(_ output: String, errors: [CompileError]) -> String {
        if let line = output.split(separator: "\n").first(where: { $0.contains("build database") })
        {
            let database =
                line.firstMatch(of: #/"([^"]*build\.db)"/#).map { String($0.1) }
                ?? ".build/build.db"
            return
                "SwiftPM's build database is damaged (\(line.trimmingCharacters(in: .whitespaces))). "
                + "Remove it with: rm \(database)\nthen run the command again; the next build "
                + "recompiles what it must."
        }
        if let first = errors.first {
            return "The package does not build, outside the exercises:\n" + first.text
        }
        let tail = output.split(separator: "\n").suffix(15).joined(separator: "\n")
        return "swift build failed before grading anything. The end of its output:\n" + tail
    }
}
