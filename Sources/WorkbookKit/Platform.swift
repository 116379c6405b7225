#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The calls WorkbookKit makes whose names or types differ between Darwin
/// (macOS) and Linux, in one place. Linux runs them here; the Darwin branch
/// follows Apple's documented signatures.
enum Platform {
    /// The path of the executable image that holds this code.
    ///
    /// Linux: `/proc/self/exe`, because the whole package is linked into one
    /// program and `dladdr` names the main program by its `argv[0]`. Darwin:
    /// `dladdr` on this module's image handle (`#dsohandle`) names the
    /// image's file, the test bundle's executable or the program.
    static func imagePath() -> String {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if count > 0 {
                return String(
                    decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            return CommandLine.arguments.first ?? "."
        #else
            var info = Dl_info()
            guard dladdr(#dsohandle, &info) != 0, let name = info.dli_fname else {
                return CommandLine.arguments.first ?? "."
            }
            return String(cString: name)
        #endif
    }
}
