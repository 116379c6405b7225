import ExerciseGrading
import Foundation
import WorkbookKit

/// The reports a grading round writes itself, before or instead of judging:
/// a file missing or not a file, a chapter that does not compile or takes
/// too long to, a build that failed outside the exercises.
extension Grading {
    /// The report for an exercise of a chapter whose answers took longer
    /// than `limit` to build.
    static func tooSlowReport(_ exercise: Exercise, limit: Duration) -> GradeReport {
        let seconds = limit.components.seconds
        return GradeReport(
            id: exercise.id, status: .compileError,
            text: Bilingual(
                en: "Building chapter \(exercise.chapter)'s answers took longer than \(seconds) s, "
                    + "and was stopped. An expression whose types the compiler cannot work out "
                    + "quickly does that: a long chain of operators or literals without types. Give "
                    + "its parts types (let squares: [Int] = …) or split it into steps, then check "
                    + "again.",
                zh: "构建第 \(exercise.chapter) 章的答案超过了 \(seconds) s，已被停止。编译器一时推断不出"
                    + "类型的表达式会这样：一长串运算符或没有标注类型的字面量。给它的各部分标上类型"
                    + "（let squares: [Int] = …），或者拆成几步，然后再评一次。"))
    }

    /// The report for an exercise whose file's name holds something else,
    /// `kind`: a folder, a named pipe, a device.
    static func notAFileReport(_ exercise: Exercise, kind: Bilingual) -> GradeReport {
        GradeReport(
            id: exercise.id, status: .missing,
            text: Bilingual(
                en: "\(exercise.id)'s file \(exercise.file) is \(kind.en), not a Swift file. Move "
                    + "it away, then bring the stub back with: swift run workbook reset \(exercise.id)",
                zh: "\(exercise.id) 的文件 \(exercise.file) 是\(kind.zh)，不是 Swift 文件。先把它移走，"
                    + "再用这条命令把桩代码找回来：swift run workbook reset \(exercise.id)"))
    }

    /// The report for an exercise whose file is not there.
    static func missingReport(_ exercise: Exercise) -> GradeReport {
        GradeReport(
            id: exercise.id, status: .missing,
            text: Bilingual(
                en: "\(exercise.id)'s file \(exercise.file) is missing. Bring the stub back "
                    + "with: swift run workbook reset \(exercise.id)",
                zh: "\(exercise.id) 的文件 \(exercise.file) 不见了。用这条命令把桩代码找回来："
                    + "swift run workbook reset \(exercise.id)"))
    }

    /// The grade of an exercise in a chapter that does not compile: "does not
    /// compile" with the first error if its own file (or its line of the
    /// answer program) holds one, otherwise waiting for the file that does.
    static func compileErrorReport(_ exercise: Exercise, _ errors: [CompileError]) -> GradeReport {
        let own = errors.filter { $0.exerciseID == exercise.id }
        if let first = own.first {
            let inProgram = first.file.hasPrefix("Sources/ExerciseAnswers/")
            let more = own.count - 1
            let text = Bilingual(
                en: (inProgram
                    ? "\(exercise.id)'s grader cannot call your code. Keep the function's name, "
                        + "parameters and result type as the stub had them.\n"
                    : "\(exercise.id) does not compile:\n")
                    + first.text
                    + (more > 0 ? "\n(and \(counted(more, "more error")) in this file)" : ""),
                zh: (inProgram
                    ? "\(exercise.id) 的评分器调用不了你的代码。函数名、参数和返回类型请保持"
                        + "桩代码里原来的样子。\n"
                    : "\(exercise.id) 编译不通过：\n")
                    + first.text
                    + (more > 0 ? "\n（这个文件里还有 \(more) 个错误）" : ""))
            return GradeReport(id: exercise.id, status: .compileError, text: text)
        }
        let culprit = Bilingual(
            en: errors.first.map { error in
                error.exerciseID.map { " (the error is \($0)'s)" }
                    ?? " (the error is in \(error.file))"
            } ?? "",
            zh: errors.first.map { error in
                error.exerciseID.map { "（错误在 \($0) 里）" } ?? "（错误在 \(error.file) 里）"
            } ?? "")
        return GradeReport(
            id: exercise.id, status: .waiting,
            text: Bilingual(
                en: "waiting for chapter \(exercise.chapter) to compile",
                zh: "在等第 \(exercise.chapter) 章编译通过") + culprit)
    }

    /// Why `swift build` failed outside the exercises, in words for the
    /// learner. `fileSizeLimit` is the most bytes a file may hold here
    /// (`ulimit -f`), nil for no limit: a build stopped by it damages
    /// nothing, so it is named instead of the database it could not write.
    static func describeFailure(_ output: String, errors: [CompileError], fileSizeLimit: UInt64?)
        -> Bilingual
    {
        let failedWrite = ["build database", "File size limit exceeded", "File too large"]
        if let limit = fileSizeLimit,
            output.split(separator: "\n").contains(where: { line in
                failedWrite.contains { line.contains($0) }
            })
        {
            let size = limit >= 1024 ? "\(limit / 1024) KiB" : "\(limit) bytes"
            return Bilingual(
                en: "swift build stopped: files may hold at most \(size) here (ulimit -f), too "
                    + "little for the compiler's. Raise the limit with: ulimit -f unlimited\n"
                    + "then run the command again; nothing needs removing.",
                zh: "swift build 停下了：这里的文件最多只能写 \(size)（ulimit -f），编译器写不下。"
                    + "用这条命令放开限制：ulimit -f unlimited\n然后再运行一次命令；什么都不用删。")
        }
        if let line = output.split(separator: "\n").first(where: { $0.contains("build database") })
        {
            let database =
                line.firstMatch(of: #/"([^"]*build\.db)"/#).map { String($0.1) }
                ?? ".build/build.db"
            let said = line.trimmingCharacters(in: .whitespaces)
            return Bilingual(
                en: "SwiftPM's build database is damaged (\(said)). "
                    + "Remove it with: rm \(database)\nthen run the command again; the next build "
                    + "recompiles what it must.",
                zh: "SwiftPM 的构建数据库损坏了（\(said)）。用这条命令删掉它：rm \(database)\n"
                    + "然后再运行一次命令；下一次构建会重新编译需要编译的部分。")
        }
        if let first = errors.first {
            return Bilingual(
                en: "The package does not build, outside the exercises:\n",
                zh: "包在练习之外的地方编译不通过：\n") + .verbatim(first.text)
        }
        let tail = output.split(separator: "\n").suffix(15).joined(separator: "\n")
        return Bilingual(
            en: "swift build failed before grading anything. The end of its output:\n",
            zh: "swift build 在评分开始之前就失败了。它输出的最后部分：\n") + .verbatim(tail)
    }
}
