#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension KeyReader {
    /// Like `next()`, but waits at most `timeout` for input: no keys if none
    /// came in time, `nil` at the end of input.
    ///
    /// A reading loop that calls this can stop between waits, instead of
    /// staying blocked in `read` after the app has finished with the terminal.
    ///
    /// ```swift
    /// while !stopped, let keys = reader.next(waitingAtMost: .milliseconds(100)) {
    ///     for key in keys { print(key) }
    /// }
    /// ```
    public func next(waitingAtMost timeout: Duration) -> [Key]? {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(
            timeout.components.seconds * 1000 + timeout.components.attoseconds
                / 1_000_000_000_000_000)
        let result = poll(&ready, 1, milliseconds)
        if result == 0 || (result < 0 && errno == EINTR) { return [] }
        guard result > 0 else { return nil }
        return next()
    }
}
