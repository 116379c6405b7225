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
    /// The language of the notes on what is happening. (The reports carry
    /// both languages; whoever prints them picks one.)
    var language = Language.english
    /// Runs `swift build` with these arguments, within a time limit, handing
    /// over each line of its output as it comes: the shell's, unless a test
    /// stands in.
    var builder: ([String], Duration, @escaping (String) -> Void) throws -> Shell.Outcome

    /// How long building a chapter's answers may take once they have been
    /// built before, when only the learner's files compile again: far more
    /// than a file needs, unless an expression keeps the compiler working
    /// out its types, which can take minutes.
    static let rebuildTimeLimit = Duration.seconds(90)
    /// How long the first build of a chapter's answers may take.
    static let firstBuildTimeLimit = Duration.seconds(30 * 60)

    init(shell: Shell, log: @escaping (String) -> Void, seed: Seed? = nil) {
        self.shell = shell
        self.log = log
        self.seed = seed
        builder = { arguments, limit, lines in
            try shell.swift(arguments, timeLimit: limit, lines: lines)
        }
    }

    /// Something that stops grading altogether, such as an error outside the exercises.
    struct Failure: Error {
        /// What stopped it, in both languages.
        let text: Bilingual

        /// What stopped it, in English.
        var message: String { text.en }
    }

    /// The grade of each of `exercises`, by id.
    func grade(_ exercises: [Exercise]) throws -> [String: GradeReport] {
        var grades: [String: GradeReport] = [:]
        let seed = seed ?? Seed.forThisRun()
        for chapter in Catalog.chapters where exercises.contains(where: { $0.chapter == chapter }) {
            let asked = exercises.filter { $0.chapter == chapter }
            var snapshot = AnswerSource.readChapter(chapter, root: shell.root)
            let odd = AnswerSource.oddFiles(chapter, root: shell.root)
            // Every exercise of the chapter is read: one file's refusal or
            // absence can stop the whole chapter from building.
            var refusals: [String: GradeReport] = [:]
            for exercise in Catalog.exercises(inChapter: chapter) {
                if let kind = odd[exercise.file] {
                    refusals[exercise.id] = Self.notAFileReport(exercise, kind: kind)
                } else if snapshot[exercise.file] == nil {
                    refusals[exercise.id] = Self.missingReport(exercise)
                } else if let refusal = SourceRules.refusal(
                    of: .stub(exercise.id, snapshot: snapshot), exercise: exercise.id)
                {
                    refusals[exercise.id] = GradeReport(
                        id: exercise.id, status: .refused, text: refusal)
                }
            }
            let toBuild = asked.filter { refusals[$0.id] == nil }
            for exercise in asked where refusals[exercise.id] != nil {
                grades[exercise.id] = refusals[exercise.id]
            }
            guard !toBuild.isEmpty else { continue }
            let missing = Catalog.exercises(inChapter: chapter).first { snapshot[$0.file] == nil }
            if let gone = missing {
                let what =
                    odd[gone.file].map {
                        Bilingual(en: "which is \($0.en), not a file", zh: "它是\($0.zh)，不是文件")
                    } ?? Bilingual(en: "which is missing", zh: "它不见了")
                for exercise in toBuild {
                    grades[exercise.id] = GradeReport(
                        id: exercise.id, status: .waiting,
                        text: Bilingual(
                            en: "waiting for \(gone.file), \(what.en): bring it back with "
                                + "swift run workbook reset \(gone.id)",
                            zh: "在等 \(gone.file)，\(what.zh)：用 swift run workbook reset "
                                + "\(gone.id) 把它找回来"))
                }
                continue
            }
            // Anything else in the folder that is not a file stops the build too.
            if let other = odd.keys.sorted().first {
                for exercise in toBuild {
                    grades[exercise.id] = GradeReport(
                        id: exercise.id, status: .waiting,
                        text: Bilingual(
                            en: "waiting for \(other), which is \(odd[other]?.en ?? ""), not a "
                                + "file: the compiler cannot read it; move it away",
                            zh: "在等 \(other)，它是\(odd[other]?.zh ?? "")，不是文件：编译器读不了它；"
                                + "请把它移走"))
                }
                continue
            }
            let blocking = Catalog.exercises(inChapter: chapter).first { refusals[$0.id] != nil }
            switch try build(
                chapter: chapter, snapshot: &snapshot, blockedBy: blocking, for: toBuild)
            {
            case .built:
                for exercise in toBuild {
                    log(language.pick("Grading \(exercise.id)…", "正在评分 \(exercise.id)…"))
                    grades[exercise.id] = judge(exercise, snapshot: snapshot, seed: seed)
                }
            case .broken(let errors):
                for exercise in toBuild {
                    grades[exercise.id] = Self.compileErrorReport(exercise, errors)
                }
            case .isolated(let built, let errors):
                defer { built.remove() }
                let programs = Programs(
                    learner: built.program.path, [], objects: built.objects)
                for exercise in toBuild {
                    if errors.contains(where: { $0.exerciseID == exercise.id }) {
                        grades[exercise.id] = Self.compileErrorReport(exercise, errors)
                    } else {
                        log(language.pick("Grading \(exercise.id)…", "正在评分 \(exercise.id)…"))
                        grades[exercise.id] = judge(
                            exercise, snapshot: snapshot, seed: seed, programs: programs)
                    }
                }
            case .tooSlow(let limit):
                for exercise in toBuild {
                    grades[exercise.id] = Self.tooSlowReport(exercise, limit: limit)
                }
            case .waiting(let text):
                for exercise in toBuild {
                    grades[exercise.id] = GradeReport(
                        id: exercise.id, status: .waiting, text: text)
                }
            }
        }
        return grades
    }

    /// How building a chapter's answers went.
    enum Build {
        case built
        case broken([CompileError])
        /// It did not build, for errors in the files of some exercises only;
        /// `built` is the program with the shipped stubs in their place
        /// (`IsolatedBuild`), which grades the others.
        case isolated(IsolatedBuild.Built, [CompileError])
        /// It took longer than its time limit, and was stopped.
        case tooSlow(Duration)
        /// It did not build, and a refused file of the chapter is the likely cause.
        case waiting(Bilingual)
    }

    /// Builds chapter `chapter`'s answer program; again if its files change
    /// meanwhile, updating `snapshot` to what was built.
    func build(
        chapter: Int, snapshot: inout [String: String], blockedBy refused: Exercise?,
        for asked: [Exercise]
    ) throws -> Build {
        let product = "Chapter\(chapter)Answers"
        for _ in 0..<3 {
            let first = !FileManager.default.fileExists(
                atPath: Programs().folder.appendingPathComponent(product).path)
            log(
                first
                    ? language.pick(
                        "Building chapter \(chapter)'s answers for the first time…",
                        "第一次构建第 \(chapter) 章的答案…")
                    : language.pick(
                        "Building chapter \(chapter)'s answers…", "正在构建第 \(chapter) 章的答案…"))
            let progress = BuildProgress(chapter: chapter, log: log)
            let limit = first ? Self.firstBuildTimeLimit : Self.rebuildTimeLimit
            let outcome = try builder(["build", "--product", product], limit, progress.read)
            progress.finish()
            if outcome.timedOut { return .tooSlow(limit) }
            if outcome.status != 0 {
                let found = CompilerOutput.errors(in: outcome.output, root: shell.root.path)
                let own = found.filter { $0.chapter == chapter }
                if own.isEmpty, let refused {
                    return .waiting(
                        Bilingual(
                            en: "waiting for chapter \(chapter) to build: \(refused.id)'s file is "
                                + "not graded (swift run workbook check \(refused.id) says why)",
                            zh: "在等第 \(chapter) 章编译通过：\(refused.id) 的文件不予评分"
                                + "（swift run workbook check \(refused.id) 会说明原因）"))
                }
                guard !own.isEmpty else {
                    throw Failure(
                        text: Self.describeFailure(
                            outcome.output, errors: found, fileSizeLimit: Platform.fileSizeLimit()))
                }
                return isolating(chapter: chapter, errors: own, waitingFor: asked)
            }
            let now = AnswerSource.readChapter(chapter, root: shell.root)
            if now == snapshot { return .built }
            log(
                language.pick(
                    "Chapter \(chapter)'s files changed while it built; building again.",
                    "构建期间第 \(chapter) 章的文件改动了；重新构建。"))
            snapshot = now
        }
        return .built
    }

    /// How to go on when chapter `chapter` does not compile for `errors`:
    /// if every error is in an exercise's own file (or its line of the
    /// answer program), and one of `asked` is not among those exercises,
    /// the program is built with the shipped stubs in their place, to grade
    /// the rest; otherwise every exercise waits for the errors to be mended.
    private func isolating(chapter: Int, errors: [CompileError], waitingFor asked: [Exercise])
        -> Build
    {
        let broken = Set(errors.compactMap(\.exerciseID))
        guard errors.allSatisfy({ $0.exerciseID != nil }),
            asked.contains(where: { !broken.contains($0.id) })
        else { return .broken(errors) }
        let names = broken.sorted()
        log(
            language.pick(
                "\(names.joined(separator: ", ")) \(names.count == 1 ? "does" : "do") not compile: "
                    + "building chapter \(chapter)'s answers with the shipped "
                    + "\(names.count == 1 ? "stub" : "stubs") in \(names.count == 1 ? "its" : "their") place…",
                "\(names.joined(separator: "、")) 编译不通过：先用发布时的桩代码代替，构建第 \(chapter) 章的答案…"))
        var replaced: [String: String] = [:]
        for exercise in Catalog.exercises(inChapter: chapter) where broken.contains(exercise.id) {
            replaced[exercise.file] = exercise.pristineFile
        }
        let isolated = IsolatedBuild(
            root: shell.root, products: Programs().folder, chapter: chapter)
        guard let built = try? isolated.build(replacing: replaced) else { return .broken(errors) }
        return .isolated(built, errors)
    }

    /// The grade of one exercise, judged between the learner's program and the reference.
    private func judge(
        _ exercise: Exercise, snapshot: [String: String], seed: Seed,
        programs: Programs = Programs()
    ) -> GradeReport {
        guard let grader = Graders.grader(for: exercise.id) else {
            return GradeReport(
                id: exercise.id, status: .graderFault,
                text: Bilingual(
                    en: "\(exercise.id) has no grader.", zh: "\(exercise.id) 没有评分器。"))
        }
        return Judging.report(
            grader, contestant: .learner, source: .stub(exercise.id, snapshot: snapshot),
            seed: seed, programs: programs)
    }
}
