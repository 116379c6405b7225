import Foundation

/// What the compiled answer defines, read back from its object files with
/// `nm`: every symbol an answer's Swift code defines is a Swift one (`$s…`).
/// A C-named symbol (`alarm`, `write`) can come only from code that reaches
/// below Swift, such as `@_cdecl`, however the source hid it from the rules.
///
/// Where `nm` is missing, nothing is checked: the source rules still hold.
enum SymbolCheck {
    /// Symbols the Swift compiler itself defines in every module.
    static let compilers: Set = ["__swift_reflection_version"]

    /// The C-named symbols the object files in `folder` define, each with its file.
    static func foreignSymbols(in folder: URL) -> [(file: String, symbol: String)] {
        let objects =
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".o") }.sorted()
        guard !objects.isEmpty,
            let nm = ["/usr/bin/nm", "/bin/nm"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { return [] }
        // One run of nm for every file: it names each file before its symbols.
        let paths = objects.map { folder.appendingPathComponent($0).path }
        guard let output = Platform.output(of: nm, Platform.definedGlobalSymbols + paths) else {
            return []
        }
        return symbols(in: output, paths: paths, machO: Platform.objectsAreMachO)
            .filter { !isSwift($0.symbol) }
    }

    /// The symbols in `nm`'s listing of the object files at `paths`, each
    /// with its file's name (without `.o`), in C's spelling: a Mach-O object
    /// (Darwin's) gives every C name a leading `_`, which is taken off, so
    /// that `alarm` reads `alarm` on a Mac too, and `___swift_…` reads
    /// `__swift_…` as on Linux.
    static func symbols(in listing: String, paths: [String], machO: Bool)
        -> [(file: String, symbol: String)]
    {
        var found: [(String, String)] = []
        var file = paths.count == 1 ? URL(fileURLWithPath: paths[0]).lastPathComponent : ""
        for line in listing.split(separator: "\n") {
            if line.hasSuffix(":"), let path = paths.first(where: { line.hasSuffix($0 + ":") }) {
                file = URL(fileURLWithPath: path).lastPathComponent
                continue
            }
            // "address type name", where a Swift name may hold spaces of its own.
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3 else { continue }
            var symbol = Substring(fields[2])
            if machO, symbol.hasPrefix("_") { symbol = symbol.dropFirst() }
            found.append(
                (String(file.hasSuffix(".o") ? file.dropLast(2) : file[...]), String(symbol)))
        }
        return found
    }

    /// Whether `symbol` is one the Swift compiler makes for Swift code: any
    /// name that is not a plain C identifier (Swift's mangled names hold `$`,
    /// and its helper symbols dots or spaces), or one of the compiler's own
    /// helpers, which it names `__swift_…`, in C's spelling (`symbols`).
    static func isSwift(_ symbol: String) -> Bool {
        let plain = symbol.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return !plain || compilers.contains(symbol) || symbol.hasPrefix("__swift_")
            || symbol.hasPrefix("_swift_FORCE_LOAD_")
    }
}
