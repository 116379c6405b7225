import Foundation
import Synchronization
import WorkbookKit

/// Builds a chapter's answer program with some exercises' files replaced by
/// their shipped stubs, so that one exercise that does not compile does not
/// stop the others of its chapter from being graded.
///
/// A chapter's answers are one module, so SwiftPM cannot build them without
/// the broken file. This repeats, in a folder of its own under
/// `.build/workbook/isolated/ChapterN`, the three commands SwiftPM itself ran
/// for the chapter's program, as its build plan (`.build/debug.yaml`)
/// records them: compile the chapter's files (the stand-ins in place of the
/// broken ones) into one module, compile the answer program's `main.swift`
/// against it, and link with every other object SwiftPM linked. The
/// compiler, flags and libraries are SwiftPM's own; only the broken files,
/// and where the outputs go, differ. The package's build is not touched.
///
/// Where the plan is not there or not as expected, it gives up: the chapter
/// then waits for the broken file, as it would without it.
struct IsolatedBuild {
    /// The package root.
    let root: URL
    /// SwiftPM's products folder, such as `.build/x86_64-unknown-linux-gnu/debug`.
    let products: URL
    /// The chapter.
    let chapter: Int

    /// What a successful isolated build made.
    struct Built {
        /// The answer program.
        let program: URL
        /// The folder holding the chapter's compiled answers alone, for `SymbolCheck`.
        let objects: URL
        /// The folder holding all it made, to remove once graded.
        let folder: URL

        /// Removes what it made.
        func remove() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Why it could not build.
    enum Failure: Error {
        /// SwiftPM's plan does not hold the commands to repeat.
        case noPlan
        /// A command failed, with what it printed.
        case failed(String)
    }

    /// Builds the program with each file in `replaced` (by its path relative
    /// to the root, such as `Exercises/Chapter1/1.2-Evens.swift`) compiled
    /// from the file it maps to instead (a full path, or one relative to the root).
    func build(replacing replaced: [String: String]) throws(Failure) -> Built {
        let plan = try readPlan()
        let exercises = "Chapter\(chapter)Exercises"
        let answers = "Chapter\(chapter)Answers"
        guard let moduleCommand = plan.command(target: exercises, kind: "module"),
            let mainCommand = plan.command(target: answers, kind: "module"),
            let linkCommand = plan.command(target: answers, kind: "exe"),
            let sources = Self.responseFile(in: moduleCommand),
            let mainSources = Self.responseFile(in: mainCommand),
            let links = Self.responseFile(in: linkCommand)
        else { throw .noPlan }

        let folder = Self.newFolder(root: root, chapter: chapter)
        let modules = folder.appendingPathComponent("Modules")
        let objects = folder.appendingPathComponent("Objects")
        try? FileManager.default.removeItem(at: folder)
        do {
            for made in [modules, objects] {
                try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
            }
        } catch {
            throw .failed("\(folder.path): \(error.localizedDescription)")
        }
        let files = sources.map { path in
            let relative =
                path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
            return replaced[relative].map {
                $0.hasPrefix("/") ? $0 : root.appendingPathComponent($0).path
            } ?? path
        }
        // One object per file, named as SwiftPM names them, so that what
        // each file calls can be told apart (`SymbolCheck`).
        var map: [String: [String: String]] = [:]
        var moduleObjects: [String] = []
        for file in files {
            let object = objects.appendingPathComponent(
                URL(fileURLWithPath: file).lastPathComponent + ".o"
            ).path
            map[file] = ["object": object]
            moduleObjects.append(object)
        }
        let mapFile = folder.appendingPathComponent("output-file-map.json")
        do {
            try JSONEncoder().encode(map).write(to: mapFile)
        } catch {
            throw .failed("\(mapFile.path): \(error.localizedDescription)")
        }
        try run(
            Self.objects(moduleCommand, map: mapFile.path)
                + [
                    "-emit-module-path",
                    modules.appendingPathComponent("\(exercises).swiftmodule").path,
                ]
                + files)
        let mainObject = folder.appendingPathComponent("\(answers).o").path
        try run(
            Self.objects(mainCommand, output: mainObject)
                + [
                    "-emit-module-path",
                    modules.appendingPathComponent("\(answers).swiftmodule").path,
                    "-I", modules.path,
                ]
                + mainSources)
        let others = links.filter { path in
            !path.contains("/\(exercises).build/") && !path.contains("/\(answers).build/")
        }
        let list = folder.appendingPathComponent("objects")
        do {
            try ((others + moduleObjects + [mainObject]).joined(separator: "\n") + "\n")
                .write(to: list, atomically: true, encoding: .utf8)
        } catch {
            throw .failed("\(list.path): \(error.localizedDescription)")
        }
        let program = folder.appendingPathComponent(answers)
        try run(Self.relinked(linkCommand, objects: list.path, output: program.path))
        return Built(program: program, objects: objects, folder: folder)
    }

