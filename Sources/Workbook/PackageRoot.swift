import Foundation

/// Finds the workbook's package root: the nearest folder, from `start` upwards,
/// that holds both `Package.swift` and `Exercises/`.
enum PackageRoot {
    static func find(from start: URL) -> URL? {
        var folder = start.standardizedFileURL
        // An absolute path climbs to "/" and stops; anything else has no top.
        guard folder.path.hasPrefix("/") else { return nil }
        while true {
            let manifest = folder.appendingPathComponent("Package.swift").path
            let exercises = folder.appendingPathComponent("Exercises").path
            if FileManager.default.fileExists(atPath: manifest),
                FileManager.default.fileExists(atPath: exercises)
            {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
