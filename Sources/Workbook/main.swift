import Foundation
import WorkbookKit

// swift run workbook <subcommand>: see Help.swift, or run it with --help.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("workbook: \(message)\n".utf8))
    exit(status)
}

if CommandLine.arguments.dropFirst().first == "serve-answers" {
    ServeAnswers.run(Array(CommandLine.arguments.dropFirst(2)))
}

Interruption.install()

// Help and usage errors speak the language `--lang` or the locale chooses.
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
    exit(0)
}

do {
    try Command.checkSeed(in: ProcessInfo.processInfo.environment)
} catch {
    fail(error.text.text(in: language), status: 2)
}

let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
guard let root = PackageRoot.find(from: here) else {
    fail(
        "run me inside the workbook: no Package.swift with an Exercises folder above \(here.path)",
        status: 1)
}

do {
    var workbook = Workbook(root: root)
    workbook.language = language
    exit(try workbook.run(command))
} catch let failure as Workbook.Failure {
    fail(failure.message, status: 1)
} catch {
    fail("\(error.localizedDescription)", status: 1)
}
