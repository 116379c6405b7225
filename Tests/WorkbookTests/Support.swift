import ExerciseHarness
import Foundation
import Reactive

/// The package root, found from this file's path.
let packageRoot: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Package.swift").path)
    {
        folder = folder.deletingLastPathComponent()
    }
    return folder
}()

/// Reads a file of the package, or "" if it is missing.
func packageFile(_ path: String) -> String {
    (try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
}

/// Reads the file at `path` under `root`, or nil if it is missing.
func packageText(_ path: String, in root: URL) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

/// A fresh, empty folder for one test.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("workbook-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Writes `text` to `path` under `root`, creating folders as needed.
func write(_ text: String, to path: String, in root: URL) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
}

/// A story played with the signal `make` builds, as an answer program plays it.
func played(_ make: @escaping (Stage) -> Signal<String>) -> (Story) -> Playback<String> {
    { Playback($0, horizon: 12, make) }
}
