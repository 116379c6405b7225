import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Puts the terminal back from inside a signal handler, where ordinary code
/// cannot run: the last resort of a crash (`CrashRestorer`) and of a
/// termination signal whose orderly stop overran its deadline (`Termination`).
///
/// `TerminalRestorer`'s actions are ordinary code: they lock, allocate and
/// may wait. A crash cannot run them, and a program that must end now cannot
/// wait for them. So while a `TerminalSession` is on show, the rescue keeps
/// what it needs prepared in advance, in memory that is never freed: the
/// terminal's original settings, the bytes that leave the app's screen, and
/// the terminal's path. `perform()` then makes only async-signal-safe calls:
///
/// 1. `tcsetattr` with `TCSANOW` puts the settings back (echo, lines,
///    Ctrl-C) without waiting for the output to drain;
/// 2. the bytes are written through a descriptor of its own, opened on the
///    terminal's path with `O_NONBLOCK`. A full terminal is waited for with
///    `poll`, 400 ms at most, so a slow reader still gets them; one that has
///    stopped reading (a paused tmux pane, a stuck `ssh`) cannot hold the
///    program: what does not fit by then is dropped. The app's own
///    descriptors stay blocking, as the shell that shares them expects.
///
/// It runs at most once, for whichever comes first.
///
/// ```swift
/// TerminalRescue.arm(input: 0, output: 1, settings: saved, restore: ANSI.showCursor)
/// // a crash, or an overrun deadline, now puts the terminal back first
/// TerminalRescue.disarm()
/// ```
///
/// Book: (none; iOS owns the screen)
enum TerminalRescue {
    /// The most bytes written to the terminal.
    static let maximumRestoreBytes = 64

    /// The longest terminal path kept (`/dev/pts/12` and the like are short).
    static let maximumPathBytes = 256

    /// Makes the rescue's memory now, in ordinary code, so that a signal
    /// handler never runs a global's first initialisation. `arm` calls it,
    /// and so does whoever installs a handler that may call `perform()`.
    static func prepare() {
        _ = armed.load(ordering: .relaxed)
        _ = rescueRecord
    }

    /// From now until `disarm()`, `perform()` sets `settings` (if any) on
    /// `input` and writes `restore` to the terminal `output` is on.
    static func arm(input: Int32, output: Int32, settings: termios?, restore: String) {
        prepare()
        disarm()
        let bytes = Array(restore.utf8.prefix(maximumRestoreBytes))
        let record = rescueRecord
        record.pointee.input = input
        record.pointee.settings = settings ?? termios()
        record.pointee.restoresSettings = settings != nil
        bytes.withUnsafeBufferPointer { source in
            record.pointee.bytes.update(from: source.baseAddress!, count: source.count)
        }
        record.pointee.count = bytes.count
        record.pointee.path[0] = 0
        if ttyname_r(output, record.pointee.path, maximumPathBytes) != 0 {
            record.pointee.path[0] = 0
        }
        armed.store(true, ordering: .releasing)
    }

    /// From now on `perform()` does nothing, as the session has ended.
    static func disarm() {
        armed.store(false, ordering: .releasing)
    }

    /// Puts the terminal back, if armed, and disarms; whether it did. Safe in
    /// a signal handler, and on any number of threads at once.
    @discardableResult
    static func perform() -> Bool {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return false }
        let record = rescueRecord
        if record.pointee.restoresSettings {
            _ = tcsetattr(record.pointee.input, TCSANOW, &record.pointee.settings)
        }
        guard record.pointee.path[0] != 0 else { return true }
        let terminal = open(record.pointee.path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else { return true }
        var offset = 0
        var waits = 0
        while offset < record.pointee.count {
            let written = Platform.writeBytes(
                terminal, record.pointee.bytes + offset, record.pointee.count - offset)
            if written < 0, errno == EINTR { continue }
            if written < 0, errno == EAGAIN || errno == EWOULDBLOCK, waits < maximumWaits {
                waits += 1
                var ready = pollfd(fd: terminal, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, Int32(waitMilliseconds))
                continue
            }
            guard written > 0 else { break }
            offset += written
        }
        close(terminal)
        return true
    }

    /// How long a full terminal is waited for, at most: a reader that is
    /// only slow (a busy machine, a pane scrolling) drains it in time; one
    /// that has stopped costs the process 400 ms before the bytes are dropped.
    private static let waitMilliseconds = 50
    private static let maximumWaits = 8
}

/// What the rescue needs, prepared in ordinary code before it is armed.
private struct RescueRecord {
    var input: Int32 = -1
    var settings = termios()
    var restoresSettings = false
    var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: TerminalRescue.maximumRestoreBytes)
    var count = 0
    var path = UnsafeMutablePointer<CChar>.allocate(capacity: TerminalRescue.maximumPathBytes)
}

/// True while a session is on show; `perform()` takes it (setting it false),
/// so the terminal is rescued at most once, however many threads try.
private let armed = Atomic<Bool>(false)

// The rescue's data: written only while `armed` is false, read only after
// taking `armed`. A signal handler can take no lock, so this is plain
// memory, allocated once and kept for the life of the process.
nonisolated(unsafe) private let rescueRecord: UnsafeMutablePointer<RescueRecord> = {
    let record = UnsafeMutablePointer<RescueRecord>.allocate(capacity: 1)
    record.initialize(to: RescueRecord())
    record.pointee.path.initialize(repeating: 0, count: TerminalRescue.maximumPathBytes)
    return record
}()
