import ExerciseGrading
import Foundation
import WorkbookKit

// swift run workbook <subcommand>: see Help.swift, or run it with --help.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("workbook: \(message)\n".utf8))
    exit(status)
}

StandardStreams.openClosed()

if CommandLine.arguments.dropFirst().first == "serve-answers" {
    ServeAnswers.run(Array(CommandLine.arguments.dropFirst(2)))
}

// Ctrl-C, SIGTERM or SIGHUP end every program the command started (answers,
// references, swift build) and remove a half-written file, then the command.
Interruption.install()
Interruption.adoptOrphans()
Interruption.onInterruption { HalfWrittenFile.remove() }

// The workbook speaks the language `--lang` or the locale chooses.
let language: Language
do {
    language = try Language.resolve(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment)
} catch {
    fail(error.message, status: 2)
}

let command: Command
do {
    command = try Command.parse(
        Language.removingOption(from: Array(CommandLine.arguments.dropFirst())))
} catch {
    fail(error.text.text(in: language), status: 2)
}

if case .help(let topic) = command {
    print(Help.text(for: topic, language: language))
    exit(StandardStreams.exitStatus(0, programName: "workbook", language: language))
}

do {
    try Command.checkSeed(in: ProcessInfo.processInfo.environment)
} catch {
    fail(error.text.text(in: language), status: 2)
}

guard let current = Platform.currentFolder() else {
    let message = Bilingual(
        en: "the folder you are in no longer exists (was it deleted?); "
            + "cd into the workbook again and rerun the command",
        zh: "当前所在的文件夹已经不存在了（是不是被删除了？）；请重新 cd 进入练习册，再运行一次命令")
    fail(message.text(in: language), status: 1)
}
let here = URL(fileURLWithPath: current, isDirectory: true)
guard let root = PackageRoot.find(from: here) else {
    let message = Bilingual(
        en:
            "run me inside the workbook: no Package.swift with an Exercises folder above \(here.path)",
        zh: "请在练习册里运行：\(here.path) 及其上层都没有带 Exercises 文件夹的 Package.swift")
    fail(message.text(in: language), status: 1)
}

do {
    var workbook = Workbook(root: root)
    workbook.language = language
    let status = try workbook.run(command)
    exit(StandardStreams.exitStatus(status, programName: "workbook", language: language))
} catch let failure as Workbook.Failure {
    fail(failure.message, status: 1)
} catch {
    fail("\(error.localizedDescription)", status: 1)
}
