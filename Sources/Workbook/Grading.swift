import Foundation
import WorkbookKit

/// Grades exercises by building their graders and running them, and collects
/// one `GradeReport` per exercise.
///
/// 1. `swift build --build-tests --scratch-path .build/grading` with
///    `WORKBOOK_GRADING=1`: the manifest then declares only the exercises'
///    graders as tests, so the test binary that is linked again after each
///    edit is a fraction of the full one.
/// 2. If the build fails, the compiler's errors name the files that broke it.
///    A chapter whose files hold an error is reported with that error and left
///    out, and step 1 runs again without it, so the other chapters are still
///    graded.
/// 3. The test binary runs the exercises' `yourAnswer` tests through Swift
///    Testing, with `WORKBOOK_REPORT` naming a file where each grader writes
///    its report.
///
/// Where the time of a check goes, and why it is done this way:
/// - SwiftPM compiles and runs the manifest again, and plans the build
///   again, whenever the environment differs from the last build's. The
///   grading build therefore has a folder of its own, which `swift run` and
///   `swift test` never touch, and the same environment on every check (every
///   chapter's graders, unless one does not compile); the report file's name
///   (new on every run) goes to the test binary only.
/// - The test binary is run directly: `swift test` would plan the build a
///   second time and start the binary once more for XCTest. (Where the binary
///   is not a plain executable, as in a macOS test bundle, `swift test
///   --skip-build` runs it.)
struct Grading {
    let shell: Shell
    /// Where to say what is happening, such as "Grading 1.1…".
    let log: (String) -> Void

    /// The test binary `swift build --build-tests` links on Linux, relative to the root.
    static let testBinary = ".build/grading/debug/FRPWorkbookPackageTests.xctest"

    /// Something that stops grading altogether, such as an error outside the exercises.
    struct Failure: Error {
        let message: String
    }

    /// The grade of each of `exercises`, by id.
    ///
    /// An exercise whose file breaks a `StubRules` rule is not run; its
    /// report says which line and why.
    func grade(_ exercises: [Exercise]) throws -> [String: GradeReport] {
        var broken: [Int: [CompileError]] = [:]
        var grades = StubRules.refusals(for: exercises, root: shell.root)
        // Every chapter's graders are built, not only the ones asked for, so
        // that the build's environment (and so SwiftPM's plan) is the same on
        // every check; a chapter that does not compile is left out.
        var included = Catalog.chapters
        while true {
            let toGrade = exercises.filter {
                included.contains($0.chapter) && grades[$0.id] == nil
            }
            guard !toGrade.isEmpty else { break }
            log("Grading " + summary(of: toGrade) + "…")
            let build = try shell.swift(
                ["build", "--build-tests", "--scratch-path", ".build/grading"],
                environment: environment(included), inheriting: Self.isBuildVariable)
            if build.status != 0 {
                let found = CompilerOutput.errors(in: build.output, root: shell.root.path)
                let newlyBroken = Set(found.compactMap(\.chapter)).intersection(included)
                guard !newlyBroken.isEmpty else {
                    throw Failure(message: buildFailure(build.output, errors: found))
                }
                for chapter in newlyBroken {
                    broken[chapter] = found.filter { $0.chapter == chapter }
                }
                included.removeAll { newlyBroken.contains($0) }
                let names = newlyBroken.sorted().map { "chapter \($0)" }
                log(names.joined(separator: " and ") + " does not compile; the others are graded.")
                continue
            }
            let (outcome, reports) = try runGraders(toGrade, chapters: included)
            for exercise in toGrade {
                grades[exercise.id] =
                    reports[exercise.id]
                    ?? GradeReport(
                        id: exercise.id, status: .crashed,
                        message:
                            "No grade came back for \(exercise.id). "
                            + "The end of the graders' output:\n" + tail(outcome.output))
            }
            break
        }

        for exercise in exercises where grades[exercise.id]?.status != .refused {
            if let errors = broken[exercise.chapter] {
                grades[exercise.id] = Self.compileErrorReport(exercise, errors)
            }
        }
        return grades
    }

    /// What the build of `chapters`' graders needs in its environment: the
    /// same on every check while every chapter compiles, so that SwiftPM's
    /// manifest cache and build plan hold.
    func environment(_ chapters: [Int]) -> [String: String?] {
        [
            "WORKBOOK_GRADING": "1",
            "WORKBOOK_CHAPTERS": chapters == Catalog.chapters
                ? nil : chapters.map(String.init).joined(separator: ","),
            GradeReport.environmentKey: nil,
        ]
    }