    /// A folder of this process's own for an isolated build of `chapter`,
    /// `.build/workbook/isolated/ChapterN.PID.K`, so that two gradings at
    /// once never share one. Folders that processes no longer running left
    /// behind are removed first.
    private static func newFolder(root: URL, chapter: Int) -> URL {
        let parent = root.appendingPathComponent(".build/workbook/isolated")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names {
            let parts = name.split(separator: ".")
            if parts.count == 3, let process = Int32(parts[1]), !Platform.isRunning(process) {
                try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
            }
        }
        let number = counter.withLock { count in
            count += 1
            return count
        }
        return parent.appendingPathComponent("Chapter\(chapter).\(Platform.processID).\(number)")
    }

    /// How many isolated builds this process has made.
    private static let counter = Mutex(0)

    /// SwiftPM's build plan for the products' configuration.
    private func readPlan() throws(Failure) -> BuildPlan {
        let configuration = products.lastPathComponent
        let scratch = products.deletingLastPathComponent().deletingLastPathComponent()
        let file = scratch.appendingPathComponent("\(configuration).yaml")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { throw .noPlan }
        return BuildPlan(text: text)
    }

    /// The paths listed in the `@file` response file a command names, one per line.
    private static func responseFile(in command: [String]) -> [String]? {
        guard let argument = command.first(where: { $0.hasPrefix("@") }),
            let text = try? String(contentsOfFile: String(argument.dropFirst()), encoding: .utf8)
        else { return nil }
        return text.split(separator: "\n").map {
            $0.trimmingCharacters(in: .init(charactersIn: "\"'"))
        }
    }

    /// A module's compile command made to write its objects where `map`
    /// (an output file map) says, or one object at `output`, and nothing
    /// else of SwiftPM's: no incremental state, dependency files, indexes,
    /// headers or module in SwiftPM's folders, and no sources yet.
    private static func objects(_ command: [String], map: String? = nil, output: String? = nil)
        -> [String]
    {
        let dropped: Set = [
            "-emit-dependencies", "-incremental", "-enable-batch-mode", "-serialize-diagnostics",
            "-parseable-output", "-emit-objc-header", "-warnings-as-errors", "-c",
        ]
        let droppedWithValue: Set = [
            "-output-file-map", "-index-store-path", "-emit-objc-header-path", "-emit-module-path",
        ]
        var kept: [String] = []
        var index = 0
        while index < command.count {
            let argument = command[index]
            index += 1
            if droppedWithValue.contains(argument) {
                index += 1
            } else if !dropped.contains(argument) && !argument.hasPrefix("@") {
                kept.append(argument)
            }
        }
        if let map { return kept + ["-c", "-output-file-map", map] }
        return kept + ["-whole-module-optimization", "-c", "-o", output ?? "out.o"]
    }

    /// The link command with its object list and its output replaced.
    private static func relinked(_ command: [String], objects: String, output: String) -> [String] {
        var changed: [String] = []
        var index = 0
        while index < command.count {
            let argument = command[index]
            index += 1
            if argument == "-o" {
                changed += ["-o", output]
                index += 1
            } else if argument.hasPrefix("@") {
                changed.append("@" + objects)
            } else if argument != "-warnings-as-errors" {
                changed.append(argument)
            }
        }
        return changed
    }

    /// Runs `command` (the compiler first) in the root; throws what it printed if it fails.
    private func run(_ command: [String]) throws(Failure) {
        guard let executable = command.first else { throw .noPlan }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw .failed("\(executable): \(error.localizedDescription)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw .failed(String(decoding: output, as: UTF8.self))
        }
    }
}
