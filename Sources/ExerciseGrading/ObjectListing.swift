import Foundation
import Synchronization

/// The symbols of a folder's object files, from one run of `nm` that the
/// judge's checks share (`SymbolCheck`, `CompiledAnswer`) and keeps while
/// the files are unchanged: a grading reads them three times, and `watch`
/// grades again only what an edit rebuilt.
enum ObjectListing {
    /// One symbol of an object file.
    struct Entry: Sendable, Equatable {
        /// The object file's name without `.o`, such as "1.1-Squares.swift".
        let file: String
        /// The symbol in C's spelling (a mangled name for Swift code).
        let symbol: String
        /// `nm`'s letter for it: `U` undefined, `T` code, `D` data, …;
        /// upper case for a global one.
        let kind: Character

        /// Whether the object calls or reads it from elsewhere (`nm -u`).
        var isUndefined: Bool { kind == "U" || kind == "w" || kind == "v" }
        /// Whether the object defines it for other objects (`nm -g --defined-only`).
        var isDefinedGlobal: Bool { kind.isUppercase && kind != "U" }
    }

    /// The listings read so far, each with the sizes and dates of the files it read.
    private static let kept = Mutex<[String: (stamp: [String], entries: [Entry])]>([:])

    /// Every symbol of every `.o` file in `folder`; none if there are none or
    /// `nm` is not there.
    static func of(_ folder: URL) -> [Entry] {
        let names =
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".o") }.sorted()
        let paths = names.map { folder.appendingPathComponent($0).path }
        let stamp = paths.map { path -> String in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(path) \(attributes?[.size] as? Int ?? -1) \(date)"
        }
        if let kept = kept.withLock({ $0[folder.path] }), kept.stamp == stamp {
            return kept.entries
        }
        guard !paths.isEmpty,
            let nm = ["/usr/bin/nm", "/bin/nm"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            }),
            // One run of nm for every file: it names each file before its symbols.
            let output = Platform.output(of: nm, paths)
        else { return [] }
        let entries = SymbolCheck.entries(
            in: output, paths: paths, machO: Platform.objectsAreMachO)
        kept.withLock { $0[folder.path] = (stamp, entries) }
        return entries
    }

    /// The symbols of the objects of `files` (source names, such as
    /// "1.1-Squares.swift") in `folder`; nil if one of them is missing.
    static func of(_ files: [String], in folder: URL) -> [Entry]? {
        guard !files.isEmpty,
            files.allSatisfy({
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent($0 + ".o").path)
            })
        else { return nil }
        let entries = of(folder).filter { files.contains($0.file) }
        return entries.isEmpty ? nil : entries
    }
}
