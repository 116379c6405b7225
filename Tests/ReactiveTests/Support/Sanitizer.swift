#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Whether this test process runs under ThreadSanitizer (`swift test
/// --sanitize=thread`), found by looking up the sanitizer's runtime entry point.
///
/// The runtime makes each call several times slower and each stack frame
/// larger, so the tests of depth and scale, which are single-threaded and
/// hold no race to find, run only without it.
enum Sanitizer {
    static let isThreadSanitizerActive: Bool = dlsym(defaultHandle, "__tsan_init") != nil
}

/// The handle that searches every loaded image, `RTLD_DEFAULT`.
private var defaultHandle: UnsafeMutableRawPointer? {
    #if canImport(Darwin)
        // Darwin's is the pointer value -2, which Swift does not import.
        UnsafeMutableRawPointer(bitPattern: -2)
    #else
        // glibc's and musl's is the null handle.
        nil
    #endif
}
