#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The writing end of the pipe the interruption handler writes to.
nonisolated(unsafe) private var interruptionPipe: Int32 = -1

/// How the judge hears that it is asked to end (`Interruption`), where
/// Darwin and Linux differ.
extension Platform {
    /// Asks `process`, a `swift build`, to stop as Ctrl-C would (SIGINT):
    /// SwiftPM then stops its compilers and ends.
    static func forwardInterruption(to process: pid_t) {
        _ = kill(process, SIGINT)
    }

    /// Handles SIGINT, SIGTERM and SIGHUP from now on by writing the signal's
    /// number to a pipe; returns the pipe's reading end, or nil. The handler
    /// does nothing else, as a signal handler may do little safely.
    static func installInterruptionPipe() -> Int32? {
        guard let ends = makePipe() else { return nil }
        interruptionPipe = ends.write
        for number in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(number) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(interruptionPipe, &byte, 1)
            }
        }
        return ends.read
    }

    /// Waits for the next signal's number from the pipe `descriptor`; nil if it closes.
    static func readSignal(from descriptor: Int32) -> Int32? {
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count == 1 { return Int32(byte) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Ends this process as `number` would have, had it not been handled.
    static func endAsSignalWould(_ number: Int32) -> Never {
        _ = signal(number, SIG_DFL)
        _ = raise(number)
        _exit(128 + number)
    }
}