    /// Whether the grading build is given the learner's variable `name`. Only
    /// the toolchain's own are passed on: SwiftPM compiles the manifest again
    /// whenever any variable differs from the last build's, and a new terminal
    /// (a new `TERM_SESSION_ID` on a Mac, `OLDPWD`, `SHLVL`) would otherwise
    /// cost a check ten seconds.
    static func isBuildVariable(_ name: String) -> Bool {
        let names: Set = [
            "PATH", "HOME", "USER", "LOGNAME", "TMPDIR", "LANG", "LC_ALL", "LC_CTYPE",
            "DEVELOPER_DIR", "SDKROOT", "TOOLCHAINS", "XDG_CACHE_HOME", "XDG_CONFIG_HOME",
        ]
        return names.contains(name) || name.hasPrefix("SWIFTPM_")
    }

    /// The `--filter` that selects the learner's grading tests of `exercises`.
    static func filter(_ exercises: [Exercise]) -> String {
        exercises.map {
            $0.gradingSuite.replacingOccurrences(of: ".", with: "\\.") + "/yourAnswer\\(\\)"
        }.joined(separator: "|")
    }

    /// Runs the learner's grading tests of `exercises`, already built, and reads their reports.
    private func runGraders(_ exercises: [Exercise], chapters: [Int]) throws
        -> (Shell.Outcome, [String: GradeReport])
    {
        let reportFile = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "workbook-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: reportFile) }
        let filter = Self.filter(exercises)
        var environment = environment(chapters)
        environment[GradeReport.environmentKey] = reportFile.path
        let binary = shell.root.appendingPathComponent(Self.testBinary)
        var isFolder: ObjCBool = false
        let outcome: Shell.Outcome
        if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isFolder),
            !isFolder.boolValue
        {
            outcome = try shell.run(
                binary, ["--testing-library", "swift-testing", "--filter", filter],
                environment: environment)
        } else {
            outcome = try shell.swift(
                [
                    "test", "--skip-build", "--scratch-path", ".build/grading", "--disable-xctest",
                    "--filter", filter,
                ],
                environment: environment)
        }
        return (outcome, Self.readReports(at: reportFile))
    }

    /// The reports in a report file, by exercise id; a later line wins.
    static func readReports(at file: URL) -> [String: GradeReport] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
        var reports: [String: GradeReport] = [:]
        for line in text.split(separator: "\n") {
            if let report = try? JSONDecoder().decode(GradeReport.self, from: Data(line.utf8)) {
                reports[report.id] = report
            }
        }
        return reports
    }

    /// The grade of an exercise in a chapter that does not compile: "does not
    /// compile" with the first error if its own file (or its grader) holds
    /// one, otherwise waiting for the file that does.
    static func compileErrorReport(_ exercise: Exercise, _ errors: [CompileError]) -> GradeReport {
        let own = errors.filter { $0.exerciseID == exercise.id }
        if let first = own.first {
            let inGrader = first.file.hasPrefix("Tests/")
            let message =
                (inGrader
                    ? "\(exercise.id)'s grader cannot call your code. Keep the function's name, "
                        + "parameters and result type as the stub had them.\n"
                    : "\(exercise.id) does not compile:\n")
                + first.text
                + (own.count > 1
                    ? "\n(and \(counted(own.count - 1, "more error")) in this file)" : "")
            return GradeReport(id: exercise.id, status: .compileError, message: message)
        }
        let culprit = errors.first.map { " (the error is in \($0.file))" } ?? ""
        return GradeReport(
            id: exercise.id, status: .waiting,
            message: "waiting for chapter \(exercise.chapter) to compile" + culprit)
    }

    private func buildFailure(_ output: String, errors: [CompileError]) -> String {
        if let first = errors.first {
            return "The package does not build, outside the exercises:\n" + first.text
        }
        return "swift build failed before grading anything. The end of its output:\n"
            + tail(output)
    }

    private func tail(_ output: String) -> String {
        output.split(separator: "\n").suffix(12).joined(separator: "\n")
    }

    private func summary(of exercises: [Exercise]) -> String {
        if exercises.count == 1 { return exercises[0].id }
        if exercises.count == Catalog.all.count { return "all \(exercises.count) exercises" }
        return counted(exercises.count, "exercise")
    }
}
