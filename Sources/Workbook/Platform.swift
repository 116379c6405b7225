#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls the `workbook` command makes, in one place.
enum Platform {
    /// This machine's name, as `hostname` prints it. `gethostname` reads it
    /// without asking the network (Foundation's `hostName` can wait seconds
    /// on a Mac for a reverse lookup).
    static func machineName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "unknown" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
