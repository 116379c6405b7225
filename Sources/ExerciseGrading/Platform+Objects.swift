import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How the judge reads object files and the files beside them, where
/// Darwin and Linux differ.
extension Platform {
    /// The arguments that make `nm` list an object file's defined global
    /// symbols: GNU `nm` on Linux spells the option out (its `-U` now means
    /// something else); Darwin's `nm` takes `-g -U`.
    static var definedGlobalSymbols: [String] {
        #if canImport(Darwin)
            ["-g", "-U"]
        #else
            ["-g", "--defined-only"]
        #endif
    }

    /// The arguments that make `nm` list the symbols an object file uses but
    /// does not define: `-u` on both.
    static var undefinedSymbols: [String] { ["-u"] }

    /// Whether the compiler makes Mach-O objects (Darwin), whose symbol table
    /// spells every C name with a leading `_`, or ELF objects (Linux), which
    /// spell it as C does.
    static var objectsAreMachO: Bool {
        #if canImport(Darwin)
            true
        #else
            false
        #endif
    }

    /// How many names the file at `path` has (1 for a file that is not
    /// hard-linked), or 0 if it cannot be read.
    static func linkCount(_ path: String) -> Int {
        var information = stat()
        guard stat(path, &information) == 0 else { return 0 }
        return Int(information.st_nlink)
    }
}
